import ConversationRuntime
import ConversationTesting
import OpenAppIntents
import SiriSimApp
import SiriStore
import Testing

// A small lamp shop whose intents use Apple's iOS 16 `@AppDependency` and delete donations by
// entity (`IntentDonationMatchingPredicate.entityIdentifier(_:)`), run through the real runtime
// and a real in-memory store.

private struct LampCatalog: Sendable {
  let lamps: [Lamp]
}

private struct Lamp: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Lamp", synonyms: ["Light"])
  static let defaultQuery = LampQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(stringLiteral: id) }
}

private struct LampQuery: EnumerableEntityQuery {
  @AppDependency private var catalog: LampCatalog

  func entities(for identifiers: [String]) async throws -> [Lamp] {
    catalog.lamps.filter { identifiers.contains($0.id) }
  }

  func allEntities() async throws -> [Lamp] { catalog.lamps }
}

private struct ShowLamp: AppIntent {
  static let title: LocalizedStringResource = "Show Lamp"

  @Parameter(title: "Lamp") var lamp: Lamp

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Here is the \(lamp.id) lamp.")
  }
}

private struct RetireLamp: AppIntent {
  static let title: LocalizedStringResource = "Retire Lamp"

  @Parameter(title: "Lamp") var lamp: Lamp

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let deleted = try await IntentDonationManager.shared.deleteDonations(
      matching: .entityIdentifier(EntityIdentifier(for: lamp)))
    return .result(dialog: "Forgot \(deleted.count) donations of the \(lamp.id) lamp.")
  }
}

private struct LampShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: ShowLamp(), phrases: ["Show a lamp in \(.applicationName)"])
  }
}

private func lampShop(_ environment: IntentEnvironment) -> [AppManifest] {
  var manifest = AppManifest(
    displayName: "Lamp Shop", shortcutsProvider: LampShortcuts.self,
    intents: [ShowLamp.self, RetireLamp.self])
  manifest.add(dependency: LampCatalog(lamps: [Lamp(id: "desk"), Lamp(id: "floor")]))
  return [manifest]
}

@Suite struct DonationPredicateConversationTests {
  @Test func anAppDependencyFindsTheAppsOwnValue() async throws {
    let c = try await Conversation(manifests: lampShop)

    try await c.run("ShowLamp", ["lamp": "floor"])

    #expect(c.lastDialog == "Here is the floor lamp.")
  }

  @Test func deletingByEntityForgetsEveryDonationThatNamesIt() async throws {
    let store = try SiriStore(location: .memory)
    let c = try await Conversation(manifests: lampShop, memory: store)
    try await c.run("ShowLamp", ["lamp": "desk"])
    try await c.run("ShowLamp", ["lamp": "floor"])
    try await c.run("ShowLamp", ["lamp": "desk"])

    try await c.run("RetireLamp", ["lamp": "desk"])

    #expect(c.lastDialog == "Forgot 2 donations of the desk lamp.")
    let shown = try store.donations(matching: DonationFilter(intent: "ShowLamp"))
    #expect(shown.map { $0.parameters.first?.value } == ["floor"])
  }
}
