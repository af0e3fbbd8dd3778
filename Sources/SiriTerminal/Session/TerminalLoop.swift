import Glibc

/// The one terminal loop: events in, `update`, the effects performed, the frame rendered and
/// drawn when it changed. The curses UI (``run(bridge:initial:environment:)``), `sirisim play`
/// and casts (``PlaybackLoop``) and the tests' `ScriptedTerminal` are thin callers that differ
/// only in where events come from and which ``TerminalDriver`` shows the frames.
package struct TerminalLoop {
  /// What one step did.
  package struct Step: Sendable, Equatable {
    /// The frame on the screen after the step.
    package var frame: Frame
    /// What `update` asked for, in order (the conversation's effects are performed already).
    package var effects: [TerminalEffect]
  }

  /// The UI's state.
  package private(set) var state: TerminalState
  /// The screen.
  package let driver: any TerminalDriver
  /// Performs the effects that run the conversation.
  package let bridge: ConversationBridge
  /// The frame last drawn.
  package private(set) var frame: Frame
  /// Whether the session ended with the interrupt key (Ctrl-C, read as a key in raw mode),
  /// which ends the UI as SIGINT does.
  package private(set) var quitWithInterruptKey = false
  /// Whether what a crash prints (``SignalGuard``) is kept up to date: on a terminal.
  private let guardsCrashes: Bool
  private var crashTranscriptVersion = -1

  /// Starts the loop: the state takes the driver's size and the first frame is drawn.
  package init(
    state: TerminalState, driver: any TerminalDriver, bridge: ConversationBridge,
    guardsCrashes: Bool = false
  ) {
    var state = state
    state.size = driver.size
    self.state = state
    self.driver = driver
    self.bridge = bridge
    self.guardsCrashes = guardsCrashes
    frame = TerminalRenderer.render(state, size: state.size)
    driver.draw(frame)
  }

  /// Handles a batch of events (one wake-up's worth) and draws one frame for all of them, so a
  /// paste costs one frame. Nothing is drawn once the person has quit.
  @discardableResult
  package mutating func step(_ events: [TerminalEvent]) -> Step {
    let effects = update(events)
    return Step(frame: render(repainting: effects.contains(.redraw)), effects: effects)
  }

  /// Renders the state and draws the frame when it changed, or whole when `repainting`
  /// (Ctrl-L); returns the frame on the screen. Nothing is drawn once the person has quit.
  @discardableResult
  package mutating func render(repainting: Bool = false) -> Frame {
    guard !state.hasQuit else { return frame }
    let next = TerminalRenderer.render(state, size: state.size)
    if repainting { driver.invalidate() }
    if repainting || next != frame {
      driver.draw(next)
      frame = next
    }
    return frame
  }

  /// Shows a message in the footer in place of the key hints (or the hints again for `nil`),
  /// and draws it: the cue `sirisim play` shows while it waits for the presenter's key.
  package mutating func show(flash: Flash?) {
    guard state.flash != flash else { return }
    state.flash = flash
    render()
  }

  /// Handles a batch of events without drawing: a quit first and alone, runs of typing joined
  /// (``TerminalEvent/coalescingTyping(_:)``), nothing after a quit; then the effects are
  /// performed. Returns the effects.
  package mutating func update(_ events: [TerminalEvent]) -> [TerminalEffect] {
    var effects: [TerminalEffect] = []
    for event in TerminalEvent.coalescingTyping(Self.prioritizingQuit(events))
    where !state.hasQuit {
      effects += state.update(event)
      if state.hasQuit, event == .key(.control("c")) { quitWithInterruptKey = true }
    }
    // What a crash prints is brought up to date (once per step) before the runtime is handed
    // anything that could crash.
    if guardsCrashes, state.scrollback.version != crashTranscriptVersion {
      SignalGuard.setCrashTranscript(state.scrollback.plainLines)
      crashTranscriptVersion = state.scrollback.version
    }
    for effect in effects {
      switch effect {
      case .redraw, .quit: break
      default: bridge.perform(effect)
      }
    }
    // What the typed words would do, read in this step so that the frame drawn for a key
    // shows it (the matcher answers in well under a millisecond).
    if let typed = state.wantedPreview, state.preview?.typed != typed {
      _ = state.update(.preview(typed: typed, bridge.runtime.preview(typed)))
    }
    return effects
  }

  /// What the session leaves: its transcript, history, and the signal that ended it (SIGINT
  /// for the interrupt key when no signal is given).
  package func result(signal: Int32?) -> TerminalSessionResult {
    TerminalSessionResult(
      scrollback: state.scrollback, signal: signal ?? (quitWithInterruptKey ? SIGINT : nil),
      history: state.history.entries)
  }

  /// The events of one wake-up in the order to handle them: a quit (a signal, a hang-up, or a
  /// key bound to quit such as Ctrl-C) comes alone and first, so it never waits behind the
  /// keys of a paste typed before it.
  static func prioritizingQuit(_ events: [TerminalEvent], keyMap: KeyMap = .standard)
    -> [TerminalEvent]
  {
    let quit = events.first { event in
      switch event {
      case .interrupted: return true
      case .key(let key): return keyMap.action(for: key, in: [.everywhere]) == .quit
      default: return false
      }
    }
    return quit.map { [$0] } ?? events
  }
}
