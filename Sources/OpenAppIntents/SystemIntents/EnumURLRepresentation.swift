import Foundation

/// The universal link of a ``URLRepresentableEnum``: one template with the case's raw value in
/// it, `URLRepresentation("https://example.com/root=\(.rawValue)")`, or one link per case.
public struct EnumURLRepresentation<Enum: AppEnum>: Sendable, ExpressibleByStringInterpolation {
  let links: @Sendable (Enum) -> String?

  /// A link that is the same for every case.
  public init(stringLiteral value: String) {
    links = { _ in value }
  }

  /// A template with the case's raw value or a case in it.
  public init(stringInterpolation: StringInterpolation) {
    let parts = stringInterpolation.parts
    links = { value in parts.map { $0(value) }.joined() }
  }

  /// A template with the case's raw value in it: `URLRepresentation("…\(.rawValue)")`.
  public init(_ representation: EnumSingleURLRepresentation) {
    links = representation.link
  }

  /// One link per case; a case missing from the dictionary has no link.
  public init(_ urlRepresentations: [Enum: EnumSingleURLRepresentation]) {
    links = { value in urlRepresentations[value]?.link(value) }
  }

  /// The link for a case; `nil` when it has none or it is not a URL.
  func url(for value: Enum) -> URL? {
    links(value).flatMap { URL(string: $0) }
  }

  /// One case's link, or a template for every case.
  public struct EnumSingleURLRepresentation: Sendable, ExpressibleByStringInterpolation {
    public typealias StringInterpolation = EnumURLRepresentation<Enum>.StringInterpolation

    let link: @Sendable (Enum) -> String

    /// A link without placeholders.
    public init(stringLiteral value: String) {
      link = { _ in value }
    }

    /// A link with the case's raw value or a case in it.
    public init(stringInterpolation: StringInterpolation) {
      let parts = stringInterpolation.parts
      link = { value in parts.map { $0(value) }.joined() }
    }
  }

  /// A placeholder in a link.
  public struct Placeholder: Sendable {
    /// The raw value of the case the link is for.
    public static var rawValue: Placeholder { Placeholder() }
  }

  /// The parts of an enum's link.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var parts: [@Sendable (Enum) -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
      parts.append { _ in literal }
    }

    /// The raw value of the case the link is for: `\(.rawValue)`.
    public mutating func appendInterpolation(_ placeholder: Placeholder) {
      parts.append { value in Self.encoded(value.rawValue.description) }
    }

    /// A case's raw value: `\(.root)`.
    public mutating func appendInterpolation(_ value: Enum) {
      parts.append { _ in Self.encoded(value.rawValue.description) }
    }

    private static func encoded(_ text: String) -> String {
      text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text
    }
  }
}
