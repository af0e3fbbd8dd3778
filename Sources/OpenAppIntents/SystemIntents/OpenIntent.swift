import Foundation

/// An intent that opens the app on an item: a `target` entity (or enum case).
///
/// The app comes to the foreground when it runs; SiriSim shows where it opened.
public protocol OpenIntent: AppIntent {
  /// The type of item the intent opens.
  associatedtype Value: _IntentValue
  /// The item to open.
  var target: Value { get set }
}

extension OpenIntent {
  /// An open intent always brings the app to the foreground.
  public static var openAppWhenRun: Bool { true }

  /// Nothing more to do than open the app on the target, which the app's interface shows.
  public func perform() async throws -> some IntentResult {
    IntentResultContainer<Never, Never>(IntentResultParts())
  }
}

/// An intent whose work is opening its target's universal link: it needs no `perform()`.
///
/// The target's type is a ``URLRepresentableEntity``; running the intent opens
/// `Value.urlRepresentation` for the target, which SiriSim shows as the app opening the link.
public protocol URLRepresentableIntent: OpenIntent {}

extension URLRepresentableIntent where Value: URLRepresentableEntity {
  /// Opens the target's URL.
  public func perform() async throws -> some IntentResult {
    IntentResultContainer<Never, Never>(IntentResultParts(openedURL: target.urlRepresentationURL))
  }
}

/// An entity with a universal link: `static var urlRepresentation: URLRepresentation {
/// "https://example.com/trail/\(.id)/details" }`.
public protocol URLRepresentableEntity: AppEntity {
  /// The link, with placeholders for the entity's identifier and properties.
  static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEntity {
  /// The entity's link, its placeholders filled in.
  public var urlRepresentationURL: URL? {
    URL(string: Self.urlRepresentation.string(for: self))
  }
}

/// A link template: literal text with the entity's identifier (`\(.id)`) or a property
/// (`\(\.$name)`) in it.
public struct URLRepresentation: Sendable, ExpressibleByStringInterpolation {
  enum Part: Sendable {
    case text(String)
    case identifier
    case property(@Sendable (Any) -> String?)
  }

  let parts: [Part]

  /// A template with no placeholders.
  public init(stringLiteral value: String) {
    parts = [.text(value)]
  }

  /// A template with placeholders.
  public init(stringInterpolation: StringInterpolation) {
    parts = stringInterpolation.parts
  }

  /// The link for an entity, its placeholders filled in (percent-encoded).
  public func string<Entity: AppEntity>(for entity: Entity) -> String {
    parts.map { part in
      switch part {
      case .text(let text):
        return text
      case .identifier:
        return Self.encoded("\(entity.id)")
      case .property(let read):
        return Self.encoded(read(entity) ?? "")
      }
    }.joined()
  }

  private static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text
  }

  /// The parts of a template.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var parts: [Part] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
      parts.append(.text(literal))
    }

    /// The entity's identifier: `\(.id)`.
    public mutating func appendInterpolation(_ placeholder: URLRepresentationPlaceholder) {
      parts.append(.identifier)
    }

    /// A property of the entity: `\(\.$name)`.
    public mutating func appendInterpolation<Entity: AppEntity, Value>(
      _ keyPath: KeyPath<Entity, EntityProperty<Value>> & Sendable
    ) {
      parts.append(
        .property { entity in
          guard let entity = entity as? Entity,
            let value = entity[keyPath: keyPath].anyValue
          else { return nil }
          return IntentValueFormatter.spokenText(of: value)
        })
    }
  }
}

/// A placeholder in a ``URLRepresentation``.
public struct URLRepresentationPlaceholder: Sendable {
  /// The entity's identifier.
  public static let id = URLRepresentationPlaceholder()
}
