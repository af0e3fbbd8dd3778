import Foundation
import OpenAppIntents

/// A stored list read leniently: each element on its own, so that one unreadable element still
/// gives the others, and a value that is not a list says so instead of failing the read:
/// `appData.value(StoredList<OrderRecord>.self, forKey: "orderHistory")`.
///
/// SiriSim-only: for apps whose data outlives a version of their own code.
public struct StoredList<Element: Decodable>: Decodable, Sendable where Element: Sendable {
  /// The elements, each read or with why it could not be; or why the value is not a list.
  public let result: Result<[ReadableElement<Element>], StoredValueError>

  public init(from decoder: any Decoder) throws {
    do {
      result = .success(try [ReadableElement<Element>](from: decoder))
    } catch {
      result = .failure(StoredValueError(error))
    }
  }
}

/// One element of a ``StoredList``, read on its own.
public struct ReadableElement<Element: Decodable>: Decodable, Sendable where Element: Sendable {
  /// The element, or why it could not be read.
  public let result: Result<Element, StoredValueError>

  public init(from decoder: any Decoder) throws {
    do {
      result = .success(try Element(from: decoder))
    } catch {
      result = .failure(StoredValueError(error))
    }
  }

  /// The element stored as `data`, or why it can't be read (not JSON, or not an `Element`).
  init(data: Data) {
    do {
      self = try JSONDecoder().decode(Self.self, from: data)
    } catch {
      result = .failure(StoredValueError(error))
    }
  }
}

/// Why a stored value could not be read, in a sentence: where in the value, and what is wrong
/// there ("[1].soup: the soup “pumpkinSoup” is not on the menu").
public struct StoredValueError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The sentence.
  public let description: String

  /// The error a decoder threw, described.
  public init(_ error: any Error) {
    description = Self.describe(error)
  }

  private static func describe(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return "\(error)" }
    let context: DecodingError.Context
    switch decodingError {
    case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found),
      .dataCorrupted(let found):
      context = found
    @unknown default:
      return "\(error)"
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
    return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
  }
}
