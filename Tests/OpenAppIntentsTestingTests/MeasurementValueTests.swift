import Foundation
import Testing

#if canImport(AppIntentsTesting)
  import AppIntentsTesting
#else
  import OpenAppIntentsTesting
#endif

/// Measurements given to a measurement parameter as they are, and read back as their own type.
@Suite(.bundledApps)
struct MeasurementValueTests {
  let trails = IntentDefinitions(bundleIdentifier: BundleIdentifiers.trails)

  @Test func aMeasurementGivenToAParameterReadsBackTyped() throws {
    var intent = trails.intents["SuggestTrails"].makeIntent()
    intent.searchRadius = Measurement(value: 5, unit: UnitLength.kilometers)

    let radius: Measurement<UnitLength> = try intent.searchRadius
    let optional: Measurement<UnitLength>? = try intent.searchRadius
    #expect(radius == Measurement(value: 5, unit: UnitLength.kilometers))
    #expect(optional?.converted(to: .meters).value == 5000)
    #expect(throws: AppIntentsTestingError.self) {
      let _: Measurement<UnitMass> = try intent.searchRadius
    }
  }

  @Test func aMeasurementGivenAsMakeIntentsArgumentRuns() async throws {
    // Logged out, Trails opens and offers to log in before it searches: the run gets as far
    // as `perform()`, so the length was taken.
    let intent = trails.intents["SuggestTrails"].makeIntent(
      activity: "hiking", searchRadius: Measurement(value: 60, unit: UnitLength.kilometers))
    let radius: Measurement<UnitLength> = try intent.searchRadius
    #expect(radius.value == 60)
    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    guard case .unansweredChoice("SuggestTrails", _, let choices) = error else {
      Issue.record("expected the app to offer to log in, got \(String(describing: error))")
      return
    }
    #expect(choices.contains("Log In"))
  }

  @Test func aMeasurementOfAnotherDimensionThrowsWrongTypeAndRunsNothing() async throws {
    var intent = trails.intents["SuggestTrails"].makeIntent(activity: "hiking")
    intent.searchRadius = Measurement(value: 5, unit: UnitMass.kilograms)

    let error = await #expect(throws: AppIntentsTestingError.self) { try await intent.run() }
    guard case .wrongType("searchRadius", "SuggestTrails", _, _) = error else {
      Issue.record("expected wrongType, got \(String(describing: error))")
      return
    }
  }

  /// An entity's measurement property, read typed from a returned entity and from a reference.
  @Test func anEntitysMeasurementPropertyReadsTyped() async throws {
    let trail = trails.entities["TrailEntity"].makeReference(identifier: "1")
    let fromReference: Measurement<UnitLength>? = trail.trailLength
    #expect(fromReference == Measurement(value: 2092, unit: UnitLength.meters))

    let result = try await trails.intents["GetTrailInfo"].makeIntent(trail: trail).run()
    let returned: Measurement<UnitLength> = try result.value.trailLength
    #expect(returned.converted(to: .kilometers).value == 2.092)
    let wrongDimension: Measurement<UnitDuration>? = trail.trailLength
    #expect(wrongDimension == nil)
  }
}
