import ConversationRuntime
import Foundation
import OpenAppIntents
import SiriTerminal
import SoupChef

/// The curses UI's state driven through `update`, over the real Soup Chef app and runtime,
/// without a terminal: keys go in as events, effects go to a ``ConversationBridge``, and the
/// runtime's events come back through the bridge's inbox.
struct SoupChefUI {
  static let environment = IntentEnvironment.fixed(
    now: Date(timeIntervalSince1970: 1_790_000_000))

  var state: TerminalState
  let bridge: ConversationBridge
  /// Every effect `update` returned, in order.
  var effects: [TerminalEffect] = []

  init(size: TerminalSize = TerminalSize(columns: 80, rows: 24), voiceOnly: Bool = false) async {
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest(environment: Self.environment)],
      options: ConversationRuntime.Options(voiceOnly: voiceOnly, environment: Self.environment))
    bridge = ConversationBridge(runtime: runtime)
    state = await TerminalSession.initialState(for: runtime, size: size)
  }

  /// Applies an event and performs its effects.
  mutating func send(_ event: TerminalEvent) {
    let produced = state.update(event)
    effects += produced
    for effect in produced { bridge.perform(effect) }
  }

  /// Presses keys in order.
  mutating func press(_ keys: Key...) {
    for key in keys { send(.key(key)) }
  }

  /// Types text, one key per character.
  mutating func type(_ text: String) {
    for character in text { send(.key(.character(character))) }
  }

  /// Types a line and presses Enter, then waits for Siri.
  mutating func say(_ text: String) async {
    type(text)
    press(.enter)
    await settle()
  }

  /// Feeds the runtime's events to `update` until Siri waits for the person: a pane is open,
  /// or the turn is over.
  mutating func settle() async {
    while true {
      let events = bridge.inbox.drain()
      if events.isEmpty {
        if state.pane != nil || !state.isBusy { return }
        await bridge.inbox.waitForEvents()
        continue
      }
      for event in events { send(event) }
    }
  }

  /// The frame at the state's size.
  var frame: Frame { TerminalRenderer.render(state, size: state.size) }

  /// The frame at another size, as after a resize.
  mutating func resized(to size: TerminalSize) -> Frame {
    send(.resized(size))
    return frame
  }
}
