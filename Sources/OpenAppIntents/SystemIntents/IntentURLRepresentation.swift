import Foundation

/// The universal link of a ``URLRepresentableIntent``: literal text with the intent's
/// parameters in it, `"https://example.com/\(\.$page)"`.
///
/// Running the intent opens the link with each parameter's value in its place
/// (percent-encoded), which SiriSim shows as the app opening the link.
public struct IntentURLRepresentation<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation
{
  let parts: [@Sendable (Intent) -> String]

  /// A link with no parameters.
  public init(stringLiteral value: String) {
    parts = [{ _ in value }]
  }

  /// A link with parameters.
  public init(stringInterpolation: StringInterpolation) {
    parts = stringInterpolation.parts
  }

  /// A link read from an intent: an open intent's target's own link.
  init(_ link: @escaping @Sendable (Intent) -> String) {
    parts = [link]
  }

  /// The link for an intent, its parameters filled in; `nil` when that is not a URL.
  func url(for intent: Intent) -> URL? {
    URL(string: parts.map { $0(intent) }.joined())
  }

  /// The parts of a link.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var parts: [@Sendable (Intent) -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) {
      parts.append { _ in literal }
    }

    /// A parameter's value: `\(\.$page)`; an empty parameter leaves nothing in its place.
    public mutating func appendInterpolation<Value>(
      _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable
    ) {
      parts.append { intent in
        guard let value = intent[keyPath: keyPath].currentValue else { return "" }
        let text = IntentValueFormatter.spokenText(of: value)
        return text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text
      }
    }
  }
}
