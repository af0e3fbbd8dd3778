import Foundation
import FoundationCompatibility
import Testing

@Suite struct MeasurementFormatterTests {
  static let metric = Locale(identifier: "en_GB")
  static let us = Locale(identifier: "en_US")

  static func formatter(
    _ locale: Locale, _ options: MeasurementFormatter.UnitOptions = [],
    _ style: Formatter.UnitStyle = .medium
  ) -> MeasurementFormatter {
    let formatter = MeasurementFormatter()
    formatter.locale = locale
    formatter.unitOptions = options
    formatter.unitStyle = style
    return formatter
  }

  @Test func keepsAMetricUnitInAMetricLocale() {
    let formatter = Self.formatter(Self.metric)
    formatter.numberFormatter.maximumFractionDigits = 2
    #expect(formatter.string(from: Measurement(value: 300, unit: UnitLength.meters)) == "300 m")
  }

  @Test func convertsToTheLocalesSystemUnlessTheUnitIsProvided() {
    let meters = Measurement(value: 300, unit: UnitLength.meters)
    let converted = Self.formatter(Self.us).string(from: meters)
    #expect(converted == "984.252 ft")
    #expect(Self.formatter(Self.us, .providedUnit).string(from: meters) == "300 m")
    let miles = Measurement(value: 3, unit: UnitLength.miles)
    #expect(Self.formatter(Self.metric).string(from: miles) == "4.828 km")
  }

  @Test func naturalScalePicksTheUnitBySize() {
    let formatter = Self.formatter(Self.metric, .naturalScale)
    #expect(
      formatter.string(from: Measurement(value: 24_140.16, unit: UnitLength.meters)) == "24.14 km")
    #expect(formatter.string(from: Measurement(value: 0.5, unit: UnitLength.meters)) == "50 cm")
  }

  @Test func stylesWriteTheUnitShortMediumOrLong() {
    let five = Measurement(value: 5, unit: UnitLength.kilometers)
    let one = Measurement(value: 1, unit: UnitLength.kilometers)
    #expect(Self.formatter(Self.metric, [], .short).string(from: five) == "5km")
    #expect(Self.formatter(Self.metric, [], .long).string(from: five) == "5 kilometers")
    #expect(Self.formatter(Self.metric, [], .long).string(from: one) == "1 kilometer")
    #expect(Self.formatter(Self.metric, [], .long).string(from: UnitLength.miles) == "miles")
  }

  @Test func temperaturesCanDropTheirUnit() {
    let formatter = Self.formatter(Self.metric, [.providedUnit, .temperatureWithoutUnit])
    #expect(formatter.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "20°")
  }

  @Test func formatStyleWritesFoodEnergyInKilocalories() {
    let burned = Measurement(value: 250_000, unit: UnitEnergy.calories)
    #expect(
      burned.formatted(.measurement(width: .abbreviated, usage: .food)) == "250 kcal")
    #expect(
      burned.formatted(.measurement(width: .wide, usage: .asProvided)) == "250,000 calories")
    let length = Measurement(value: 5, unit: UnitLength.kilometers)
    #expect(
      length.formatted(
        .measurement(
          width: .narrow, usage: .asProvided,
          numberFormatStyle: .number.precision(.fractionLength(1)))) == "5.0km")
  }
}
