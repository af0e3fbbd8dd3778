import Foundation
import Testing

#if canImport(AppIntentsTesting)
  import AppIntents
  import AppIntentsTesting
  import UniformTypeIdentifiers
#else
  import OpenAppIntents
  import OpenAppIntentsTesting
#endif

// Entities exported through their `Transferable` conformance and resolved from what was
// exported: the examples of Apple's `exported(as:)` and `resolved(from:)` pages on this
// target's Landmarks app (whose `LandmarkEntity` and `UserSessionEntity` are `Transferable`),
// the app's own closures doing the work.
@Suite(.installed(LandmarksApp.self))
struct TransferTests {
  let definitions = IntentDefinitions(bundleIdentifier: "com.apple.example")

  /// `AppEntityDefinition.resolved(from:)`'s example: a reference exported as JSON (found
  /// through its query first) and resolved from the file.
  @Test func aReferenceExportedAsJSONResolvesToTheSameEntity() async throws {
    let entityDef = definitions.entities["LandmarkEntity"]
    let entity = entityDef.makeReference(identifier: "grand-canyon")

    let file = try await entity.exported(as: .json)
    let resolved = try await entityDef.resolved(from: file)

    #expect(file.type == .json)
    #expect(file.filename == "LandmarkEntity.json")
    let record = try JSONDecoder().decode([String: String].self, from: file.data)
    #expect(record == ["id": "grand-canyon", "name": "Grand Canyon", "state": "Arizona"])
    #expect(resolved == entity)
    let name: String? = resolved.name
    #expect(name == "Grand Canyon")
  }

  /// No content type: the first representation the type registers (JSON for a landmark).
  @Test func noContentTypeExportsTheFirstRepresentation() async throws {
    let entity = definitions.entities["LandmarkEntity"].makeReference(identifier: "yosemite-falls")

    let file = try await entity.exported()

    #expect(file.type == .json)
  }

  /// A content type asked for is exported by the representation of that type; one no
  /// representation has exactly, by the first whose type conforms to it (JSON is text).
  @Test func exportsTheContentTypeAskedForOrOneConformingToIt() async throws {
    let entity = definitions.entities["LandmarkEntity"].makeReference(identifier: "monument-valley")

    let plainText = try await entity.exported(as: .plainText)
    let text = try await entity.exported(as: .text)

    #expect(plainText.type == .plainText)
    #expect(String(decoding: plainText.data, as: UTF8.self) == "Monument Valley")
    #expect(text.type == .json)
  }

  /// `AppEntityDefinition.resolved(from:)` with a value (Apple's example exports an
  /// `IntentPerson`; a landmark exports as its name, a `String`).
  @Test func exportsAsAValueAndResolvesFromIt() async throws {
    let landmarkEntityDef = definitions.entities["LandmarkEntity"]
    let entity = landmarkEntityDef.makeReference(identifier: "botanical-garden")

    let name = try await entity.exported(as: String.self)
    let resolved = try await landmarkEntityDef.resolved(from: name)

    #expect(name == "Botanical Garden")
    #expect(resolved.identifier.instanceIdentifier == "botanical-garden")
  }

