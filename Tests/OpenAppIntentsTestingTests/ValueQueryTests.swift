import Foundation
import Testing

#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

// Value queries (`IntentValueQuery`) run by type name, with the examples of Apple's
// `IntentValueQueryDefinition`, `values(for:)`, `ResolvedValueQueryResult` and
// `DynamicPropertyPathCollection` pages, against this target's Landmarks app.
@Suite(.installed(LandmarksApp.self))
struct ValueQueryTests {
  let definitions = IntentDefinitions(bundleIdentifier: "com.apple.example")

  /// `IntentValueQueryDefinition`'s and `values(for:)`'s examples.
  @Test func runsTheAppsValueQueryWithTheInputGiven() async throws {
    let searchQuery = definitions.valueQueries["LandmarkIntentValueQuery"]

    let result = try await searchQuery.values(for: "Arizona")

    let name: String = try result.items[0].name
    #expect(name == "Botanical Garden")
    #expect(searchQuery.queryIdentifier == "LandmarkIntentValueQuery")
  }

  /// `ResolvedValueQueryResult`'s and `DynamicPropertyPathCollection`'s examples.
  @Test func readsTheItemsByIndexCountAndCast() async throws {
    let searchQuery = definitions.valueQueries["LandmarkIntentValueQuery"]
    let result = try await searchQuery.values(for: "Arizona")

    #expect(result.items.count == 3)
    #expect(!result.items.isEmpty)
    #expect(try result.items[0].name == "Botanical Garden")
    let entity: AnyAppEntity = try result.items[0].as(AnyAppEntity.self)
    #expect(entity.identifier.instanceIdentifier == "botanical-garden")
    let last: AnyAppEntity = try result.items[2]
    #expect(last.identifier.instanceIdentifier == "monument-valley")
    let untyped: (any IntentValueExpressing)? = try result.items[1]
    #expect(untyped != nil)
  }

  @Test func anInputMatchingNothingGivesNoItems() async throws {
    let result = try await definitions.valueQueries["LandmarkIntentValueQuery"]
      .values(for: "Nevada")
    #expect(result.items.isEmpty)
    #expect(throws: AppIntentsTestingError.self) { try result.items[0].as(AnyAppEntity.self) }
  }

  @Test func anItemFoundIsGivenToAnIntent() async throws {
    let result = try await definitions.valueQueries["LandmarkIntentValueQuery"]
      .values(for: "California")
    let session = definitions.transientEntities["UserSessionEntity"].makeEntity(
      sessionId: "s-1", startTime: Date(timeIntervalSince1970: 0),
      landmark: try result.items[0].as(AnyAppEntity.self))

    let started = try await definitions.intents["StartSession"].makeIntent(session: session)
      .run()

    let landmark: String = try started.value.landmark.name
    #expect(landmark == "Yosemite Falls")
  }

  @Test func anEntityReferenceIsGivenAsTheEntityItsQueryFinds() async throws {
    let grandCanyon = definitions.entities["LandmarkEntity"]
      .makeReference(identifier: "grand-canyon")

    let result = try await definitions.valueQueries["NearbyLandmarksQuery"]
      .values(for: grandCanyon)

    let names = try (0..<result.items.count).map { (index: Int) -> String in
      try result.items[index].name
    }
    #expect(names == ["Botanical Garden", "Monument Valley"])
  }

  @Test func anUnknownQueryNamesTheAppsQueries() async throws {
    let error = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.valueQueries["PlaceQuery"].values(for: "Arizona")
    }
    #expect(
      error
        == .unknownValueQuery(
          "PlaceQuery", bundleIdentifier: "com.apple.example",
          known: ["LandmarkIntentValueQuery", "NearbyLandmarksQuery"]))
    #expect(
      error?.description
        == "com.apple.example has no value query named “PlaceQuery”. Its value queries: LandmarkIntentValueQuery, NearbyLandmarksQuery."
    )
  }

  @Test func anInputOfAnotherTypeSaysWhatTheQueryTakes() async throws {
    let error = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.valueQueries["LandmarkIntentValueQuery"].values(for: 42)
    }
    #expect(
      error == .wrongQueryInput(query: "LandmarkIntentValueQuery", expected: "String", given: "Int")
    )
  }
}
