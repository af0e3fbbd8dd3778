import ConversationRuntime
import Foundation
import OpenAppIntents
import SiriSimApp
import Testing

/// A moon catalog whose Find action filters on every value type a condition can hold: text, a
/// whole number, a number, a yes/no, a date and a measurement.
private struct MoonEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Moon"
  static let defaultQuery = MoonQuery()

  let id: Int
  @Property var name: String
  @Property var craters: Int
  @Property var albedo: Double
  @Property var hasAtmosphere: Bool
  @Property var discovered: Date
  @Property var radius: Measurement<UnitLength>

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(
    _ id: Int, _ name: String, craters: Int, albedo: Double, atmosphere: Bool, year: Int,
    radiusKilometers: Double
  ) {
    self.id = id
    self.name = name
    self.craters = craters
    self.albedo = albedo
    hasAtmosphere = atmosphere
    discovered =
      Calendar(identifier: .gregorian).date(
        from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: year, month: 6, day: 1))
      ?? Date(timeIntervalSince1970: 0)
    radius = Measurement(value: radiusKilometers, unit: .kilometers)
  }

  static let all = [
    MoonEntity(
      1, "Titan", craters: 90, albedo: 0.22, atmosphere: true, year: 1655, radiusKilometers: 2_575),
    MoonEntity(
      2, "Europa", craters: 41, albedo: 0.67, atmosphere: false, year: 1610, radiusKilometers: 1_561
    ),
    MoonEntity(
      3, "Phobos", craters: 1_200, albedo: 0.07, atmosphere: false, year: 1877, radiusKilometers: 11
    ),
    MoonEntity(
      4, "Triton", craters: 179, albedo: 0.76, atmosphere: true, year: 1846, radiusKilometers: 1_353
    ),
  ]
}

private struct MoonQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = @Sendable (MoonEntity) -> Bool

  static let properties = QueryProperties {
    Property(\MoonEntity.$name) {
      HasPrefixComparator { value in { @Sendable moon in moon.name.starts(with: value) } }
      HasSuffixComparator { value in { @Sendable moon in moon.name.hasSuffix(value) } }
    }
    Property(\MoonEntity.$craters) {
      GreaterThanComparator { value in { @Sendable moon in moon.craters > value } }
      LessThanComparator { value in { @Sendable moon in moon.craters < value } }
    }
    Property(\MoonEntity.$albedo) {
      GreaterThanOrEqualToComparator { value in { @Sendable moon in moon.albedo >= value } }
    }
    Property(\MoonEntity.$hasAtmosphere) {
      EqualToComparator { value in { @Sendable moon in moon.hasAtmosphere == value } }
    }
    Property(\MoonEntity.$discovered) {
      LessThanComparator { value in { @Sendable moon in moon.discovered < value } }
      IsBetweenComparator { low, high in
        { @Sendable moon in moon.discovered >= low && moon.discovered <= high }
      }
    }
    Property(\MoonEntity.$radius) {
      GreaterThanComparator { value in { @Sendable moon in moon.radius > value } }
    }
  }

  static let sortingOptions = SortingOptions {
    SortableBy(\MoonEntity.$name)
  }

  func entities(for identifiers: [Int]) async throws -> [MoonEntity] {
    MoonEntity.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [MoonEntity] { MoonEntity.all }

  func entities(
    matching comparators: [@Sendable (MoonEntity) -> Bool], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<MoonEntity>], limit: Int?
  ) async throws -> [MoonEntity] {
    let found = MoonEntity.all.filter { moon in
      let results = comparators.map { $0(moon) }
      return mode == .and ? !results.contains(false) : results.contains(true)
    }
    return sortedBy.isEmpty ? found : found.sorted { $0.name < $1.name }
  }
}

private struct MoonShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {}
}

/// `sirisim find`'s values, read by each property's type.
@Suite struct FindValueTypesTests {
  static func find(_ conditions: [String], any: Bool = false) async throws -> [String] {
    let runtime = await ConversationRuntime(
      apps: [
        AppManifest(
          displayName: "Moons", shortcutsProvider: MoonShortcuts.self, intents: [],
          entities: [MoonEntity.self])
      ])
    let request = FindRequest(
      entity: "Moon", conditions: try conditions.map { try FindRequest.Condition(parsing: $0) },
      matchesAll: !any)
    return try await runtime.find(request).items.map(\.title)
  }

  static func error(_ condition: String) async -> String? {
    do {
      _ = try await find([condition])
      return nil
    } catch {
      return (error as? FindError)?.message ?? "\(error)"
    }
  }

  @Test func textBeginsAndEndsWith() async throws {
    #expect(try await Self.find(["name begins with T"]) == ["Titan", "Triton"])
    #expect(try await Self.find(["name ends with a"]) == ["Europa"])
  }

  @Test func wholeNumbersInDigitsOrWords() async throws {
    #expect(try await Self.find(["craters > 100"]) == ["Phobos", "Triton"])
    #expect(try await Self.find(["craters < fifty"]) == ["Europa"])
  }

  @Test func decimalNumbers() async throws {
    #expect(try await Self.find(["albedo >= 0.5"]) == ["Europa", "Triton"])
  }

  @Test func trueOrFalse() async throws {
    #expect(try await Self.find(["hasAtmosphere = true"]) == ["Titan", "Triton"])
    #expect(try await Self.find(["hasAtmosphere = no"]) == ["Europa", "Phobos"])
  }

  @Test func datesAsISOOrAYear() async throws {
    #expect(try await Self.find(["discovered < 1650"]) == ["Europa"])
    #expect(try await Self.find(["discovered < 1700-01-01"]) == ["Titan", "Europa"])
    #expect(
      try await Self.find(["discovered is between 1800 and 1860"]) == ["Triton"])
  }

  @Test func measurementsInAnyUnit() async throws {
    #expect(try await Self.find(["radius > 1000 miles"]) == ["Titan"])
    // A plain number is in the dimension's base unit, meters.
    #expect(try await Self.find(["radius > 20000"]) == ["Titan", "Europa", "Triton"])
  }

  @Test func aValueOfTheWrongTypeSaysWhatItWants() async throws {
    #expect(try #require(await Self.error("craters > many")).contains("wants a whole number"))
    #expect(try #require(await Self.error("albedo >= bright")).contains("wants a number"))
    #expect(try #require(await Self.error("hasAtmosphere = maybe")).contains("wants true or false"))
    #expect(try #require(await Self.error("discovered < someday")).contains("wants a date"))
  }
}
