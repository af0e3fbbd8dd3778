import Foundation
import Testing
import TextSafety

/// The "Limits and safety" table (docs/limits.md) is the one place the caps are documented: it must
/// list every cap of `InputLimits`, with its value.
struct LimitsTableTests {
  static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "docs/limits.md")

  static func formatted(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }

  @Test func theLimitsPageListsEveryLimitWithItsValue() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let section = try #require(
      text.components(separatedBy: "# Limits and safety\n").dropFirst().first?
        .components(separatedBy: "\n## ").first)
    let rows = section.split(separator: "\n").filter { $0.hasPrefix("| ") }
    for limit in InputLimits.all {
      let row = "| \(limit.name) | \(Self.formatted(limit.value)) \(limit.unit) |"
      #expect(rows.contains { $0.hasPrefix(row) }, "docs/limits.md lacks the row \(row)")
    }
    let documented = rows.dropFirst().filter { !$0.hasPrefix("|---") }
    #expect(documented.count >= InputLimits.all.count)
  }

  @Test func thousandsAreGroupedAsThePageWritesThem() {
    #expect(Self.formatted(65_536) == "65,536")
    #expect(Self.formatted(200) == "200")
    #expect(Self.formatted(10_000_000) == "10,000,000")
  }
}