  /// A file made from test data, not exported: resolved by its name's extension when it says
  /// no type.
  @Test func resolvesAFileMadeFromTestData() async throws {
    let file = IntentFile(
      data: Data(#"{"id":"grand-canyon","name":"Grand Canyon","state":"Arizona"}"#.utf8),
      filename: "canyon.json")

    let resolved = try await definitions.entities["LandmarkEntity"].resolved(from: file)

    #expect(resolved.identifier.instanceIdentifier == "grand-canyon")
    #expect(resolved.identifier.entityType.bundleIdentifier == "com.apple.example")
  }

  /// `TransientAppEntityDefinition.resolved(from:)`'s example: a made transient entity
  /// exported as JSON and resolved from the file.
  @Test func aTransientEntityRoundTripsThroughJSON() async throws {
    let sessionEntity = definitions.transientEntities["UserSessionEntity"]
    let transientEntity = sessionEntity.makeEntity(
      sessionId: "temp-session-123", startTime: Date(timeIntervalSince1970: 0), name: "John Doe")

    let file = try await transientEntity.exported(as: .json)
    let resolved = try await sessionEntity.resolved(from: file)

    let sessionId: String = try resolved.sessionId
    let name: String? = try resolved.name
    #expect(sessionId == "temp-session-123")
    #expect(name == "John Doe")
    try sessionEntity.isInstance(resolved)
  }

  /// A transient entity exported as a value, and one resolved from text it cannot import.
  @Test func aTransientEntityExportsAsTextOnly() async throws {
    let sessionEntity = definitions.transientEntities["UserSessionEntity"]
    let entity = sessionEntity.makeEntity(sessionId: "s-1", startTime: Date(), name: "Ana")

    let text = try await entity.exported(as: String.self)

    #expect(text == "Session s-1 of Ana")
    await #expect(throws: AppIntentsTestingError.self) {
      try await sessionEntity.resolved(from: "Session s-1 of Ana")
    }
  }

  /// A content type no representation exports is a typed error naming the ones it does.
  @Test func aContentTypeNotExportedThrows() async throws {
    let entity = definitions.entities["LandmarkEntity"].makeReference(identifier: "grand-canyon")

    await #expect(
      throws: AppIntentsTestingError.unsupportedExportType(
        entity: "LandmarkEntity", contentType: "public.png",
        exported: ["public.json", "public.utf8-plain-text", "public.plain-text"])
    ) {
      try await entity.exported(as: .png)
    }
  }

  /// A file of a type no representation imports is a typed error naming the ones it does.
  @Test func aFileOfATypeNotImportedThrows() async throws {
    let file = IntentFile(data: Data([0x89, 0x50]), filename: "canyon.png", type: .png)

    await #expect(
      throws: AppIntentsTestingError.unsupportedImportType(
        entity: "LandmarkEntity", contentType: "public.png",
        imported: ["public.json", "public.utf8-plain-text", "public.plain-text"])
    ) {
      try await definitions.entities["LandmarkEntity"].resolved(from: file)
    }
  }

  /// The app's importing closure throwing is a typed error with its message.
  @Test func anImportThatFailsThrowsTheAppsError() async throws {
    let file = IntentFile(data: Data("Mount Fuji".utf8), filename: "fuji.txt", type: .plainText)

    await #expect(
      throws: AppIntentsTestingError.transferFailed(
        entity: "LandmarkEntity", message: "No landmark is named “Mount Fuji”.")
    ) {
      try await definitions.entities["LandmarkEntity"].resolved(from: file)
    }
  }

  /// A type name the app has no entity of, app or transient, is a typed error naming the ones
  /// it has.
  @Test func resolvingAnEntityTheAppLacksNamesTheOnesItHas() async throws {
    let file = IntentFile(data: Data("{}".utf8), filename: "peak.json", type: .json)

    let entity = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.entities["MountainEntity"].resolved(from: file)
    }
    guard case .unknownEntity("MountainEntity", "com.apple.example", let known) = entity else {
      Issue.record("expected unknownEntity, got \(String(describing: entity))")
      return
    }
    #expect(known.contains("LandmarkEntity"))
    let transient = await #expect(throws: AppIntentsTestingError.self) {
      try await definitions.transientEntities["VisitEntity"].resolved(from: file)
    }
    #expect(
      transient
        == .unknownTransientEntity(
          "VisitEntity", bundleIdentifier: "com.apple.example", known: ["UserSessionEntity"]))
  }
}

// An entity whose type is not `Transferable` (Trails' trail) has nothing to export.
@Suite(.bundledApps)
struct NotTransferableTests {
  @Test func anEntityThatIsNotTransferableThrows() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let trail = definitions.entities["TrailEntity"].makeReference(identifier: "1")

    await #expect(throws: AppIntentsTestingError.notTransferable(entity: "TrailEntity")) {
      try await trail.exported(as: .json)
    }
  }
}
