import ConversationRuntime
import OpenAppIntents
import SiriSimApp
import SiriTerminal
import Testing

// An app whose intent takes as long as it is let to: it waits until its task is cancelled.

struct BrewTeaIntent: AppIntent {
  static let title: LocalizedStringResource = "Brew Tea"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await Task.sleep(for: .seconds(3600))
    return .result(dialog: "Your tea is ready.")
  }
}

struct TeaShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: BrewTeaIntent(), phrases: ["Brew tea with \(.applicationName)"])
  }
}

/// While an intent runs, the UI keeps taking keys, shows that Siri is thinking, and Esc stops
/// the intent.
@Suite(.timeLimit(.minutes(1)))
struct BusyIntentTests {
  @Test func keysStillWorkAndEscapeStopsTheIntent() async {
    let runtime = await ConversationRuntime(
      apps: [
        AppManifest(
          displayName: "Teapot", shortcutsProvider: TeaShortcuts.self, intents: [BrewTeaIntent.self]
        )
      ])
    let bridge = ConversationBridge(runtime: runtime)
    var state = await TerminalSession.initialState(for: runtime)
    func send(_ event: TerminalEvent) {
      for effect in state.update(event) { bridge.perform(effect) }
    }
    for character in "Brew tea with Teapot" { send(.key(.character(character))) }
    send(.key(.enter))
    // The runtime says it understood; the intent is now running.
    await bridge.inbox.waitForEvents()
    for event in bridge.inbox.drain() { send(event) }
    #expect(state.isBusy)
    send(.tick)
    #expect(TerminalRenderer.render(state, size: state.size).text.contains("⠙ thinking…"))
    // Keys typed meanwhile are held for what comes next, and shown.
    for character in "next" { send(.key(.character(character))) }
    send(.key(.backspace))
    send(.key(.enter))
    #expect(state.input.text == "")
    let frame = TerminalRenderer.render(state, size: state.size)
    #expect(frame.rowText(22).contains("typed ahead: nex ⏎"))
    #expect(frame.rowText(23).hasPrefix(" Esc stop"))
    // Esc stops the intent; what was typed comes back to the input line, not sent.
    send(.key(.escape))
    while state.isBusy {
      await bridge.inbox.waitForEvents()
      for event in bridge.inbox.drain() { send(event) }
    }
    #expect(state.scrollback.last == .siri(text: "Cancelled.", snippet: nil, isError: false))
    #expect(state.input.text == "nex")
  }
}
