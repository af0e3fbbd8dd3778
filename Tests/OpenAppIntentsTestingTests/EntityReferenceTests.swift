import Foundation
import Testing

#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

/// A reference made from an identifier alone reads its entity's properties: the entity's query
/// finds it in the test session's runtime the first time one is read.
@Suite(.bundledApps, .timeLimit(.minutes(2)))
struct EntityReferenceTests {
  /// `AnyAppEntity`'s overview, with Trails' names: typed reads without `try`, a nested read
  /// with `try`.
  @Test func readsAReferencesPropertiesThroughTheEntitysQuery() throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let trailEntity = definitions.entities["TrailEntity"]

    let entity = trailEntity.makeReference(identifier: "1")

    let name: String? = entity.name
    let regionDescription: String? = entity.regionDescription
    #expect(name == "Devil's Slide Trail")
    #expect(regionDescription == "Pacifica, CA")

    var found = false
    if try entity.trailLength.value == 2092.0 {
      found = true
    }
    #expect(found)
  }

  @Test func anUnknownIdentifierReadsAsNilAndThrowsFromANestedRead() throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let entity = definitions.entities["TrailEntity"].makeReference(identifier: "999")

    let name: String? = entity.name
    let untyped: (any IntentValueExpressing)? = entity.name
    #expect(name == nil)
    #expect(untyped == nil)
    let error = #expect(throws: AppIntentsTestingError.self) {
      let _: Double = try entity.trailLength.value
    }
    #expect(error == .entityNotFound(entity: "TrailEntity", identifier: "999"))
  }

  /// The query runs in the definitions' runtime: who recommended a book added there is known;
  /// in a new `IntentDefinitions` (a new session, a fresh install) it is not.
  @Test func aReferenceIsFoundInTheSessionsRuntime() async throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
    let added: AnyAppEntity = try await definitions.intents["AddBook"]
      .makeIntent(title: "Dune", recommendedBy: "Priya").run().value
    let identifier = added.identifier.instanceIdentifier

    let reference = definitions.entities["BookEntity"].makeReference(identifier: identifier)
    let title: String? = reference.title
    let recommendedBy: String? = reference.recommendedBy
    #expect(title == "Dune")
    #expect(recommendedBy == "Priya")

    let elsewhere = IntentDefinitions(bundleIdentifier: BundleIdentifiers.bookLibrary)
      .entities["BookEntity"].makeReference(identifier: identifier)
    let notThere: String? = elsewhere.recommendedBy
    #expect(notThere == nil)
  }

  /// A reference given to an intent reads through the intent too: `try intent.trail.name`.
  @Test func aReferenceGivenToAnIntentReadsItsProperties() throws {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let trail = definitions.entities["TrailEntity"].makeReference(identifier: "2")
    let intent = definitions.intents["GetTrailInfo"].makeIntent(trail: trail)

    let name: String = try intent.trail.name
    #expect(name == "Pillar Point Bluff Trail")
  }

  /// The entity found is kept: a copy of the reference reads the same, and the reference
  /// still equals one made again (equality is by identifier).
  @Test func copiesOfAReferenceShareTheEntityFound() {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let reference = definitions.entities["TrailEntity"].makeReference(identifier: "1")
    let copy = reference

    let first: String? = reference.name
    let second: String? = copy.name
    #expect(first == "Devil's Slide Trail")
    #expect(second == first)
    #expect(copy == definitions.entities["TrailEntity"].makeReference(identifier: "1"))
  }

  /// `identifier` is a `var`: a reference given another identifier reads that entity.
  @Test func aReferenceGivenAnotherIdentifierReadsThatEntity() {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    var reference = definitions.entities["TrailEntity"].makeReference(identifier: "1")
    let first: String? = reference.name
    reference.identifier = AttributedEntityIdentifier(
      entityType: reference.identifier.entityType, instanceIdentifier: "2")
    let second: String? = reference.name
    #expect(first == "Devil's Slide Trail")
    #expect(second == "Pillar Point Bluff Trail")
  }

  /// Many tests read at once on a small machine: each read waits on a thread of its own, so
  /// reads that block every thread of the cooperative pool still finish (each loads a runtime
  /// of its own, too).
  @Test func readsInManyTasksAtOnceFinish() async {
    let names = await withTaskGroup(of: String?.self) { group in
      for _ in 0..<8 {
        group.addTask {
          let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
          let name: String? = definitions.entities["TrailEntity"]
            .makeReference(identifier: "1").name
          return name
        }
      }
      var names: [String?] = []
      for await name in group { names.append(name) }
      return names
    }
    #expect(names == Array(repeating: "Devil's Slide Trail", count: 8))
  }

  @Test func aReferenceOfAnAppNotInstalledReadsAsNilAndThrowsWhenNested() {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.NotInstalled")
    let entity = definitions.entities["TrailEntity"].makeReference(identifier: "1")
    let name: String? = entity.name
    #expect(name == nil)
    let error = #expect(throws: AppIntentsTestingError.self) {
      let _: Double = try entity.trailLength.value
    }
    guard case .appNotInstalled("com.example.NotInstalled", _) = error else {
      Issue.record("expected appNotInstalled, got \(String(describing: error))")
      return
    }
  }

  @Test func aReferenceToAnUnknownEntityTypeThrowsWithTheAppsEntityTypes() {
    let definitions = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)
    let entity = definitions.entities["MountainEntity"].makeReference(identifier: "1")
    let error = #expect(throws: AppIntentsTestingError.self) {
      let _: String = try entity.profile.name
    }
    guard case .unknownEntity("MountainEntity", BundleIdentifiers.trails, let known) = error
    else {
      Issue.record("expected unknownEntity, got \(String(describing: error))")
      return
    }
    #expect(known.contains("TrailEntity"))
    #expect(error?.description.contains("TrailEntity") == true)
  }
}
