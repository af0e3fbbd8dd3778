import Foundation

/// A stored list read leniently: each element on its own, so that one unreadable element still
/// gives the others, and a value that is not a list says so instead of failing the read.
struct StoredList<Element: Decodable>: Decodable {
  /// The elements, each read or with why it could not be; or why the value is not a list.
  let result: Result<[ReadableElement<Element>], any Error>

  init(from decoder: any Decoder) throws {
    do {
      result = .success(try [ReadableElement<Element>](from: decoder))
    } catch {
      result = .failure(error)
    }
  }
}

/// One element of a stored list, read on its own: a list with one unreadable element still
/// gives the others.
struct ReadableElement<Element: Decodable>: Decodable {
  /// The element, or why it could not be read.
  let result: Result<Element, any Error>

  init(from decoder: any Decoder) throws {
    do {
      result = .success(try Element(from: decoder))
    } catch {
      result = .failure(error)
    }
  }
}

/// A decoding error in a sentence: where in the value, and what is wrong there.
func describeStoredValueError(_ error: any Error) -> String {
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
