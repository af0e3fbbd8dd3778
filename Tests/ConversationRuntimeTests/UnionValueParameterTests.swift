import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SiriSimApp
import Testing

private struct PlanetEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Planet"
  static let defaultQuery = PlanetQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id.capitalized)" }
}

private struct PlanetQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [PlanetEntity] {
    identifiers.map(PlanetEntity.init)
  }
  func suggestedEntities() async throws -> [PlanetEntity] {
    ["mars", "venus"].map(PlanetEntity.init)
  }
  func entities(matching string: String) async throws -> [PlanetEntity] {
    try await suggestedEntities().filter { $0.id.contains(string.lowercased()) }
  }
}

private struct CometEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Comet"
  static let defaultQuery = CometQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id.capitalized)" }
}

private struct CometQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [CometEntity] {
    identifiers.map(CometEntity.init)
  }
  func suggestedEntities() async throws -> [CometEntity] { [CometEntity(id: "halley")] }
}

@UnionValue
private enum SkyObject {
  case planet(PlanetEntity)
  case comet(CometEntity)
}

private struct PointTelescopeIntent: AppIntent {
  static let title: LocalizedStringResource = "Point the Telescope"
  @Parameter(title: "Object") var target: SkyObject
  func perform() async throws -> some IntentResult & ProvidesDialog {
    let said: String
    switch target {
    case .planet(let planet): said = "the planet \(planet.id)"
    case .comet(let comet): said = "the comet \(comet.id)"
    }
    return .result(dialog: "Pointing at \(said).")
  }
}

private struct ObservatoryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PointTelescopeIntent(), phrases: ["Point the \(.applicationName) telescope"])
  }
}

/// A `@UnionValue` parameter: Siri offers the values of every member type, and an answer of
/// any of them fills it.
@Suite struct UnionValueParameterTests {
  static func runtime() async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [
        AppManifest(
          displayName: "Observatory", shortcutsProvider: ObservatoryShortcuts.self,
          intents: [PointTelescopeIntent.self])
      ],
      options: ConversationRuntime.Options(environment: TestClock.environment))
  }

  @Test func theQuestionSuggestsEveryMemberTypesValues() async throws {
    let frontEnd = AnsweringFrontEnd([.text("Halley")])
    await Self.runtime().handle("Point the Observatory telescope", with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.valuePrompt)
    #expect(prompt.text == "Which object?")
    #expect(prompt.suggestions.map(\.title) == ["Mars", "Venus", "Halley"])
    #expect(frontEnd.spokenTexts.contains("Pointing at the comet halley."))
  }

  @Test func aTypedAnswerOfEitherTypeFillsIt() async {
    let frontEnd = AnsweringFrontEnd([.text("venus")])
    await Self.runtime().handle("Point the Observatory telescope", with: frontEnd)
    #expect(frontEnd.spokenTexts.contains("Pointing at the planet venus."))
  }
}
