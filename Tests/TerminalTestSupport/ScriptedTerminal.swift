import ConversationRuntime
import ConversationTranscript
import SiriTerminal

/// The curses UI's state driven through `update` over a real runtime, without a terminal: keys
/// go in as events, effects go to a ``ConversationBridge``, and the runtime's events come back
/// through the bridge's inbox. Shared by the UI's tests and the front-end conformance suite.
public struct ScriptedTerminal {
  /// The UI's state.
  public var state: TerminalState
  /// The bridge to the runtime.
  public let bridge: ConversationBridge
  /// Every effect `update` returned, in order.
  public private(set) var effects: [TerminalEffect] = []
  /// Every event sent to `update`, in order: the keys and the runtime's news.
  public private(set) var events: [TerminalEvent] = []

  /// A UI over a runtime, at a size; with a recorder, the session is transcribed to it.
  public init(
    runtime: ConversationRuntime, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    recorder: TranscriptRecorder? = nil
  ) async {
    bridge = ConversationBridge(runtime: runtime, recorder: recorder)
    state = await TerminalSession.initialState(for: runtime, size: size)
  }

  /// Applies an event and performs its effects.
  public mutating func send(_ event: TerminalEvent) {
    events.append(event)
    let produced = state.update(event)
    effects += produced
    for effect in produced { bridge.perform(effect) }
  }

  /// Presses keys in order.
  public mutating func press(_ keys: Key...) {
    for key in keys { send(.key(key)) }
  }

  /// Types text, one key per character.
  public mutating func type(_ text: String) {
    for character in text { send(.key(.character(character))) }
  }

  /// Types a line and presses Enter, then waits for Siri.
  public mutating func say(_ text: String) async {
    type(text)
    press(.enter)
    await settle()
  }

  /// Feeds the runtime's events to `update` until Siri waits for the person: a pane is open,
  /// or the turn is over.
  public mutating func settle() async {
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
  public var frame: Frame { TerminalRenderer.render(state, size: state.size) }

  /// The frame at another size, as after a resize.
  public mutating func resized(to size: TerminalSize) -> Frame {
    send(.resized(size))
    return frame
  }
}
