import ConversationRuntime
import Foundation
import LegacyShortcuts
import Testing

/// What a legacy file can't bring in: numbers past `Int` or the parameter's range, phrases past
/// the saved-phrase caps, control characters, more shortcuts than a file may hold.
@Suite struct LegacyLimitsTests {
  static func item(_ index: Int, phrase: String, className: String = "OrderSoupIntent") -> String {
    // The phrases here have no quote or backslash to escape.
    """
    {"identifier":"8E3F5C1A-2B4D-4E6F-8A9B-\(String(format: "%012X", index))","invocationPhrase":"\(phrase)","shortcut":{"intent":{"className":"\(className)"}}}
    """
  }

  static func file(_ items: [String]) -> String {
    "{\"voiceShortcuts\":[\n" + items.joined(separator: ",\n") + "\n]}"
  }

  @Test func integersPastIntOrTheParametersRangeAreDroppedWithAWarning() async throws {
    let fixture = await LegacyFixture.make()

    let report = try await fixture.read("soup-chef-out-of-range.json")

    #expect(
      report.problems.map(\.located) == [
        "5:49 warning: quantity: -9223372036854775809 doesn't fit a whole number (from -9223372036854775808 to 9223372036854775807) — the value is dropped",
        "9:49 warning: quantity: -5 is outside quantity's range (from 1 to 99) — the value is dropped",
      ])
    #expect(
      report.shortcuts.map(\.invocationPhrase) == ["Soup minint", "Soup negative", "Soup for two"])
    #expect(report.shortcuts.map { $0.parameters.map(\.description) } == [[], [], ["quantity=2"]])
  }

  @Test func aPhrasePastTheCapIsRefusedAtItsPosition() async {
    let fixture = await LegacyFixture.make()
    let text = Self.file([
      Self.item(1, phrase: String(repeating: "x", count: 5000)), Self.item(2, phrase: "a"),
      Self.item(3, phrase: "Chowder night"),
    ])

    let report = await fixture.read(text: text)

    #expect(report.errors.count == 2)
    #expect(report.errors.first?.diagnostic.line == 2)
    #expect(
      report.errors.first?.message.hasPrefix(
        "invocationPhrase: That phrase is 5,000 characters long; a phrase has at most 512.")
        == true)
    #expect(report.errors.last?.diagnostic.line == 3)
    #expect(report.errors.last?.message.contains("has only words Siri skips") == true)
    #expect(report.shortcuts.map(\.invocationPhrase) == ["Chowder night"])
  }

  @Test func controlCharactersAreDroppedFromPhrasesAndValues() async {
    let fixture = await LegacyFixture.make()
    let text = """
      {"voiceShortcuts":[{"identifier":"8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A60","invocationPhrase":"Order\\u0000 from the kitchen now","shortcut":{"intent":{"className":"OrderSoupIntent","parameters":{"storeLocation":{"type":"Placemark","displayString":"Ferry\\u0000 Building\\u001b"}}}}}]}
      """

    let report = await fixture.read(text: text)

    #expect(report.shortcuts.map(\.invocationPhrase) == ["Order from the kitchen now"])
    #expect(report.shortcuts.first?.parameters.map(\.value) == ["Ferry Building"])
  }

  @Test func aFileOfMoreShortcutsThanTheCapRefusesTheRestInOneError() async {
    let fixture = await LegacyFixture.make()
    let text = Self.file(
      (0..<1001).map { Self.item($0, phrase: "soup night \($0)", className: "Nope") })

    let report = await fixture.read(text: text)

    let capped = report.errors.filter { $0.message.contains("a file may hold at most 1000") }
    #expect(capped.count == 1)
    #expect(capped.first?.diagnostic.line == 1002)
    #expect(report.shortcutsInFile == 1001)
    #expect(report.errors.count == 1001)
    let lines = report.lines(maxProblems: 20)
    #expect(lines.count == 20 + 1 + 1)
    #expect(lines[20].hasSuffix("… and 981 more problems (sirisim shortcuts check lists them all)"))
  }
}
