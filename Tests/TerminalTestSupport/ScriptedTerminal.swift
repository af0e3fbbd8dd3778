import ConversationRuntime
import ConversationTranscript
import SiriTerminal

/// The curses UI driven through the one ``TerminalLoop`` over a real runtime, without a
/// terminal: keys go in as events, one step each, frames go to a ``ScriptedDriver``, effects to
/// a ``ConversationBridge``, and the runtime's events come back through the bridge's inbox.
/// Shared by the UI's tests and the front-end conformance suite.
package struct ScriptedTerminal {
  private var loop: TerminalLoop
  /// The screen the frames are drawn on.
  package let driver: ScriptedDriver
  /// Every effect `update` returned, in order.
  public private(set) var effects: [TerminalEffect] = []
  /// Every event sent to the loop, in order: the keys and the runtime's news.
  public private(set) var events: [TerminalEvent] = []

  /// A UI over a runtime, at a size; with a recorder, the session is transcribed to it.
  package init(
    runtime: ConversationRuntime, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    recorder: TranscriptRecorder? = nil
  ) async {
    let bridge = ConversationBridge(runtime: runtime, recorder: recorder)
    let state = await TerminalSession.initialState(for: runtime, size: size)
    driver = ScriptedDriver(size: size)
    loop = TerminalLoop(state: state, driver: driver, bridge: bridge)
  }

  /// The UI's state.
  package var state: TerminalState { loop.state }

  /// The bridge to the runtime.
  package var bridge: ConversationBridge { loop.bridge }

  /// Steps the loop with one event.
  package mutating func send(_ event: TerminalEvent) {
    step([event])
  }

  /// Steps the loop with events read at one wake-up, as a paste arrives.
  package mutating func step(_ batch: [TerminalEvent]) {
    events += batch
    effects += loop.step(batch).effects
  }

  /// Presses keys in order, each handled on its own, then draws one frame (as the loop draws
  /// once for the keys of one wake-up).
  package mutating func press(_ keys: Key...) {
    handle(keys.map { .key($0) })
  }

  /// Types text, one key per character, then draws one frame.
  package mutating func type(_ text: String) {
    handle(text.map { .key(.character($0)) })
  }

  /// Sends events one at a time through the loop's `update`, then renders once: rendering a
  /// frame per key would cost the tests' time and show nothing more.
  private mutating func handle(_ batch: [TerminalEvent]) {
    var produced: [TerminalEffect] = []
    for event in batch { produced += loop.update([event]) }
    events += batch
    effects += produced
    loop.render(repainting: produced.contains(.redraw))
  }

  /// Types a line and presses Enter, then waits for Siri.
  package mutating func say(_ text: String) async {
    type(text)
    press(.enter)
    await settle()
  }

  /// Feeds the runtime's events to the loop until Siri waits for the person: a pane is open,
  /// or the turn is over.
  package mutating func settle() async {
    while true {
      let events = bridge.inbox.drain()
      if events.isEmpty {
        if state.pane != nil || !state.isBusy { return }
        await bridge.inbox.waitForEvents()
        continue
      }
      step(events)
    }
  }

  /// The frame on the screen: the one the loop drew last.
  package var frame: Frame { loop.frame }

  /// The frame after the terminal resized to `size`.
  package mutating func resized(to size: TerminalSize) -> Frame {
    driver.size = size
    send(.resized(size))
    return frame
  }

  /// What the session leaves, as the UI returns it when it ends.
  package func result(signal: Int32? = nil) -> TerminalSessionResult {
    loop.result(signal: signal)
  }
}
