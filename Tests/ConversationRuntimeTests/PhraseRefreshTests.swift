import ConversationRuntime
import ConversationTestSupport
import Locking
import OpenAppIntents
import SiriSimApp
import Testing

// `updateAppShortcutParameters()`: after an intent adds an entity, phrases that name it match.

/// The shelves the shelf app knows; shared, so each test adds a name of its own.
private let shelfNames = Locked<[String]>(["Oak"])

private struct ShelfEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Shelf")
  static let defaultQuery = ShelfQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

  struct ShelfQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ShelfEntity] {
      identifiers.map(ShelfEntity.init(id:))
    }

    func suggestedEntities() async throws -> [ShelfEntity] {
      shelfNames.withLock { $0 }.map(ShelfEntity.init(id:))
    }
  }
}

private struct ShowShelfIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Shelf"

  @Parameter(title: "Shelf")
  var shelf: ShelfEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Here is the \(shelf.id) shelf.")
  }
}

private struct AddShelfIntent: AppIntent {
  static let title: LocalizedStringResource = "Add Shelf"

  @Parameter(title: "Name")
  var name: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    shelfNames.withLock { $0.append(name) }
    ShelfShortcuts.updateAppShortcutParameters()
    return .result(dialog: "Added the \(name) shelf.")
  }
}

private struct ShelfShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: ShowShelfIntent(), phrases: ["Show \(\.$shelf) in \(.applicationName)"])
  }
}

@Suite struct PhraseRefreshTests {
  func shelfRuntime() async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [
        AppManifest(
          displayName: "Shelf Shop", shortcutsProvider: ShelfShortcuts.self,
          intents: [ShowShelfIntent.self, AddShelfIntent.self])
      ],
      options: ConversationRuntime.Options(environment: TestClock.environment))
  }

  @Test func knownShelfIsUnderstood() async {
    let runtime = await shelfRuntime()
    let frontEnd = AnsweringFrontEnd()

    await runtime.handle("Show Oak in Shelf Shop", with: frontEnd)

    #expect(frontEnd.spokenTexts == ["Here is the Oak shelf."])
  }

  @Test func shelfAddedByARunIntentIsUnderstoodNext() async {
    let runtime = await shelfRuntime()
    let frontEnd = AnsweringFrontEnd()
    let add = AddShelfIntent()
    add.name = "Pine"
    await runtime.handle("Show Pine in Shelf Shop", with: frontEnd)
    #expect(frontEnd.outcomes == [.notUnderstood])

    await runtime.run(add, app: "Shelf Shop", with: frontEnd)
    frontEnd.clearTranscript()
    await runtime.handle("Show Pine in Shelf Shop", with: frontEnd)

    #expect(frontEnd.spokenTexts == ["Here is the Pine shelf."])
  }

  @Test func shelfAddedByAnIntentRunByNameIsUnderstoodNext() async {
    let runtime = await shelfRuntime()
    let frontEnd = AnsweringFrontEnd()

    await runtime.run(
      intentNamed: "AddShelfIntent", parameters: [("name", "Maple")], with: frontEnd)
    frontEnd.clearTranscript()
    await runtime.handle("Show Maple in Shelf Shop", with: frontEnd)

    // Known bug: run(intentNamed:…) never calls refreshPhrasesIfNeeded(), unlike handle(_:) and
    // run(_:app:), so the phrase index still lacks the new shelf.
    #expect(frontEnd.spokenTexts == ["Here is the Maple shelf."])
  }
}
