@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import Testing

/// The Find actions Shortcuts makes from Trails' queries, through the runtime.
@Suite struct FindTrailsTests {
  static func titles(
    _ entity: String, where conditions: [String] = [], any: Bool = false,
    sort: [FindRequest.SortKey] = [], limit: Int? = nil
  ) async throws -> [String] {
    let fixture = await TrailsFixture.make()
    let request = FindRequest(
      entity: entity, conditions: try conditions.map { try FindRequest.Condition(parsing: $0) },
      matchesAll: !any, sort: sort, limit: limit)
    return try await fixture.runtime.find(request).items.map(\.title)
  }

  static func error(_ entity: String, where conditions: [String] = [], sort: [String] = [])
    async -> String?
  {
    let fixture = await TrailsFixture.make()
    do {
      let request = FindRequest(
        entity: entity, conditions: try conditions.map { try FindRequest.Condition(parsing: $0) },
        sort: try sort.map { try FindRequest.SortKey(parsing: $0) })
      _ = try await fixture.runtime.find(request)
      return nil
    } catch {
      return (error as? FindError)?.message ?? "\(error)"
    }
  }

  @Test func fallsWithinFiveKilometersSortedByLength() async throws {
    #expect(
      try await Self.titles(
        "Trail", where: ["name contains Falls", "trailLength <= 5 km"],
        sort: [FindRequest.SortKey(property: "trailLength")])
        == ["McWay Falls Trail", "Vernal Falls Trail"])
  }

  @Test func lengthsCompareInAnyUnit() async throws {
    let longMiles = try await Self.titles("Trail", where: ["trailLength >= 30 miles"])
    #expect(longMiles == ["Trans-Catalina Trail", "Backbone Trail"])
    let plainMeters = try await Self.titles("Trail", where: ["trailLength <= 900"])
    #expect(plainMeters == ["Bridalveil Fall Trail", "McWay Falls Trail"])
  }

  @Test func equalityAndItsNegation() async throws {
    #expect(try await Self.titles("Trail", where: ["name = Skyline Trail"]) == ["Skyline Trail"])
    #expect(try await Self.titles("Trail", where: ["name != Skyline Trail"]).count == 29)
  }

  @Test func anyMatchesEitherCondition() async throws {
    let either = try await Self.titles(
      "Trail", where: ["name contains Dome", "name contains Dunes"], any: true)
    #expect(either == ["Half Dome Trail", "Kelso Dunes Trail"])
    let both = try await Self.titles("Trail", where: ["name contains Dome", "name contains Dunes"])
    #expect(both.isEmpty)
  }

  @Test func sortsDescendingAndLimits() async throws {
    #expect(
      try await Self.titles(
        "Trail", sort: [FindRequest.SortKey(property: "trailLength", descending: true)], limit: 3)
        == ["Backbone Trail", "Trans-Catalina Trail", "Monterey Bay Coastal Trail"])
    #expect(
      try await Self.titles("Trail", sort: [FindRequest.SortKey(property: "name")], limit: 2)
        == ["Backbone Trail", "Bridalveil Fall Trail"])
  }

  @Test func containsIgnoresCaseAndAccentsAsLocalizedStandardContainsDoes() async throws {
    #expect(try await Self.titles("Trail", where: ["name contains MCWAY"]) == ["McWay Falls Trail"])
  }

  @Test func theFeaturedCollectionsAreListed() async throws {
    #expect(
      try await Self.titles("Featured Trail Collection") == [
        "Mavericks", "Yosemite", "El Capitan", "Sierra", "High Sierra", "Mojave", "Catalina",
        "Big Sur", "Monterey", "Ventura",
      ])
  }

  @Test func onlyWhatTheQueryDeclaresIsAccepted() async throws {
    let property = try #require(
      await Self.error("Trail", where: ["regionDescription = Lake Tahoe"]))
    #expect(property.contains("has no property “regionDescription”"))
    #expect(property.contains("name (contains, =, !=)"))
    let comparator = try #require(await Self.error("Trail", where: ["trailLength < 5 km"]))
    #expect(comparator == "trailLength cannot be compared with “<”; it takes <=, >=.")
    let sort = try #require(await Self.error("Trail", sort: ["region"]))
    #expect(sort == "Find Trails cannot sort by “region”. Sort keys: name, trailLength.")
    let unit = try #require(await Self.error("Trail", where: ["trailLength <= 5 kg"]))
    #expect(unit.contains("kg"))
    let type = try #require(await Self.error("Planet"))
    #expect(type.contains("Types: Trail (Trails), Featured Trail Collection (Trails)"))
  }

  @Test func conditionsAreParsedWithEveryOperatorSpelling() throws {
    let cases: [(String, EntityQueryComparatorKind, [String])] = [
      ("name = Skyline Trail", .equalTo, ["Skyline Trail"]),
      ("name != Skyline Trail", .notEqualTo, ["Skyline Trail"]),
      ("trailLength < 5 km", .lessThan, ["5 km"]),
      ("trailLength <= 5 km", .lessThanOrEqualTo, ["5 km"]),
      ("trailLength > 5 km", .greaterThan, ["5 km"]),
      ("trailLength >= 5 km", .greaterThanOrEqualTo, ["5 km"]),
      ("name contains Falls", .contains, ["Falls"]),
      ("name begins with Mount", .hasPrefix, ["Mount"]),
      ("name ends with Loop", .hasSuffix, ["Loop"]),
      ("trailLength is between 1 km and 2 km", .isBetween, ["1 km", "2 km"]),
    ]
    for (text, comparator, values) in cases {
      let condition = try FindRequest.Condition(parsing: text)
      #expect(condition.comparator == comparator, "\(text)")
      #expect(condition.values == values, "\(text)")
    }
    #expect(throws: FindError.self) { try FindRequest.Condition(parsing: "name Falls") }
    #expect(throws: FindError.self) { try FindRequest.Condition(parsing: "name contains") }
  }
}
