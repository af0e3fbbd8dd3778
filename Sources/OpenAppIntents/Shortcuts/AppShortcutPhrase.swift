/// A phrase that starts an App Shortcut: `"Order \(\.$soup) from \(.applicationName)"`.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
  /// The phrase's parts.
  @_spi(SiriSim) public let segments: [AppShortcutPhraseSegment]

  /// A phrase of plain text.
  public init(_ value: String) { segments = [.text(value)] }

  /// A phrase of plain text.
  public init(stringLiteral value: String) { self.init(value) }

  /// A phrase with the app name and at most one parameter interpolated.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  /// The phrase as an `AppShortcuts.strings` key: "Order ${soup} from ${applicationName}".
  public var key: String { AppShortcutPhraseSegment.key(for: segments) }

  /// Builds a phrase.
  public struct StringInterpolation: _AppShortcutPhraseInterpolation {
    @_spi(SiriSim) public var segments: [AppShortcutPhraseSegment] = []
    /// Reserves room.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends a parameter, such as `\.$soup`.
    public mutating func appendInterpolation<Value>(
      _ keyPath: KeyPath<Intent, IntentParameter<Value>>
    ) {
      segments.append(.parameter(IntentReflection.parameterName(of: keyPath)))
    }
  }
}

/// A token that a phrase can interpolate.
public enum AppShortcutPhraseToken: Sendable, Hashable {
  /// The app's name or one of its alternative names.
  case applicationName
}

/// A part of a phrase.
@_spi(SiriSim) public enum AppShortcutPhraseSegment: Sendable, Hashable {
  /// Literal words.
  case text(String)
  /// The app's name.
  case applicationName
  /// A parameter, by property name.
  case parameter(String)

  /// The `${…}` form of a phrase, as `AppShortcuts.strings` keys are written.
  public static func key(for segments: [AppShortcutPhraseSegment]) -> String {
    segments.map { segment in
      switch segment {
      case .text(let text): return text
      case .applicationName: return "${applicationName}"
      case .parameter(let name): return "${\(name)}"
      }
    }.joined()
  }

  /// The words and app names of a key in `AppShortcuts.strings` form, such as
  /// "Start a ${applicationName} timer": `key(for:)` read back, for phrases without parameters.
  package static func segments(ofKey key: String) -> [AppShortcutPhraseSegment] {
    var segments: [AppShortcutPhraseSegment] = []
    var rest = Substring(key)
    while let range = rest.range(of: "${applicationName}") {
      segments.append(text: String(rest[..<range.lowerBound]))
      segments.append(.applicationName)
      rest = rest[range.upperBound...]
    }
    segments.append(text: String(rest))
    return segments
  }
}

extension [AppShortcutPhraseSegment] {
  /// Appends literal words; nothing for an empty literal (Swift passes one before an
  /// interpolation that starts a phrase), so a phrase holds only words that are said.
  package mutating func append(text: String) {
    if !text.isEmpty { append(.text(text)) }
  }
}
