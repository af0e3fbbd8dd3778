import ConversationRuntime
import Foundation
@_spi(SiriSim) import OpenAppIntents
import SiriSimApp
import Testing

/// A comet catalog whose Find action uses Apple's comparator shapes beyond one value per
/// property: an optional text and an optional date, a list, a comparator with resolvers and a
/// property of another entity reached through `entityProvider:`.
private struct CometEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Comet"
  static let defaultQuery = CometQuery()

  let id: Int
  @Property var name: String
  @Property var nickname: String?
  @Property var tails: [String]
  @Property(title: "Last Seen") var lastSeen: Date?
  @Property(title: "Period") var periodYears: Int
  let orbit: OrbitEntity

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(
    _ id: Int, _ name: String, nickname: String?, tails: [String], lastSeen: Int?, period: Int,
    orbit: String
  ) {
    self.id = id
    // Every stored property is set before the first `@Property`, whose setter uses `self`.
    self.orbit = OrbitEntity(id: id, shape: orbit)
    self.name = name
    self.nickname = nickname
    self.tails = tails
    self.lastSeen = lastSeen.flatMap {
      Calendar(identifier: .gregorian).date(
        from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: $0, month: 6, day: 1))
    }
    periodYears = period
  }

  static let all = [
    CometEntity(
      1, "Halley", nickname: "The Great Comet", tails: ["dust", "ion"], lastSeen: 1986, period: 76,
      orbit: "elliptic"),
    CometEntity(
      2, "Encke", nickname: nil, tails: ["dust"], lastSeen: 2023, period: 3, orbit: "elliptic"),
    CometEntity(
      3, "Oumuamua", nickname: "Scout", tails: [], lastSeen: nil, period: 0, orbit: "hyperbolic"),
  ]
}

/// The orbit of a comet: the subject its `shape` property is read from.
private struct OrbitEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Orbit"
  static let defaultQuery = OrbitQuery()

  let id: Int
  @Property var shape: String

  var displayRepresentation: DisplayRepresentation { "\(shape)" }

  init(id: Int, shape: String) {
    self.id = id
    self.shape = shape
  }
}

private struct OrbitQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [OrbitEntity] {
    CometEntity.all.map(\.orbit).filter { identifiers.contains($0.id) }
  }
}

/// Turns down a period of less than a year: the resolvers of `withResolvers:` run on the value
/// before the mapping.
private struct WholeYearsResolver: Resolver {
  func resolve(from input: Int, context: IntentParameterContext<Int>) async throws -> Int? {
    input >= 1 ? input : nil
  }
}

private struct CometQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = @Sendable (CometEntity) -> Bool

  static let properties = QueryProperties {
    Property(\CometEntity.$nickname) {
      ContainsComparator { text in { @Sendable comet in comet.nickname?.contains(text) == true } }
      HasPrefixComparator { text in { @Sendable comet in comet.nickname?.hasPrefix(text) == true } }
    }
    Property(\CometEntity.$tails) {
      ContainsComparator { tail in { @Sendable comet in comet.tails.contains(tail) } }
    }
    Property(\CometEntity.$lastSeen) {
      LessThanComparator { date in
        { @Sendable comet in comet.lastSeen.map { $0 < date } == true }
      }
      IsBetweenComparator { low, high in
        { @Sendable comet in comet.lastSeen.map { (low...high).contains($0) } == true }
      }
    }
    Property(\CometEntity.$periodYears) {
      LessThanComparator(withResolvers: { WholeYearsResolver() }) { years in
        { @Sendable comet in comet.periodYears < years }
      }
    }
    EntityQueryProperty(\OrbitEntity.$shape, entityProvider: { $0.orbit }) {
      EqualToComparator { shape in { @Sendable comet in comet.orbit.shape == shape } }
    }
  }

  static let sortingOptions = EntityQuerySortingOptions(content: { SortableBy(\CometEntity.$name) })

  func entities(for identifiers: [Int]) async throws -> [CometEntity] {
    CometEntity.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [CometEntity] { CometEntity.all }

  func entities(
    matching comparators: [@Sendable (CometEntity) -> Bool], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<CometEntity>], limit: Int?
  ) async throws -> [CometEntity] {
    let found = CometEntity.all.filter { comet in
      let results = comparators.map { $0(comet) }
      return mode == .and ? !results.contains(false) : results.contains(true)
    }
    return sortedBy.isEmpty ? found : found.sorted { $0.name < $1.name }
  }
}

private struct CometShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {}
}

/// `sirisim find` through queries written with Apple's full comparator shapes.
@Suite struct FindAppleShapeTests {
  static func runtime() async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [
        AppManifest(
          displayName: "Comets", shortcutsProvider: CometShortcuts.self, intents: [],
          entities: [CometEntity.self])
      ])
  }

  static func find(_ conditions: [String]) async throws -> [String] {
    let request = FindRequest(
      entity: "Comet", conditions: try conditions.map { try FindRequest.Condition(parsing: $0) },
      matchesAll: true)
    return try await runtime().find(request).items.map(\.title)
  }

  static func error(_ condition: String) async -> String? {
    do {
      _ = try await find([condition])
      return nil
    } catch {
      return (error as? FindError)?.message ?? "\(error)"
    }
  }

  @Test func anOptionalTextComparesTheTextItHolds() async throws {
    #expect(try await Self.find(["nickname contains Great"]) == ["Halley"])
    #expect(try await Self.find(["nickname begins with S"]) == ["Oumuamua"])
  }

  @Test func aListContainsOneElement() async throws {
    #expect(try await Self.find(["tails contains ion"]) == ["Halley"])
    #expect(try await Self.find(["tails contains dust"]) == ["Halley", "Encke"])
  }

  @Test func anOptionalDateComparesTheDateItHolds() async throws {
    #expect(try await Self.find(["lastSeen < 2000"]) == ["Halley"])
    #expect(try await Self.find(["lastSeen is between 2000 and 2030"]) == ["Encke"])
  }

  @Test func aComparatorsResolversRunOnTheValue() async throws {
    #expect(try await Self.find(["periodYears < 10"]) == ["Encke", "Oumuamua"])
    #expect(
      try #require(await Self.error("periodYears < 0")).contains("resolvers turned the value down"))
  }

  @Test func aPropertyOfAnotherEntityIsReachedThroughItsProvider() async throws {
    #expect(try await Self.find(["shape = hyperbolic"]) == ["Oumuamua"])
  }

  @Test func theFindActionListsEachPropertyByName() async throws {
    let entities = await Self.runtime().findableEntities()
    let comet = try #require(entities.first { $0.name == "Comet" })
    #expect(
      comet.properties.map(\.name) == ["nickname", "tails", "lastSeen", "periodYears", "shape"])
    #expect(comet.sortKeys == ["name"])
  }
}
