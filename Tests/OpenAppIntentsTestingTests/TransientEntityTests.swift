import Foundation
import Testing

#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

// Transient entities made by the app's own `init()` with their properties set by name, given
// to an intent, and read when an intent returns one: the examples of Apple's
// `TransientAppEntityDefinition`, `makeEntity` and `AnyTransientAppEntity` pages on this
// target's Landmarks app, then the bundled apps' transient results.
@Suite(.installed(LandmarksApp.self))
struct TransientEntityTests {
  let definitions = IntentDefinitions(bundleIdentifier: "com.apple.example")

  /// `TransientAppEntityDefinition`'s and `makeEntity`'s example, the entity then given to an
  /// intent that returns it.
  @Test func makesAnEntityAndGivesItToAnIntent() async throws {
    let sessionEntity = definitions.transientEntities["UserSessionEntity"]
    let entity = sessionEntity.makeEntity(
      sessionId: "temp-session-123",
      startTime: Date()
    )

    let result = try await definitions.intents["StartSession"].makeIntent(session: entity).run()

    let returned: AnyTransientAppEntity = try result.value
    let sessionId: String = try returned.sessionId
    #expect(sessionId == "temp-session-123")
    try sessionEntity.isInstance(returned)
    try sessionEntity.isInstance(entity)
    #expect(entity.entityType.persistentIdentifier == "UserSessionEntity")
    #expect(entity.entityType.bundleIdentifier == "com.apple.example")
  }

  /// `AnyTransientAppEntity`'s example: made with `withProperties`, read with type safety.
  @Test func readsAMadeEntitysPropertiesByName() throws {
    let sessionEntity = definitions.transientEntities["UserSessionEntity"]

    var entity = sessionEntity.withProperties(
      name: "John Doe",
      age: 30
    )

    let userName: String? = try entity.name
    let userAge: Int? = try entity.age
    #expect(userName == "John Doe")
    #expect(userAge == 30)

    entity.age = 31
    let olderAge: Int? = try entity.age
    #expect(olderAge == 31)
    // Not given: as the app's `init()` leaves it.
    let landmark: (any IntentValueExpressing)? = entity.landmark
    #expect(landmark == nil)
  }

  @Test func anEntityReferenceIsFoundThroughItsQueryWhenTheIntentRuns() async throws {
    let yosemite = definitions.entities["LandmarkEntity"].makeReference(
      identifier: "yosemite-falls")
    let entity = definitions.transientEntities["UserSessionEntity"].makeEntity(
      sessionId: "s-2", startTime: Date(timeIntervalSince1970: 0), landmark: yosemite)

    let result = try await definitions.intents["StartSession"].makeIntent(session: entity).run()

    #expect(try result.value.landmark.name == "Yosemite Falls")
    let returned: AnyTransientAppEntity = try result.value
    // What an intent returned is handed on as it is.
    let again = try await definitions.intents["StartSession"].makeIntent(session: returned).run()
    #expect(try again.value.sessionId == "s-2")
  }

  @Test func aListOfMadeEntitiesIsGivenToAListParameter() async throws {
    let sessionEntity = definitions.transientEntities["UserSessionEntity"]
    let sessions = [
      sessionEntity.makeEntity(sessionId: "a", startTime: Date(timeIntervalSince1970: 0)),
      sessionEntity.makeEntity(sessionId: "b", startTime: Date(timeIntervalSince1970: 60)),
    ]

    let result = try await definitions.intents["StartSessions"].makeIntent(sessions: sessions)
      .run()

    let identifiers: [String] = try result.value
    #expect(identifiers == ["a", "b"])
  }

  @Test func aPropertyTheEntityLacksThrowsWhenUsed() async throws {
    let entity = definitions.transientEntities["UserSessionEntity"].makeEntity(
      sessionId: "s-3", startTime: Date(), mood: "happy")

    let error = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.intents["StartSession"].makeIntent(session: entity).run()
    }
    #expect(
      error
        == .unknownProperty(
          "mood", entity: "UserSessionEntity",
          properties: ["sessionId", "startTime", "name", "age", "landmark"]))
    #expect(throws: AppIntentsTestingError.self) { let _: String? = try entity.mood }
  }

  @Test func aValueOfAnotherTypeThrowsWhenUsed() async throws {
    let entity = definitions.transientEntities["UserSessionEntity"].makeEntity(
      sessionId: "s-4", startTime: "yesterday at noon, more or less")

    let error = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.intents["StartSession"].makeIntent(session: entity).run()
    }
    guard case .wrongPropertyType(let property, let entityType, _)? = error else {
      Issue.record("expected wrongPropertyType, got \(String(describing: error))")
      return
    }
    #expect(property == "startTime")
    #expect(entityType == "UserSessionEntity")
  }

  @Test func anUnknownTransientEntityNamesTheAppsOnes() throws {
    let entity = definitions.transientEntities["VisitEntity"].makeEntity(sessionId: "s-5")

    let error = #expect(throws: AppIntentsTestingError.self) {
      let _: String = try entity.sessionId
    }

    #expect(
      error
        == .unknownTransientEntity(
          "VisitEntity", bundleIdentifier: "com.apple.example", known: ["UserSessionEntity"]))
  }
}

@Suite(.bundledApps)
struct ReturnedTransientEntityTests {
  @Test func aTransientEntityAnIntentReturnedIsReadByName() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    let added = try await definitions.intents["AddBook"].makeIntent(title: "Dune").run()
    let bought = try await definitions.intents["BuyBook"]
      .makeIntent(book: added.value, count: 2).run()

    let order: AnyTransientAppEntity = try bought.value
    let count: Int = try order.count
    #expect(count == 2)
    #expect(try order.book.title == "Dune")
    try definitions.transientEntities["OrderEntity"].isInstance(order)
  }
}
