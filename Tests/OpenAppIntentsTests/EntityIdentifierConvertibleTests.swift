import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

/// A shelf code such as "A-12": an identifier type of the app's own, as text through
/// `EntityIdentifierConvertible`.
struct ShelfCode: Hashable, Sendable, EntityIdentifierConvertible {
  let aisle: String
  let number: Int

  var entityIdentifierString: String { "\(aisle)-\(number)" }

  static func entityIdentifier(for entityIdentifierString: String) -> ShelfCode? {
    let parts = entityIdentifierString.split(separator: "-")
    guard parts.count == 2, let number = Int(parts[1]) else { return nil }
    return ShelfCode(aisle: String(parts[0]), number: number)
  }
}

struct ShelfEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Shelf")
  static let defaultQuery = ShelfQuery()
  var id: ShelfCode
  var displayRepresentation: DisplayRepresentation { "Shelf \(id.entityIdentifierString)" }
}

struct ShelfQuery: EntityQuery {
  func entities(for identifiers: [ShelfCode]) async throws -> [ShelfEntity] {
    identifiers.map(ShelfEntity.init(id:))
  }
}

@Suite struct EntityIdentifierConvertibleTests {
  @Test func stringIntAndUUIDConvertToTextAndBack() throws {
    let uuid = UUID()
    #expect("tomato".entityIdentifierString == "tomato")
    #expect(String.entityIdentifier(for: "tomato") == "tomato")
    #expect(42.entityIdentifierString == "42")
    #expect(Int.entityIdentifier(for: "42") == 42)
    #expect(Int.entityIdentifier(for: "forty-two") == nil)
    #expect(UUID.entityIdentifier(for: uuid.entityIdentifierString) == uuid)
  }

  @Test func anEntityFoundByIdentifierTextUsesItsIdentifierTypesConversion() async throws {
    let found = try await EntityValueSupport(ShelfEntity.self).byIdentifier(["A-12", "oops"])
    #expect(
      found.compactMap { ($0.value as? ShelfEntity)?.id } == [ShelfCode(aisle: "A", number: 12)])
  }
}
