import ConversationRuntime
import Foundation
import Testing

/// A Find condition's date is a day that exists, in the years 1 through 9999: Foundation's ISO
/// 8601 reader alone would roll 2025-02-30 over into March and wrap a 7-digit year.
@Suite struct FindDateValueTests {
  @Test(arguments: [
    "9999999-01-01", "10000-01-01", "0000-01-01", "2025-02-30", "2023-02-29", "2025-04-31",
    "2025-13-01", "2025-00-10", "2025-01-00", "0000", "+123", "-999",
  ])
  func anImpossibleDateIsRefused(value: String) async throws {
    let message = try #require(await FindValueTypesTests.error("discovered < \(value)"))
    #expect(message.contains("wants a date"), "\(message)")
  }

  @Test func realDatesStillWork() async throws {
    #expect(try await FindValueTypesTests.find(["discovered < 1650-02-28"]) == ["Europa"])
    // 1848 is a leap year.
    #expect(
      try await FindValueTypesTests.find(["discovered < 1848-02-29"])
        == ["Titan", "Europa", "Triton"])
    #expect(try await FindValueTypesTests.find(["discovered < 0001-01-02"]) == [])
    #expect(try await FindValueTypesTests.find(["discovered < 9999-12-31"]).count == 4)
  }
}
