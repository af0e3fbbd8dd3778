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

/// An intent whose work is opening a universal link: it needs no `perform()`.
///
/// Its link is `urlRepresentation`, built from its parameters
/// (`"https://example.com/\(\.$page)"`); an ``OpenIntent`` whose target is a
/// ``URLRepresentableEntity`` or a ``URLRepresentableEnum`` has its target's link without
/// declaring one. Running the intent opens the link, which SiriSim shows as the app opening it.
public protocol URLRepresentableIntent: AppIntent {
  /// The link, with the intent's parameters in it.
  static var urlRepresentation: IntentURLRepresentation<Self> { get }
}

extension URLRepresentableIntent {
  /// The type of an intent's link.
  public typealias URLRepresentation = IntentURLRepresentation<Self>

  /// Opens the intent's link.
  public func perform() async throws -> some IntentResult {
    IntentResultContainer<Never, Never>(
      IntentResultParts(openedURL: Self.urlRepresentation.url(for: self)))
  }
}

extension URLRepresentableIntent where Self: OpenIntent {
  /// Opens the intent's link, rather than only the app as other open intents do.
  public func perform() async throws -> some IntentResult {
    IntentResultContainer<Never, Never>(
      IntentResultParts(openedURL: Self.urlRepresentation.url(for: self)))
  }
}

extension URLRepresentableIntent where Self: OpenIntent, Value: URLRepresentableEntity {
  /// The target entity's link.
  public static var urlRepresentation: IntentURLRepresentation<Self> {
    IntentURLRepresentation { $0.target.urlRepresentationURL?.absoluteString ?? "" }
  }
}

extension URLRepresentableIntent where Self: OpenIntent, Value: URLRepresentableEnum {
  /// The target case's link.
  public static var urlRepresentation: IntentURLRepresentation<Self> {
    IntentURLRepresentation { $0.target.urlRepresentationURL?.absoluteString ?? "" }
  }
}

/// An entity with a universal link: `static var urlRepresentation: URLRepresentation {
/// "https://example.com/trail/\(.id)/details" }`.
public protocol URLRepresentableEntity: AppEntity {
  /// The link, with placeholders for the entity's identifier and properties.
  static var urlRepresentation: EntityURLRepresentation<Self> { get }
}

extension URLRepresentableEntity {
  /// The type of an entity's link. A member, not a top-level type, as in Apple's framework: a
  /// top-level `URLRepresentation` would hide the one of a `URLRepresentableIntent`.
  public typealias URLRepresentation = EntityURLRepresentation<Self>

  /// The entity's link, its placeholders filled in.
  public var urlRepresentationURL: URL? {
    URL(string: Self.urlRepresentation.string(for: self))
  }
}

/// A link template: literal text with the entity's identifier (`\(.id)`) or a property
/// (`\(\.$name)`) in it.
public struct EntityURLRepresentation<Entity: AppEntity>: Sendable,
  ExpressibleByStringInterpolation
{
  enum Part: Sendable {
    case text(String)
    case identifier
    case property(@Sendable (Entity) -> String?)
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
  public func string(for entity: Entity) -> String {
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
    public mutating func appendInterpolation<Value>(
      _ keyPath: KeyPath<Entity, EntityProperty<Value>> & Sendable
    ) {
      parts.append(
        .property { entity in
          guard let value = entity[keyPath: keyPath].anyValue else { return nil }
          return IntentValueFormatter.spokenText(of: value)
        })
    }
  }
}

/// A placeholder in an ``EntityURLRepresentation``.
public struct URLRepresentationPlaceholder: Sendable {
  /// The entity's identifier.
  public static let id = URLRepresentationPlaceholder()
}
