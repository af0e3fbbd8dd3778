import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

@testable import OpenAppIntents

private enum Sport: String, AppEnum {
  case hiking, biking
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sport"
  static let caseDisplayRepresentations: [Sport: DisplayRepresentation] = [
    .hiking: "Hiking", .biking: "Biking",
  ]
}

private struct StartSport: StartWorkoutIntent {
  static let title: LocalizedStringResource = "Start Sport"
  static let suggestedWorkouts = [StartSport(style: .hiking), StartSport(style: .biking)]
  var displayRepresentation: DisplayRepresentation {
    Sport.caseDisplayRepresentations[workoutStyle] ?? "Unknown"
  }
  @Parameter var workoutStyle: Sport
  func perform() async throws -> some IntentResult {
    .result(actionButtonIntent: StopSport(), dialog: "Started \(workoutStyle).")
  }
}

private struct StopSport: AppIntent {
  static let title: LocalizedStringResource = "Stop Sport"
  func perform() async throws -> some IntentResult { .result(actionButtonIntent: StartSport()) }
}

private struct Place: AppEntity, URLRepresentableEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
  static let defaultQuery = PlaceQuery()
  static var urlRepresentation: URLRepresentation { "https://example.com/place/\(.id)/map" }
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

private struct PlaceQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [Place] { identifiers.map(Place.init) }
}

private struct OpenPlace: OpenIntent, URLRepresentableIntent {
  static let title: LocalizedStringResource = "Open Place"
  @Parameter var target: Place
}

private struct Hike: AppIntent {
  static let title: LocalizedStringResource = "Hike"
  @Parameter(defaultUnit: .kilometers, supportsNegativeNumbers: false)
  var distance: Measurement<UnitLength>?
  @Parameter(title: "Climb", default: 100, controlStyle: .field, inclusiveRange: (0, 9_000))
  var climb: Int?
  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct TrailsSurfaceTests {
  @Test func workoutsAreMadeFromTheirStyle() {
    #expect(StartSport.suggestedWorkouts.map(\.workoutStyle) == [.hiking, .biking])
    #expect(StartSport(style: .biking).displayRepresentation.title.defaultValue == "Biking")
  }

  @Test func actionButtonResultsCarryTheNextIntent() async throws {
    let intent = StartSport(style: .hiking)
    let parts = try await intent.perform().resultParts
    #expect(parts.actionButtonIntent is StopSport)
    #expect(parts.dialog?.full.defaultValue == "Started Hiking.")
  }

  @Test func aURLRepresentableIntentOpensItsTargetsLink() async throws {
    let intent = OpenPlace()
    intent.target = Place(id: "half dome")
    #expect(OpenPlace.openAppWhenRun)
    let parts = try await intent.perform().resultParts
    #expect(parts.openedURL?.absoluteString == "https://example.com/place/half%20dome/map")
  }

  @Test func measurementParametersKeepTheirUnitRules() {
    let hike = Hike()
    _ = IntentReflection.parameters(of: hike)
    #expect(hike.$distance.defaultUnit == UnitLength.kilometers)
    #expect(!hike.$distance.supportsNegativeNumbers)
    #expect(hike.$climb.controlStyle == .field)
    #expect(hike.$climb.descriptor.inclusiveRange == 0...9_000)
    guard case .measurement(let support) = hike.$distance.descriptor.kind else {
      Issue.record("A measurement parameter reads as a measurement.")
      return
    }
    #expect(support.dimensionName == "length")
    #expect(support.unit(named: "Miles") == UnitLength.miles)
    #expect(support.unit(named: "km") == UnitLength.kilometers)
    let five = support.make(5, UnitLength.kilometers)
    #expect(support.value(five, in: UnitLength.meters) == 5_000)
  }

  @Test func measurementsReadNaturally() {
    #expect(
      IntentValueFormatter.spokenText(of: Measurement(value: 804.67, unit: UnitLength.meters))
        == "804.67 m")
    #expect(
      IntentValueFormatter.spokenText(of: Measurement(value: 24_140.16, unit: UnitLength.meters))
        == "24.14 km")
    #expect(
      IntentValueFormatter.spokenText(of: Measurement(value: 3, unit: UnitLength.miles)) == "3 mi")
  }

  @Test func localizationValuesKeepPlaceholders() {
    let format = LocalizedStringResource("\(placeholder: .int) trails", table: "AppIntents")
    #expect(format.key == "%lld trails")
    #expect(format.table == "AppIntents")
    #expect(String(localized: "Trail") == "Trail")
    #expect(String(localized: format) == "%lld trails")
  }

  @Test func theSharedDependencyManagerIsReadWhenTheManifestHasNone() {
    final class Counter: Sendable {}
    let counter = Counter()
    let manager = AppDependencyManager()
    manager.add(dependency: counter)
    #expect(manager.resolve(Counter.self) === counter)
    #expect(manager.resolve(String.self) == nil)
  }
}
