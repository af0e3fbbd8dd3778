import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SiriSimApp

// A small app for the App Intents shapes real apps use beside Apple's samples: a
// `SetValueIntent` toggle run by its phrases, and a query whose suggestions depend on the value
// already chosen for another parameter (`@IntentParameterDependency`).

struct NightModeIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Night Mode"

  @Parameter(title: "Night Mode")
  var value: Bool

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: value ? "Night mode is on." : "Night mode is off.")
  }
}

struct CafeEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Café"
  static let defaultQuery = CafeQuery()
  static let all = [
    CafeEntity(id: "ferry", name: "Ferry Building"), CafeEntity(id: "mission", name: "Mission"),
  ]

  let id: String
  let name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct CafeQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [CafeEntity] {
    CafeEntity.all.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() async throws -> [CafeEntity] { CafeEntity.all }
}

struct PastryEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pastry"
  static let defaultQuery = PastryQuery()
  static let all = [
    PastryEntity(id: "ferry-croissant", name: "Croissant", cafe: "ferry"),
    PastryEntity(id: "ferry-scone", name: "Scone", cafe: "ferry"),
    PastryEntity(id: "mission-concha", name: "Concha", cafe: "mission"),
    PastryEntity(id: "mission-croissant", name: "Croissant", cafe: "mission"),
  ]

  let id: String
  let name: String
  let cafe: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

/// Suggests the pastries of the café chosen first; every pastry before one is chosen.
struct PastryQuery: EntityStringQuery {
  @IntentParameterDependency<OrderPastryIntent>(\.$cafe)
  var order

  func entities(for identifiers: [String]) async throws -> [PastryEntity] {
    PastryEntity.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [PastryEntity] {
    guard let order else { return PastryEntity.all }
    return PastryEntity.all.filter { $0.cafe == order.cafe.id }
  }

  func entities(matching string: String) async throws -> [PastryEntity] {
    try await suggestedEntities().filter { $0.name.localizedCaseInsensitiveContains(string) }
  }
}

struct OrderPastryIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Pastry"

  @Parameter(title: "Café")
  var cafe: CafeEntity

  @Parameter(title: "Pastry")
  var pastry: PastryEntity

  @Parameter(title: "Quantity", default: 1)
  var quantity: Int?

  static var parameterSummary: some ParameterSummary {
    When(\.$quantity, .greaterThan, 1) {
      Summary("Order \(\.$quantity) of \(\.$pastry) from \(\.$cafe)")
    } otherwise: {
      Summary("Order a \(\.$pastry) from \(\.$cafe)")
    }
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "One \(pastry.name) from \(cafe.name).")
  }
}

struct CafeControlsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: NightModeIntent(),
      phrases: [
        "Turn on night mode in \(.applicationName)", "Turn off night mode in \(.applicationName)",
      ], shortTitle: "Night Mode", systemImageName: "moon")
    AppShortcut(
      intent: OrderPastryIntent(), phrases: ["Order a pastry from \(.applicationName)"],
      shortTitle: "Order Pastry", systemImageName: "birthday.cake")
  }
}

enum CafeControlsFixture {
  static func runtime() async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [
        AppManifest(
          displayName: "Cafe Controls", shortcutsProvider: CafeControlsShortcuts.self,
          intents: [NightModeIntent.self, OrderPastryIntent.self])
      ],
      options: ConversationRuntime.Options(environment: TestClock.environment))
  }
}
