@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import Testing

/// A schema intent with no App Shortcut: Siri reaches it by the search schema's own words.
@AppIntent(schema: .system.search)
struct SearchLampsIntent: ShowInAppSearchResultsIntent {
  var criteria: StringSearchCriteria
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Lamps for \(criteria.term).")
  }
}

/// Conforms to a schema but names the schema's parameter otherwise.
@AppIntent(schema: .photos.createAlbum)
struct MakeLampAlbumIntent: AppIntent {
  var albumName: String
  func perform() async throws -> some IntentResult { .result() }
}

/// Conforms to a schema but gives its parameter another type.
@AppIntent(schema: .photos.openAlbum)
struct OpenLampAlbumIntent: OpenIntent {
  var target: String
  func perform() async throws -> some IntentResult { .result() }
}

/// Schema intents reached without App Shortcut phrases, and what the lint says of a schema
/// intent that lacks what its schema requires.
@Suite struct SchemaPhrasingTests {
  static func runtime(locale: String = "en", extra: [any AppIntent.Type] = []) async
    -> ConversationRuntime
  {
    var manifest = LampShopFixture.manifest()
    manifest.intents += [SearchLampsIntent.self] + extra
    return await ConversationRuntime(
      apps: [manifest], options: ConversationRuntime.Options(environment: TestClock.environment),
      locale: locale)
  }

  @Test func schemaIntentIsReachedByTheDomainsPhrasing() async {
    let runtime = await Self.runtime()
    let frontEnd = AnsweringFrontEnd([])

    await runtime.handle("Search Lamp Shop for desk lamps", with: frontEnd)

    #expect(frontEnd.understandings.first?.intent == "SearchLampsIntent")
    #expect(frontEnd.spokenTexts.contains("Lamps for desk lamps."))
  }

  @Test func everyPhraseOfTheFamilyReachesIt() async {
    let runtime = await Self.runtime()
    for utterance in [
      "Find floor lamps in Lamp Shop", "Look up reading lamps in Lamp Shop",
      "Search for wall lamps in Lamp Shop",
    ] {
      let best = await runtime.interpret(utterance).first
      #expect(best?.intent == "SearchLampsIntent", "\(utterance)")
    }
  }

  @Test func declaredPhrasesStillWin() async {
    let runtime = await Self.runtime()
    #expect(await runtime.interpret("Buy a lamp from Lamp Shop").first?.intent == "BuyLampIntent")
  }

  @Test func listingNamesTheSchemaWhosePhrasingItIs() async throws {
    let listing = await Self.runtime().phraseListing()
    let search = try #require(listing.first?.shortcuts.first { $0.intent == "SearchLampsIntent" })
    #expect(search.schema == "system.search")
    #expect(search.title == "Search")
    #expect(search.phrases.contains("Search ${applicationName} for ${criteria}"))
    #expect(listing.first?.shortcuts.first { $0.intent == "BuyLampIntent" }?.schema == nil)
  }

  @Test func otherLocalesGetNoEnglishPhrasing() async {
    let listing = await Self.runtime(locale: "fr").phraseListing()
    #expect(listing.first?.shortcuts.contains { $0.intent == "SearchLampsIntent" } == false)
  }

  @Test func lintSaysWhatASchemaIntentLacks() async {
    let runtime = await Self.runtime(extra: [MakeLampAlbumIntent.self, OpenLampAlbumIntent.self])
    let messages = await runtime.lint().map(\.description)
    #expect(
      messages.contains {
        $0.contains(
          "MakeLampAlbumIntent conforms to photos.createAlbum, which requires the parameter 'name' of type String; MakeLampAlbumIntent does not declare it."
        )
      })
    #expect(
      messages.contains {
        $0.contains(
          "OpenLampAlbumIntent conforms to photos.openAlbum, whose parameter 'target' is of type photos.album; OpenLampAlbumIntent declares it as String."
        )
      })
    #expect(!messages.contains { $0.contains("SearchLampsIntent") })
  }
}
