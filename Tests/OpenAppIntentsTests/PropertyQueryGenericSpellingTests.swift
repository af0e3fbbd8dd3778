import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

/// A catalog whose query spells Apple's generic types out, as code written against the iOS SDK's
/// signatures may: the base class, the property's five parameters and the builders' labels.
private struct Moonlet: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Moonlet"
  static let defaultQuery = MoonletQuery()

  let id: Int
  @Property var name: String
  @Property var size: Int

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(_ id: Int, _ name: String, size: Int) {
    self.id = id
    self.name = name
    self.size = size
  }

  static let all = [Moonlet(1, "Deimos", size: 6), Moonlet(2, "Io", size: 1_821)]
}

private typealias Mapping = @Sendable (Moonlet) -> Bool

private struct MoonletQuery: EntityPropertyQuery {
  typealias ComparatorMappingType = Mapping

  static let properties = EntityQueryProperties<Moonlet, Mapping>(properties: {
    EntityQueryProperty<Moonlet, Moonlet, EntityProperty<Int>, Int, Mapping>(\.$size) {
      Self.larger
    }
    Property<EntityProperty<String>, String>(\.$name) {
      EqualToComparator<EntityProperty<String>, String, Mapping>(mappingTransform: { name in
        { @Sendable moonlet in moonlet.name == name }
      })
    }
  })

  /// A comparator held as its base class, as Apple's builder takes it.
  static let larger: EntityQueryComparator<EntityProperty<Int>, Int, Int, Mapping> =
    GreaterThanComparator { size in { @Sendable moonlet in moonlet.size > size } }

  static let sortingOptions = EntityQuerySortingOptions<Moonlet>(content: {
    EntityQuerySortableByProperty<Moonlet>(\.$size)
  })

  func entities(for identifiers: [Int]) async throws -> [Moonlet] {
    Moonlet.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [Moonlet] { Moonlet.all }

  func entities(
    matching comparators: [Mapping], mode: ComparatorMode, sortedBy: [EntityQuerySort<Moonlet>],
    limit: Int?
  ) async throws -> [Moonlet] {
    Moonlet.all.filter { moonlet in comparators.allSatisfy { $0(moonlet) } }
  }
}

@Suite struct PropertyQueryGenericSpellingTests {
  static let support = EntityFindSupport(propertyQuery: MoonletQuery())

  @Test func explicitlySpelledPropertiesAreDescribed() async {
    let description = await Self.support.describe()
    #expect(description.properties.map(\.name) == ["size", "name"])
    #expect(description.properties.map(\.comparators) == [[.greaterThan], [.equalTo]])
    #expect(description.sortKeys == ["size"])
  }

  @Test func aComparatorHeldAsItsBaseClassFilters() async throws {
    let found = try await Self.support.find(
      [EntityFindSupport.Filter(property: 0, comparator: .greaterThan, values: [100])], .and, [],
      nil)
    #expect(found.map(\.displayRepresentation.title.defaultValue) == ["Io"])
  }
}
