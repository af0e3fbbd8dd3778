@_spi(SiriSim) import ConversationRuntime
import ConversationTestSupport
@_spi(SiriSim) import OpenAppIntents
import SiriSimApp
import Testing

struct RingBellIntent: AppIntent {
  static let title: LocalizedStringResource = "Ring the Bell"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Ding.")
  }
}

/// An app that lists one App Shortcut twice, as a copy-paste slip would.
struct RepeatedShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: RingBellIntent(), phrases: ["Ring the bell in \(.applicationName)"])
    AppShortcut(intent: RingBellIntent(), phrases: ["Ring the bell in \(.applicationName)"])
  }
}

/// One shortcut listed twice is one thing to do: Siri runs it without asking "Did you mean"
/// between two identical rows, and the linter says it is listed twice.
@Suite struct RepeatedShortcutTests {
  static func runtime() async -> ConversationRuntime {
    await ConversationRuntime(
      apps: [AppManifest(displayName: "Bell", shortcutsProvider: RepeatedShortcuts.self)],
      options: ConversationRuntime.Options(environment: TestClock.environment))
  }

  @Test func aShortcutListedTwiceRunsWithoutDidYouMean() async {
    let frontEnd = AnsweringFrontEnd([])

    let outcome = await Self.runtime().handle("Ring the bell in Bell", with: frontEnd)

    #expect(frontEnd.prompts.isEmpty)
    #expect(frontEnd.spokenTexts == ["Ding."])
    #expect(outcome.summary == "completed")
  }

  @Test func theLinterWarnsThatItIsListedTwice() async {
    let diagnostics = await Self.runtime().lint()

    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.severity == .warning)
    #expect(
      diagnostics.first?.message.hasPrefix(
        "Phrase “Ring the bell in Bell” of Bell › RingBellIntent is listed by two of its App Shortcuts"
      )
        == true)
  }
}
