import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SiriSimApp
import Testing

/// Deletes a list after asking with the app's own words, as Apple's DeleteCollectionIntent does.
private struct DeleteListIntent: AppIntent {
  static let title: LocalizedStringResource = "Delete List"
  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await requestConfirmation(
      actionName: .custom(
        acceptLabel: "Delete", acceptAlternatives: ["remove it"], denyLabel: "Keep",
        denyAlternatives: ["leave it"], destructive: true),
      dialog: "Delete Groceries?")
    return .result(dialog: "Deleted Groceries.")
  }
}

private struct ListsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: DeleteListIntent(), phrases: ["Delete a list in \(.applicationName)"])
  }
}

/// `ConfirmationActionName.custom(…)`: both buttons' labels, the other words that answer, and a
/// destructive action marked as one.
@Suite struct CustomConfirmationTests {
  static func runtime() async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [AppManifest(displayName: "Lists", shortcutsProvider: ListsShortcuts.self)],
      options: ConversationRuntime.Options(environment: TestClock.environment))
  }

  @Test func theButtonsAreTheAppsAndTheActionIsDestructive() async throws {
    let frontEnd = AnsweringFrontEnd([.text("Delete")])
    await Self.runtime().handle("Delete a list in Lists", with: frontEnd)

    let prompt = try #require(frontEnd.prompts.first?.confirmationPrompt)
    #expect(prompt.confirmTitle == "Delete")
    #expect(prompt.declineTitle == "Keep")
    #expect(prompt.isDestructive)
    #expect(frontEnd.spokenTexts.contains("Deleted Groceries."))
  }

  @Test func theAppsOtherWordsAnswer() async {
    let accepting = AnsweringFrontEnd([.text("remove it")])
    await Self.runtime().handle("Delete a list in Lists", with: accepting)
    #expect(accepting.spokenTexts.contains("Deleted Groceries."))

    let declining = AnsweringFrontEnd([.text("leave it")])
    let outcome = await Self.runtime().handle("Delete a list in Lists", with: declining)
    #expect(outcome == .cancelled)
    #expect(!declining.spokenTexts.contains("Deleted Groceries."))
  }
}
