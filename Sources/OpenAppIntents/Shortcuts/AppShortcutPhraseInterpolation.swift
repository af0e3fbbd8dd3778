/// What an App Shortcut phrase and a negative phrase build alike from a string interpolation:
/// its words and the app's name (only an App Shortcut phrase takes a parameter too).
public protocol _AppShortcutPhraseInterpolation: StringInterpolationProtocol, Sendable {
  /// The phrase's parts so far.
  @_spi(SiriSim) var segments: [AppShortcutPhraseSegment] { get set }
}

extension _AppShortcutPhraseInterpolation {
  /// Appends text.
  public mutating func appendLiteral(_ literal: String) { segments.append(text: literal) }

  /// Appends the app's name.
  public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
    segments.append(.applicationName)
  }
}
