import PhraseMatching
import Testing

/// An app with a phrase that is only a light verb and its name, as Apple's "Open ${applicationName}".
private func lampShop() throws -> PhraseMatcher {
  PhraseMatcher(apps: [
    AppPhrases(
      name: "Lamp Shop",
      intents: [
        IntentPhrases(
          intent: "OpenShop", phrases: [try PhraseTemplate(parsing: "Open ${applicationName}")],
          slots: [:]),
        IntentPhrases(
          intent: "BuyLamp",
          phrases: [try PhraseTemplate(parsing: "Buy a lamp from ${applicationName}")],
          slots: [:]),
      ])
  ])
}

/// What Siri answers when nothing matches but an app is named.
@Suite struct MissReadingTests {
  @Test(arguments: ["Hey Siri, Soup Chef", "Soup Chef", "Soup Chef please", "Hey Soup Chef app"])
  func theAppsNameAloneRunsNothingAndOpensTheApp(utterance: String) {
    #expect(SoupChef.matcher.rank(utterance).isEmpty)
    #expect(SoupChef.matcher.missReading(for: utterance) == .appAlone(app: "Soup Chef"))
  }

  @Test func aPhraseSaidWordForWordStillRunsOnTheNameAlone() throws {
    let matcher = try lampShop()
    #expect(matcher.rank("Open Lamp Shop").first?.intent == "OpenShop")
    #expect(matcher.rank("Hey Siri, Lamp Shop").isEmpty)
    #expect(matcher.missReading(for: "Hey Siri, Lamp Shop") == .appAlone(app: "Lamp Shop"))
  }

  @Test(arguments: [
    "Rename my tomato soup order in Soup Chef", "Unfavorite tomato soup in Soup Chef",
    "Unpin Soup Chef's clam chowder",
  ])
  func anUnsupportedVerbIsRefusedForTheNamedApp(utterance: String) {
    #expect(SoupChef.matcher.rank(utterance).isEmpty)
    #expect(SoupChef.matcher.missReading(for: utterance) == .unsupported(app: "Soup Chef"))
  }

  @Test func unfavoritingATrailNeverShowsIt() throws {
    let matcher = try TrailGuide.matcher()
    #expect(matcher.rank("Show Eagle Peak Trail in Trail Guide").first?.intent == "ShowTrail")
    #expect(matcher.rank("Unfavorite Eagle Peak Trail in Trail Guide").isEmpty)
  }

  @Test func anAppAsADestinationIsNotNamed() {
    #expect(SoupChef.matcher.missReading(for: "Order a taxi to Soup Chef") == nil)
    #expect(SoupChef.matcher.missReading(for: "what's the weather") == nil)
  }

  @Test func whySaysTheNameAloneOpensTheApp() {
    let explanation = SoupChef.matcher.explain("Hey Siri, Soup Chef")
    #expect(explanation.candidates.allSatisfy { !$0.isMatch })
    #expect(
      explanation.reason?.hasPrefix("It says only Soup Chef's name (and filler words)") == true)
  }

  @Test(arguments: [
    ("Order pho from DoorDash", "DoorDash"), ("Start a cycling workout in Peloton", "Peloton"),
    ("Hey Siri, open my playlists in Spotify app please", "Spotify"), ("Open Spotify", "Spotify"),
    ("Play something on Apple Music", "Apple Music"),
  ])
  func aRequestEndingInAnAppThatIsNotLoadedNamesIt(utterance: String, app: String) {
    #expect(SoupChef.matcher.rank(utterance).isEmpty)
    #expect(SoupChef.matcher.missReading(for: utterance) == .notLoaded(app: app))
  }

  @Test(arguments: [
    "What's the weather in Paris", "Don't order pho from DoorDash", "order pho from doordash",
    "Order tomato soup in the morning", "Order soup with Croutons", "Order soup in 10 minutes",
    "Paris",
  ])
  func noAppIsNamedByAQuestionAValueOrAnUncapitalizedWord(utterance: String) {
    #expect(SoupChef.matcher.missReading(for: utterance) == nil)
  }
}
