/// An app: its display name, alternative names (INAlternativeAppNames) and its intents' phrases.
public struct AppPhrases: Sendable {
  /// The display name ("Soup Chef").
  public var name: String
  /// Other names `${applicationName}` also matches ("SoupChef", "Soup Kitchen").
  public var alternativeNames: [String]
  /// The app's intents, in declaration order (order breaks ties).
  public var intents: [IntentPhrases]

  /// Creates an app's phrases.
  public init(name: String, alternativeNames: [String] = [], intents: [IntentPhrases]) {
    self.name = name
    self.alternativeNames = alternativeNames
    self.intents = intents
  }
}
