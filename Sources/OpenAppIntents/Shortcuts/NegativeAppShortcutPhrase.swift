/// A phrase that must never reach the app: Siri leaves an utterance that fits it to other apps
/// (iOS 17). `"Start a \(.applicationName) timer"` keeps a workout app's "Start a workout in …"
/// from catching requests for a timer.
public struct NegativeAppShortcutPhrase: Sendable, ExpressibleByStringInterpolation {
  /// The phrase's parts: its words and the app's name.
  @_spi(SiriSim) public let segments: [AppShortcutPhraseSegment]

  /// A phrase by its key in `AppShortcuts.strings` form ("Start a ${applicationName} timer").
  public init(_ phraseKey: String) {
    segments = AppShortcutPhraseSegment.segments(ofKey: phraseKey)
  }

  /// A phrase of plain text.
  public init(stringLiteral value: String) { self.init(value) }

  /// A phrase with the app's name interpolated.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  /// Builds a phrase.
  public struct StringInterpolation: _AppShortcutPhraseInterpolation {
    @_spi(SiriSim) public var segments: [AppShortcutPhraseSegment] = []
    /// Reserves room.
    public init(literalCapacity: Int, interpolationCount: Int) {}
  }
}

/// The app's negative phrases: every utterance that fits one bypasses the app.
public struct NegativeAppShortcutPhrases: Sendable {
  /// The phrases.
  @_spi(SiriSim) public let phrases: [NegativeAppShortcutPhrase]

  /// The phrases that must never reach the app.
  public init(phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }
}

extension AppShortcutsProvider {
  /// By default an app has no negative phrases.
  public static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases(phrases: [])
  }
}
