import Foundation
import Testing

#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

/// `IntentValueConvertibleWrapper`'s example, with Trails' names: a typed wrapper over
/// `AnyAppEntity`.
struct TypedTrail: IntentValueConvertibleWrapper {
  var baseValue: AnyAppEntity

  init(baseValue: AnyAppEntity) {
    self.baseValue = baseValue
  }

  var name: String? { baseValue.name }
  var length: Measurement<UnitLength>? { baseValue.trailLength }
}

/// A wrapper that accepts only entities of one type.
struct CheckedTrail: IntentValueConvertibleWrapper {
  struct NotATrail: Error {}

  let baseValue: AnyAppEntity

  init(baseValue: AnyAppEntity) throws {
    guard baseValue.identifier.entityType.persistentIdentifier == "TrailEntity" else {
      throw NotATrail()
    }
    self.baseValue = baseValue
  }
}

/// A wrapper over text.
struct Location: IntentValueConvertibleWrapper {
  var baseValue: String
}

@Suite(.bundledApps)
struct ValueWrapperTests {
  let trails = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)

  @Test func aWrapperIsGivenAsItsBaseValueAndReadBackWrapped() async throws {
    let trail = TypedTrail(baseValue: trails.entities["TrailEntity"].makeReference(identifier: "1"))
    #expect(trail.name == "Devil's Slide Trail")
    #expect(trail.length == Measurement(value: 2092, unit: UnitLength.meters))

    let intent = trails.intents["GetTrailInfo"].makeIntent(trail: trail)
    let given: TypedTrail = try intent.trail
    #expect(given.baseValue == trail.baseValue)

    let returned: TypedTrail = try await intent.run().value
    #expect(returned.name == "Devil's Slide Trail")
    #expect(returned.baseValue == trail.baseValue)
  }

  @Test func aWrapperWhoseInitializerThrowsReadsAsATypeMismatch() async throws {
    let soupChef = IntentDefinitions(bundleIdentifier: BundleIdentifiers.soupChef)
    let soup = soupChef.entities["SoupAppEntity"].makeReference(identifier: "tomatoSoup")
    let intent = soupChef.intents["OrderSoup"].makeIntent(soup: soup)
    #expect(throws: AppIntentsTestingError.self) {
      let _: CheckedTrail = try intent.soup
    }
    let trail = try CheckedTrail(
      baseValue: trails.entities["TrailEntity"].makeReference(identifier: "2"))
    let checked: CheckedTrail = try trails.intents["GetTrailInfo"].makeIntent(trail: trail).trail
    #expect(checked.baseValue.identifier.instanceIdentifier == "2")
  }

  @Test func aWrapperOverTextIsGivenAsText() throws {
    var intent = trails.intents["SuggestTrails"].makeIntent()
    intent.location = Location(baseValue: "Pacifica, CA")
    let location: Location = try intent.location
    let text: String = try intent.location
    #expect(location.baseValue == "Pacifica, CA")
    #expect(text == "Pacifica, CA")
  }
}
