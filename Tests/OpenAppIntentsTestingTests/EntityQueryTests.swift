import Foundation
import Testing

#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

// Entity queries run through the entity's own default query: `AnyEntityQuery`'s example on
// this target's Landmarks app, then the bundled apps' queries (`EntityStringQuery`,
// `EntityQuery`, `EnumerableEntityQuery`).
@Suite(.installed(LandmarksApp.self))
struct EntityQueryAppleExampleTests {
  let definitions = IntentDefinitions(bundleIdentifier: "com.apple.example")

  /// `AnyEntityQuery`'s example.
  @Test func queriesByStringByIdentifiersAndForAll() async throws {
    let landmarkDef = definitions.entities["LandmarkEntity"]

    // Query by string.
    let stringQueryResults = try await landmarkDef.entities(matching: "Yosemite")

    // Query by identifiers.
    let specific = try await landmarkDef.entities(identifiers: ["yosemite-falls"])

    // Get all entities.
    let all = try await landmarkDef.allEntities()

    #expect(stringQueryResults.map(\.identifier.instanceIdentifier) == ["yosemite-falls"])
    #expect(specific == stringQueryResults)
    #expect(all.count == 4)
    let name: String? = all[1].name
    #expect(name == "Grand Canyon")
  }

  /// The `…Query` methods make the queries the methods run; equal when they ask the same.
  @Test func makesEqualQueriesForTheSameRequest() {
    let landmarkDef = definitions.entities["LandmarkEntity"]
    #expect(
      landmarkDef.entityQuery(matching: "Yosemite") == landmarkDef.entityQuery(matching: "Yosemite")
    )
    #expect(landmarkDef.entityQuery(matching: "Yosemite") != landmarkDef.allEntitiesQuery())
    #expect(
      landmarkDef.entityQuery(identifiers: ["yosemite-falls"])
        != landmarkDef.entityQuery(identifiers: ["grand-canyon"]))
    #expect(
      landmarkDef.allEntitiesQuery()
        != definitions.entities["OtherEntity"].allEntitiesQuery())
  }
}

@Suite(.bundledApps)
struct EntityQueryTests {
  @Test func aStringQueryFindsEntitiesWhosePropertiesAreReadable() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)

    let chowders = try await definitions.entities["SoupAppEntity"].entities(matching: "chowder")

    let names = chowders.map { (entity: AnyAppEntity) -> String? in entity.displayString }
    #expect(names == ["Manhattan Clam Chowder", "New England Clam Chowder"])
    #expect(chowders.first?.identifier.instanceIdentifier == "manhattanClamChowder")
  }

  @Test func identifiersWithNoEntityAreSkippedAsTheQuerySkipsThem() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)

    let soups = try await definitions.entities["SoupAppEntity"]
      .entities(identifiers: ["tomatoSoup", "gazpacho"])

    #expect(soups.map(\.identifier.instanceIdentifier) == ["tomatoSoup"])
    let description: String? = soups.first?.description
    #expect(description == "Contains: Tomatoes")
  }

  @Test func anEnumerableQueryListsEveryEntity() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)

    let collections = try await definitions.entities["TrailCollection"].allEntities()

    #expect(!collections.isEmpty)
    let first = try #require(collections.first)
    let displayName: String? = first.displayName
    #expect(displayName != nil)
    let identifier = try #require(Int(first.identifier.instanceIdentifier))
    let byIdentifier = try await definitions.entities["TrailCollection"]
      .entities(identifiers: [identifier])
    #expect(byIdentifier == [first])
  }

  @Test func aQueryAnswersWithWhatAnEarlierIntentDidInTheSession() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    let added = try await definitions.intents["AddBook"].makeIntent(title: "Dune").run()
    let book: AnyAppEntity = try added.value
    let identifier = try #require(UUID(uuidString: book.identifier.instanceIdentifier))

    let found = try await definitions.entities["BookEntity"].entities(identifiers: [identifier])
    let byTitle = try await definitions.entities["BookEntity"].entities(matching: "dune")

    #expect(found == [book])
    #expect(byTitle == [book])
  }

  @Test func aQueryWithNoStringSearchSaysSo() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)

    let error = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.entities["ToppingAppEntity"].entities(matching: "cheese")
    }

    #expect(
      error
        == .unsupportedQuery(
          entity: "ToppingAppEntity", call: "entities(matching:)", needs: "EntityStringQuery"))
    #expect(
      error?.description
        == "ToppingAppEntity's query can't answer entities(matching:): it is not an EntityStringQuery."
    )
  }

  @Test func aQueryThatCannotListEverythingSaysSo() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)

    let error = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.entities["SoupAppEntity"].allEntities()
    }

    #expect(
      error
        == .unsupportedQuery(
          entity: "SoupAppEntity", call: "allEntities()", needs: "EnumerableEntityQuery"))
  }

  @Test func anUnknownEntityNamesTheAppsEntities() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)

    let error = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.entities["SaladEntity"].entities(matching: "caesar")
    }

    #expect(
      error
        == .unknownEntity(
          "SaladEntity", bundleIdentifier: BundleIdentifiers.soupChef,
          known: ["SoupAppEntity", "ToppingAppEntity"]))
  }
}
