import Foundation
import FoundationCompatibility
import Testing

@Suite struct DateComponentsFormatterTests {
  static func formatter(
    _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = []
  ) -> DateComponentsFormatter {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = style
    formatter.allowedUnits = units
    formatter.calendar?.timeZone = TimeZone(identifier: "UTC") ?? .current
    return formatter
  }

  @Test func positionalIsTheDefault() {
    #expect(DateComponentsFormatter().string(from: 600) == "10:00")
    #expect(DateComponentsFormatter().string(from: 4_200) == "1:10:00")
  }

  @Test func eachStyleSpellsTheUnits() {
    #expect(Self.formatter(.full).string(from: 4_200) == "1 hour, 10 minutes")
    #expect(Self.formatter(.short).string(from: 4_200) == "1 hr, 10 min")
    #expect(Self.formatter(.abbreviated).string(from: 4_200) == "1h 10m")
    #expect(Self.formatter(.brief).string(from: 4_200) == "1hr 10min")
    #expect(Self.formatter(.spellOut).string(from: 600) == "ten minutes")
  }

  @Test func allowedUnitsAndMaximumUnitCountLimitTheText() {
    #expect(Self.formatter(.full, [.minute]).string(from: 4_200) == "70 minutes")
    let formatter = Self.formatter(.full)
    formatter.maximumUnitCount = 1
    #expect(formatter.string(from: 4_230) == "1 hour")
  }

  @Test func intervalsBetweenDatesUseTheCalendar() {
    let start = Date(timeIntervalSince1970: 0)
    let end = start.addingTimeInterval(86_400 * 400)
    #expect(
      Self.formatter(.full, [.year, .month]).string(from: start, to: end) == "1 year, 1 month")
    #expect(Self.formatter(.full).string(from: start, to: start) == "0 seconds")
  }

  @Test func phrasesWrapTheText() {
    let formatter = Self.formatter(.full)
    formatter.includesApproximationPhrase = true
    formatter.includesTimeRemainingPhrase = true
    #expect(formatter.string(from: 120) == "About 2 minutes remaining")
    #expect(formatter.string(from: .infinity) == nil)
  }
}
