import ConversationRuntime
import OpenAppIntents
import SiriSimApp
import Testing

/// A pizza menu whose type has other names: `TypeDisplayRepresentation(name:synonyms:)`.
private struct PizzaEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Pizza", synonyms: ["Pie", "Za"])
  static let defaultQuery = PizzaQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: id) }
}

private struct PizzaQuery: EnumerableEntityQuery {
  func entities(for identifiers: [String]) async throws -> [PizzaEntity] {
    try await allEntities().filter { identifiers.contains($0.id) }
  }

  func allEntities() async throws -> [PizzaEntity] {
    [PizzaEntity(id: "Margherita"), PizzaEntity(id: "Marinara")]
  }
}

private struct PizzaShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {}
}

/// `sirisim find` names a type by its name or by any of its synonyms, as Siri hears them.
@Suite struct FindBySynonymTests {
  static func find(_ entity: String) async throws -> [String] {
    let runtime = await ConversationRuntime(
      apps: [
        AppManifest(
          displayName: "Pizzeria", shortcutsProvider: PizzaShortcuts.self, intents: [],
          entities: [PizzaEntity.self])
      ])
    return try await runtime.find(FindRequest(entity: entity, conditions: [])).items.map(\.title)
  }

  @Test func aSynonymFindsTheType() async throws {
    #expect(try await Self.find("Pie") == ["Margherita", "Marinara"])
    #expect(try await Self.find("za") == ["Margherita", "Marinara"])
    #expect(try await Self.find("Pizza") == ["Margherita", "Marinara"])
  }

  @Test func aWordThatIsNoSynonymNamesNoType() async {
    await #expect(throws: FindError.self) { try await Self.find("Calzone") }
  }
}
