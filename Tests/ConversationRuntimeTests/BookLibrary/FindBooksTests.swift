import ConversationRuntime
import ConversationTestSupport
import Testing

/// Find Books: the query's comparators and sort keys, as `sirisim find Book …` runs them.
@Suite struct FindBooksTests {
  static func titles(
    where conditions: [String] = [], any: Bool = false, sort: [String] = [], limit: Int? = nil
  ) async throws -> [String] {
    let fixture = await BookLibraryFixture.make()
    let request = FindRequest(
      entity: "Book", conditions: try conditions.map { try FindRequest.Condition(parsing: $0) },
      matchesAll: !any, sort: try sort.map { try FindRequest.SortKey(parsing: $0) }, limit: limit)
    return try await fixture.runtime.find(request).items.map(\.title)
  }

  @Test func titleContainsDarknessSortedByTitle() async throws {
    #expect(
      try await Self.titles(where: ["title contains Darkness"], sort: ["title"])
        == ["Heart of Darkness", "The Left Hand of Darkness"])
  }

  @Test func publishedBefore1850OldestFirstLimitedToTwo() async throws {
    #expect(
      try await Self.titles(where: ["datePublished < 1850"], sort: ["datePublished"], limit: 2)
        == ["Sense and Sensibility", "Pride and Prejudice"])
  }

  @Test func readAfterADaySkipsUnreadBooks() async throws {
    #expect(
      try await Self.titles(where: ["dateRead > 2025-06-01"], sort: ["dateRead"])
        == ["Wuthering Heights", "Little Women", "The Secret Garden"])
  }

  @Test func newestReadFirst() async throws {
    #expect(
      try await Self.titles(sort: ["dateRead:desc"], limit: 2)
        == ["The Secret Garden", "Little Women"])
  }

  @Test func anyConditionWithOr() async throws {
    let titles = try await Self.titles(
      where: ["title = Dune", "title = Emma", "title contains Garden"], any: true)
    #expect(Set(titles) == ["Dune", "The Secret Garden"])
  }

  @Test func anUndeclaredComparatorIsAClearError() async throws {
    await #expect {
      try await Self.titles(where: ["title begins with D"])
    } throws: { error in
      (error as? FindError)?.message
        == "title cannot be compared with “begins with”; it takes =, contains."
    }
  }

  @Test func findBooksIsListedWithItsSortKeys() async throws {
    let fixture = await BookLibraryFixture.make()
    let books = try #require(await fixture.runtime.findableEntities().first { $0.name == "Book" })
    #expect(books.app == "Book Library")
    #expect(books.actionTitle == "Find Books")
    #expect(books.sortKeys == ["title", "dateRead", "datePublished"])
  }
}

extension FindBooksTests {
  @Test func aNulInAConditionValueIsDropped() async throws {
    // A NUL after a word can trap in Foundation's range(of:), which the comparators call.
    #expect(try await Self.titles(where: ["title contains Darkness\u{0}"]).count == 2)
  }
}
