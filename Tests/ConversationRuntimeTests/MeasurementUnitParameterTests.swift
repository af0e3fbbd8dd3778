import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

@testable import ConversationRuntime

/// Apple's measurement parameters declared with a unit enum (`defaultUnit: .miles`,
/// `unit: .minutes`): the runtime reads what a person says in the unit they name.
@Suite struct MeasurementUnitParameterTests {
  struct LogRunIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Run"
    @Parameter(
      title: "Distance", defaultValue: 5, defaultUnit: .miles, supportsNegativeNumbers: false)
    var distance: Measurement<UnitLength>
    @Parameter(title: "Time", unit: .minutes)
    var time: Measurement<UnitDuration>?
    func perform() async throws -> some IntentResult { .result() }
  }

  static func meters(_ text: String, _ parameter: ParameterDescriptor) -> Double? {
    let lengths = MeasurementValueSupport(UnitLength.self)
    guard
      case .value(let value) = MeasurementWords.resolve(
        text, support: lengths, parameter: parameter)
    else { return nil }
    return lengths.value(value, in: UnitLength.meters).map { ($0 * 10).rounded() / 10 }
  }

  @Test func theDefaultValueIsANumberInTheDefaultUnit() {
    let intent = LogRunIntent()
    #expect(intent.distance == Measurement(value: 5, unit: UnitLength.miles))
    #expect(intent.$distance.defaultUnit == UnitLength.miles)
    #expect(intent.$distance.unit == nil)
    #expect(intent.$distance.unitAdjustForLocale)
  }

  @Test func aNumberSaidAloneIsInTheDefaultUnit() {
    let distance = LogRunIntent().$distance.descriptor
    #expect(Self.meters("3", distance) == 4_828)
    #expect(Self.meters("3 km", distance) == 3_000)
  }

  @Test func negativeNumbersFollowTheDeclaration() {
    let distance = LogRunIntent().$distance.descriptor
    #expect(Self.meters("-3", distance) == nil)
  }

  @Test func aFixedUnitIsReportedAndUsedForNumbers() {
    let intent = LogRunIntent()
    #expect(intent.$time.unit == .minutes)
    #expect(intent.$time.defaultUnit == UnitDuration.minutes)
    #expect(!intent.$time.unitAdjustForLocale)
    #expect(intent.time == nil)
  }

  @Test func everyUnitNameNamesADifferentFoundationUnit() {
    func distinct<Unit: MeasurementUnitName & CaseIterable>(_: Unit.Type) -> Bool {
      let units = Unit.allCases.map {
        "\($0.dimension.symbol) \($0.dimension.converter.baseUnitValue(fromValue: 1))"
      }
      return Set(units).count == units.count
    }
    #expect(distinct(IntentParameter<Measurement<UnitLength>>.Length.self))
    #expect(distinct(IntentParameter<Measurement<UnitMass>>.Mass.self))
    #expect(distinct(IntentParameter<Measurement<UnitVolume>>.Volume.self))
    #expect(distinct(IntentParameter<Measurement<UnitDuration>>.Duration.self))
    #expect(distinct(IntentParameter<Measurement<UnitEnergy>>.Energy.self))
    #expect(distinct(IntentParameter<Measurement<UnitSpeed>>.Speed.self))
    #expect(distinct(IntentParameter<Measurement<UnitTemperature>>.Temperature.self))
    #expect(IntentParameter<Measurement<UnitLength>>.Length.parsecs.dimension == UnitLength.parsecs)
  }
}
