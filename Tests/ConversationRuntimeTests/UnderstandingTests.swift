import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// How the runtime takes an utterance: which App Shortcut, with which values, or none.
@Suite struct UnderstandingTests {
  /// One phrase of each app when nothing said is a word of any phrase.
  static let help = """
    Sorry, I can't help with that. You can say:
    • “Order Soup Chef”
    """

  @Test func unknownUtteranceListsOnePhraseOfEachApp() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.handle("what's the weather", with: frontEnd)

    #expect(outcome == .notUnderstood)
    #expect(frontEnd.outcomes == [.notUnderstood])
    #expect(frontEnd.prompts.isEmpty)
    #expect(frontEnd.understandings.isEmpty)
    let speech = try #require(frontEnd.speeches.first)
    #expect(frontEnd.speeches.count == 1)
    #expect(speech.text.hasPrefix("Sorry, I can't help with that."))
    #expect(speech.text.contains("“Order Soup Chef”"))
    #expect(speech.text == Self.help)
    #expect(speech.app == nil)
    #expect(speech.kind == .assistant)
    #expect(speech.snippet == nil)
  }

  @Test func helpWithoutAppsSaysNoAppsAreLoaded() async {
    let runtime = await ConversationRuntime(apps: [])
    let frontEnd = AnsweringFrontEnd()

    let outcome = await runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(outcome == .notUnderstood)
    #expect(frontEnd.spokenTexts == ["Sorry, I can't help with that. No apps are loaded."])
  }

  @Test func understoodEventNamesTheShortcutAndItsValues() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)

    let understanding = try #require(frontEnd.understandings.first)
    #expect(frontEnd.understandings.count == 1)
    #expect(frontEnd.transcript.first == .understood(understanding))
    #expect(understanding.app == "Soup Chef")
    #expect(understanding.intent == "OrderSoup")
    #expect(understanding.intentTitle == "Order Soup")
    #expect(understanding.phrase == "Order ${soup} from ${applicationName}")
    #expect(understanding.parameters == ["soup": "clam chowder"])
    // Two chowders fit: the words stay as said until the person picks one.
    #expect(understanding.values == [UnderstoodValue(parameter: "soup", value: "“clam chowder”")])
    #expect(understanding.score > 0.75)
    #expect(understanding.score < 1)
  }

  @Test func exactPhraseScoresOne() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd()

    await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    let understanding = try #require(frontEnd.understandings.first)
    #expect(understanding.phrase == "Order ${applicationName}")
    #expect(understanding.parameters.isEmpty)
    #expect(understanding.score == 1)
  }

  @Test func alternativeAppNameIsUnderstood() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.cancel])

    await fixture.runtime.handle("Order tomato soup from Soup Kitchen", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    let understanding = try #require(frontEnd.understandings.first)
    #expect(understanding.app == "Soup Chef")
    #expect(understanding.parameters == ["soup": "tomato soup"])
    #expect(frontEnd.prompts.first?.text == SoupChefText.whichStore)
  }

  @Test func soupTheAppDoesNotKnowIsSaidThenAskedFor() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.cancel])

    await fixture.runtime.handle("Order banana bread from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.understandings.first?.parameters == ["soup": "banana bread"])
    #expect(
      frontEnd.speeches.first
        == SiriSpeech(app: "Soup Chef", text: "I couldn't find “banana bread”.", kind: .assistant))
    #expect(frontEnd.prompts.map(\.text) == [SoupChefText.whichSoup])
    #expect(frontEnd.prompts.first?.valuePrompt?.suggestions.count == 3)
  }

  @Test func exactSoupNameNeedsNoQuestion() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.choice(0), .confirm(true)])

    await fixture.runtime.handle("Order tomato soup from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.prompts.map(\.text)
        == [SoupChefText.whichStore, "Your total is $2.95. ready to order?"])
    #expect(fixture.orders.orderHistory.first?.menuItem.id == .tomatoSoup)
  }

  @Test func examplePhrasesSayWhatToAsk() async {
    let fixture = await SoupChefFixture.make()

    let examples = fixture.runtime.examplePhrases().map { "\($0.app)|\($0.title)|\($0.phrase)" }

    #expect(
      examples == [
        "Soup Chef|Order Soup|Order Soup Chef",
        "Soup Chef|Order Soup|Order Chicken Noodle Soup from Soup Chef",
      ])
  }

  @Test func intentNamesListTheAppsIntents() async {
    let fixture = await SoupChefFixture.make()

    let names = fixture.runtime.intentNames.map { "\($0.app)|\($0.intent)|\($0.title)" }

    #expect(names == ["Soup Chef|OrderSoup|Order Soup"])
    #expect(fixture.runtime.appNames == ["Soup Chef"])
  }

  @Test func matchesRankTheShortcut() async throws {
    let fixture = await SoupChefFixture.make()

    let matches = fixture.runtime.matches(for: "Order Soup Chef")

    let best = try #require(matches.first)
    #expect(best.app == "Soup Chef")
    #expect(best.intent == "OrderSoup")
    #expect(fixture.runtime.matches(for: "what's the weather").isEmpty)
  }

  @Test func understoodValuesAreWhatSiriReadInTheIntentsOrder() async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd([.cancel])

    await fixture.runtime.handle("Order two tomatoe soups from Soup Chef", with: frontEnd)

    let understanding = try #require(frontEnd.understandings.first)
    #expect(
      understanding.values == [
        UnderstoodValue(parameter: "soup", value: "Tomato Soup"),
        UnderstoodValue(parameter: "quantity", value: "2"),
      ])
    #expect(understanding.summary == "Soup Chef · Order Soup · soup: Tomato Soup · quantity: 2")
  }

  @Test func aMissSuggestsTheFewPhrasesSharingTheMostWords() async throws {
    let runtime = await BundledApps.runtime()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await runtime.handle("show me trail conditions and favorites", with: frontEnd)

    #expect(outcome == .notUnderstood)
    let lines = try #require(frontEnd.speeches.first).text.split(separator: "\n")
    #expect(lines.count == 1 + ConversationRuntime.nearestPhraseLimit)
    #expect(lines.first == "Sorry, I can't help with that. You can say:")
    // Most words shared first, one phrase for each shortcut: "trail", "conditions" and
    // "Trails"; then "show", "favorite" and "Trails" (over "Open Favorites in Trails").
    #expect(lines[1] == "• “Get Devil's Slide Trail conditions with Trails”")
    #expect(lines[2] == "• “Show my favorite Trails”")
    #expect(!lines.contains("• “Open Favorites in Trails”"))
  }

  @Test func aRequestToAnAppThatIsNotLoadedSaysSo() async throws {
    let runtime = await BundledApps.runtime()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await runtime.handle("Order pho from DoorDash", with: frontEnd)

    #expect(outcome == .notUnderstood)
    #expect(
      frontEnd.speeches.map(\.text) == [
        "I don't know an app called DoorDash. The apps here are Soup Chef, Trails and Book Library."
      ])
    #expect(runtime.missReading(for: "Order pho from DoorDash") == .notLoaded(app: "DoorDash"))
  }
}
