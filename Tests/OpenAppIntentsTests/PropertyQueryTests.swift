import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

@testable import OpenAppIntents

/// A small catalog whose query maps each comparison to a closure, as an app with its own data
/// model would (the Trails port maps them to `Predicate`).
private struct Planet: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Planet"
  static let defaultQuery = PlanetQuery()

  let id: Int
  @Property var name: String
  @Property(title: "Moons") var moonCount: Int
  @Property var radius: Measurement<UnitLength>

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(_ id: Int, _ name: String, moons: Int, radiusKilometers: Double) {
    self.id = id
    self.name = name
    moonCount = moons
    radius = Measurement(value: radiusKilometers, unit: .kilometers)
  }

  static let all = [
    Planet(1, "Mercury", moons: 0, radiusKilometers: 2_440),
    Planet(2, "Venus", moons: 0, radiusKilometers: 6_052),
    Planet(3, "Earth", moons: 1, radiusKilometers: 6_371),
    Planet(4, "Mars", moons: 2, radiusKilometers: 3_390),
    Planet(5, "Jupiter", moons: 95, radiusKilometers: 69_911),
  ]
}

private struct PlanetQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = @Sendable (Planet) -> Bool

  static let properties = QueryProperties {
    Property(\Planet.$name) {
      EqualToComparator { value in { @Sendable planet in planet.name == value } }
      NotEqualToComparator { value in { @Sendable planet in planet.name != value } }
      ContainsComparator { value in { @Sendable planet in planet.name.contains(value) } }
      HasPrefixComparator { value in { @Sendable planet in planet.name.hasPrefix(value) } }
      HasSuffixComparator { value in { @Sendable planet in planet.name.hasSuffix(value) } }
    }
    Property(\Planet.$moonCount) {
      LessThanComparator { value in { @Sendable planet in planet.moonCount < value } }
      LessThanOrEqualToComparator { value in { @Sendable planet in planet.moonCount <= value } }
      GreaterThanComparator { value in { @Sendable planet in planet.moonCount > value } }
      GreaterThanOrEqualToComparator { value in { @Sendable planet in planet.moonCount >= value } }
      IsBetweenComparator { low, high in
        { @Sendable planet in (low...high).contains(planet.moonCount) }
      }
    }
    Property(\Planet.$radius) {
      LessThanComparator { value in { @Sendable planet in planet.radius < value } }
    }
  }

  static let sortingOptions = SortingOptions {
    SortableBy(\Planet.$name)
    SortableBy(\Planet.$moonCount)
  }

  static var findIntentDescription: IntentDescription? {
    IntentDescription("Find planets.", resultValueName: "Planets")
  }

  func entities(for identifiers: [Int]) async throws -> [Planet] {
    Planet.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [Planet] { Planet.all }

  func entities(
    matching comparators: [@Sendable (Planet) -> Bool], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<Planet>], limit: Int?
  ) async throws -> [Planet] {
    var found = Planet.all.filter { planet in
      mode == .and ? comparators.allSatisfy { $0(planet) } : comparators.contains { $0(planet) }
    }
    for sort in sortedBy.reversed() {
      switch sort.by {
      case \Planet.$name: found.sort { $0.name < $1.name }
      case \Planet.$moonCount: found.sort { $0.moonCount < $1.moonCount }
      default: break
      }
      if sort.order == .descending { found.reverse() }
    }
    return limit.map { Array(found.prefix($0)) } ?? found
  }
}

@Suite struct PropertyQueryTests {
  static let support = EntityFindSupport(propertyQuery: PlanetQuery())

  static func find(
    _ filters: [EntityFindSupport.Filter], mode: EntityQueryComparatorMode = .and,
    sort: [EntityFindSupport.Sort] = [], limit: Int? = nil
  ) async throws -> [String] {
    try await support.find(filters, mode, sort, limit).map(
      \.displayRepresentation.title.defaultValue)
  }

  @Test func declaredPropertiesAndOperatorsAreDescribed() async {
    let description = await Self.support.describe()
    #expect(description.properties.map(\.name) == ["name", "moonCount", "radius"])
    #expect(description.properties.map(\.title) == ["Name", "Moons", "Radius"])
    #expect(
      description.properties[0].comparators == [
        .equalTo, .notEqualTo, .contains, .hasPrefix, .hasSuffix,
      ])
    #expect(description.properties[1].comparators.last == .isBetween)
    #expect(description.sortKeys == ["name", "moonCount"])
    #expect(Self.support.findIntentDescription?.resultValueName?.defaultValue == "Planets")
  }

  @Test func eachStringComparatorMapsItsValue() async throws {
    #expect(
      try await Self.find([.init(property: 0, comparator: .equalTo, values: ["Mars"])]) == ["Mars"])
    #expect(
      try await Self.find([.init(property: 0, comparator: .notEqualTo, values: ["Mars"])]).count
        == 4)
    #expect(
      try await Self.find([.init(property: 0, comparator: .contains, values: ["ar"])]) == [
        "Earth", "Mars",
      ])
    #expect(
      try await Self.find([.init(property: 0, comparator: .hasPrefix, values: ["M"])]) == [
        "Mercury", "Mars",
      ])
    #expect(
      try await Self.find([.init(property: 0, comparator: .hasSuffix, values: ["s"])]) == [
        "Venus", "Mars",
      ])
  }

  @Test func numberComparatorsAndIsBetween() async throws {
    #expect(
      try await Self.find([.init(property: 1, comparator: .lessThan, values: [1])]) == [
        "Mercury", "Venus",
      ])
    #expect(
      try await Self.find([.init(property: 1, comparator: .lessThanOrEqualTo, values: [1])]).count
        == 3)
    #expect(
      try await Self.find([.init(property: 1, comparator: .greaterThan, values: [2])]) == [
        "Jupiter"
      ])
    #expect(
      try await Self.find([.init(property: 1, comparator: .greaterThanOrEqualTo, values: [2])]) == [
        "Mars", "Jupiter",
      ])
    #expect(
      try await Self.find([.init(property: 1, comparator: .isBetween, values: [1, 2])]) == [
        "Earth", "Mars",
      ])
  }

  @Test func measurementsCompareAcrossUnits() async throws {
    let fourThousandMiles = Measurement(value: 4_000, unit: UnitLength.miles)
    #expect(
      try await Self.find([.init(property: 2, comparator: .lessThan, values: [fourThousandMiles])])
        == ["Mercury", "Venus", "Earth", "Mars"])
  }

  @Test func andNeedsEveryConditionOrNeedsOne() async throws {
    let filters: [EntityFindSupport.Filter] = [
      .init(property: 0, comparator: .hasPrefix, values: ["M"]),
      .init(property: 1, comparator: .greaterThan, values: [0]),
    ]
    #expect(try await Self.find(filters, mode: .and) == ["Mars"])
    #expect(try await Self.find(filters, mode: .or) == ["Mercury", "Earth", "Mars", "Jupiter"])
  }

  @Test func sortAndLimit() async throws {
    #expect(
      try await Self.find([], sort: [.init(key: 0, ascending: true)], limit: 2) == [
        "Earth", "Jupiter",
      ])
    #expect(
      try await Self.find([], sort: [.init(key: 1, ascending: false)], limit: 1) == ["Jupiter"])
  }

  @Test func aValueOfTheWrongTypeIsRefused() async {
    await #expect(throws: EntityFindError.self) {
      try await Self.find([.init(property: 1, comparator: .lessThan, values: ["two"])])
    }
    await #expect(throws: EntityFindError.self) {
      try await Self.find([.init(property: 0, comparator: .lessThan, values: ["Mars"])])
    }
  }
}
