/// An app: its display name, alternative names (INAlternativeAppNames) and its intents' phrases.
public struct AppPhrases: Sendable {
  /// The display name ("Soup Chef").
  public var name: String
  /// Other names `${applicationName}` also matches ("SoupChef", "Soup Kitchen").
  public var alternativeNames: [String]
  /// The app's intents, in declaration order (order breaks ties).
  public var intents: [IntentPhrases]
  /// Whether an utterance must name the app for its phrases to match, as App Shortcut phrases
  /// must. Phrases a person recorded (Add to Siri) are said alone: `false`.
  public var needsName: Bool
  /// Phrases that must never reach the app (`AppShortcutsProvider.negativePhrases`): an
  /// utterance that fits one as well as any of the app's phrases bypasses the app.
  public var negativePhrases: [PhraseTemplate]

  /// Creates an app's phrases.
  public init(
    name: String, alternativeNames: [String] = [], intents: [IntentPhrases],
    needsName: Bool = true, negativePhrases: [PhraseTemplate] = []
  ) {
    self.name = name
    self.alternativeNames = alternativeNames
    self.intents = intents
    self.needsName = needsName
    self.negativePhrases = negativePhrases
  }
}
