import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

@testable import ConversationRuntime

/// Measurements read from what a person types: a number and a unit, or a number in the
/// parameter's default unit.
@Suite struct MeasurementAnswerTests {
  static let lengths = MeasurementValueSupport(UnitLength.self)

  static func radius(negative: Bool = false) -> ParameterDescriptor {
    ParameterDescriptor(
      name: "searchRadius", title: "Search Radius", kind: .measurement(lengths), isOptional: true,
      measurement: MeasurementOptions(
        defaultUnit: UnitLength.kilometers, supportsNegativeNumbers: negative))
  }

  static func meters(_ text: String, _ parameter: ParameterDescriptor = radius()) -> Double? {
    guard
      case .value(let value) = MeasurementWords.resolve(
        text, support: lengths, parameter: parameter)
    else { return nil }
    return lengths.value(value, in: UnitLength.meters)
  }

  static func message(_ text: String, _ parameter: ParameterDescriptor = radius()) -> String? {
    guard
      case .invalid(let message) = MeasurementWords.resolve(
        text, support: lengths, parameter: parameter)
    else { return nil }
    return message
  }

  @Test func aNumberAndAUnitInAnySpelling() {
    #expect(Self.meters("5 km") == 5_000)
    #expect(Self.meters("500m") == 500)
    #expect(Self.meters("3 Miles")?.rounded() == 4_828)
    #expect(Self.meters("1,200 metres") == 1_200)
    #expect(Self.meters("two kilometers") == 2_000)
    #expect(Self.meters("2.5 km") == 2_500)
  }

  @Test func aNumberAloneIsInTheDefaultUnit() {
    #expect(Self.meters("12") == 12_000)
  }

  @Test func negativeNumbersFollowTheParameter() {
    #expect(Self.message("-5 km") == "The search radius can't be negative.")
    #expect(Self.meters("-5 km", Self.radius(negative: true)) == -5_000)
  }

  @Test func unknownUnitsAndNonNumbersAreExplained() throws {
    let unit = try #require(Self.message("5 parsecs"))
    #expect(unit.hasPrefix("Sorry, I don't know the unit “parsecs”; I know m, km"))
    #expect(
      Self.message("far away")
        == "Sorry, I need a length for the search radius, such as 5 km or 500 m.")
    let huge = String(repeating: "9", count: 400) + " km"
    #expect(
      Self.message(huge) == "Sorry, I need a length for the search radius, such as 5 km or 500 m.")
  }

  @Test func energyReadsCaloriesAndKilojoules() {
    let energy = MeasurementValueSupport(UnitEnergy.self)
    #expect(energy.dimensionName == "energy")
    #expect(energy.unit(named: "kcal") == UnitEnergy.kilocalories)
    #expect(energy.unit(named: "kJ") == UnitEnergy.kilojoules)
  }
}
