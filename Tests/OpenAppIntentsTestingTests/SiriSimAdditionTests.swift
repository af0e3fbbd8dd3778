// What SiriSim adds to Apple's API, under `@_spi(SiriSim)`: a run's dialog and snippets, and
// the phrase, which Apple's framework leaves to manual testing.
import ConversationTesting
@_spi(SiriSim) import OpenAppIntentsTesting
import SoupChef
import Testing

@Suite(.bundledApps)
struct SiriSimAdditionTests {
  @Test func aRunKeepsWhatSiriSaidAndShowed() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let trail = definitions.entities["TrailEntity"].makeReference(identifier: "1")
    let result = try await definitions.intents["GetTrailInfo"].makeIntent(trail: trail).run()
    // With a snippet, Siri says the dialog's supporting text; the snippet shows the trail.
    #expect(result.dialog?.contains("latest information on trail conditions") == true)
    #expect(result.snippets.count == 1)
  }

  @Test func anOrderRunsFromThePhraseThroughItsQuestionsToItsResult() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let c = try await definitions.say("Order clam chowder from Soup Chef")
    #expect(c.understanding?.intent == "OrderSoup")
    #expect(c.prompt == .disambiguation(["Manhattan Clam Chowder", "New England Clam Chowder"]))
    #expect(c.moreChoices == ["Tomato Soup", "Chicken Noodle Soup"])
    try await c.choose("New England Clam Chowder")
    #expect(c.prompt == .disambiguation(["Ferry Building", "Civic Center"]))
    try await c.choose("Ferry Building")
    #expect(c.prompt == .confirmation("Order"))
    try await c.confirm()
    #expect(c.lastDialog.contains("ready in 10 minutes"))
    guard case .completed(let completion) = c.outcome else {
      Issue.record("the order did not complete: \(String(describing: c.outcome))")
      return
    }
    #expect(completion.intent == "OrderSoup")
  }

  @Test func aPhraseAndARunShareTheAppsData() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    // The Hobbit is not on the library's shelves until the intent adds it.
    try await definitions.intents["AddBook"].makeIntent(title: "The Hobbit").run()
    let c = try await definitions.say("Open The Hobbit in Book Library")
    #expect(c.understanding?.intent == "OpenBook")
    #expect(c.prompt == nil)
    #expect(c.outcome?.summary == "completed")
  }

  @Test func anAppInstalledForTheProcessIsFound() async throws {
    // As an XCTest's setUp() would: no trait needed afterwards.
    InstalledApps.install(SoupChefApp.self)
    try await InstalledApps.withInstalled([]) {
      let definitions = IntentDefinitions(bundleIdentifier: SoupChefApp.bundleIdentifier)
      let quantity: Int? = try definitions.intents["OrderSoup"].makeIntent().quantity
      #expect(quantity == 1)
    }
  }
}
