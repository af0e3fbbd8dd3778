import ConversationRuntime
import Foundation
import Glibc

/// Plays a transcript's inputs into the UI, on one thread with curses: the player's keys go to
/// `update`, the runtime answers through the bridge, and every frame curses writes is handed
/// to `emit` with its time.
///
/// Headless (no keyboard), time is virtual: the typing and pauses add to it and nothing
/// sleeps, so a recording of minutes is made in a moment and comes out the same each run. On a
/// terminal, time is real, the pauses wait for a key, and the signal guard puts the terminal
/// back however play ends (a quit signal stops it as Ctrl-C does; a crash restores it).
struct PlaybackLoop {
  let bridge: ConversationBridge
  let inputs: [String]
  let options: PlaybackOptions
  let keyboard: RawKeyboard?
  let emit: (_ bytes: [UInt8], _ time: Double) -> Void

  /// What Siri seems to take to answer, in a headless recording.
  static let thinkingTime = 0.4

  private enum Stop: Error {
    case quit(signal: Int32?)
  }

  func run(initial: TerminalState) -> Result<TerminalSessionResult, TerminalError> {
    let capture: CursesCapture
    let driver: CursesDriver
    do throws(TerminalError) {
      capture = try CursesCapture()
      // On a terminal the person's NO_COLOR holds; a headless recording is always in color.
      var environment = keyboard == nil ? [:] : ProcessInfo.processInfo.environment
      environment["TERM"] = options.terminalType
      environment["SIRISIM_MOUSE"] = "0"
      driver = try CursesDriver(
        terminalType: options.terminalType, output: capture.output, input: capture.input,
        environment: environment)
    } catch {
      return .failure(error)
    }
    driver.resize(to: options.size)
    var clock = PlaybackClock(isVirtual: keyboard == nil)
    var state = initial
    state.size = options.size
    var frame = TerminalRenderer.render(state, size: state.size)
    var signal: Int32?

    func show() {
      let next = TerminalRenderer.render(state, size: state.size)
      if next != frame {
        driver.draw(next)
        frame = next
      }
      emit(capture.take(), clock.now)
    }

    func apply(_ event: TerminalEvent) {
      for effect in state.update(event) {
        switch effect {
        case .redraw, .quit: break
        default: bridge.perform(effect)
        }
      }
    }

    /// Waits `seconds`; on a terminal, a key meanwhile is `q` or Ctrl-C (stop) or ignored.
    func wait(_ seconds: Double) throws(Stop) {
      guard let keyboard else {
        clock.advance(by: seconds)
        return
      }
      let end = clock.now + seconds
      while clock.now < end {
        let left = Int32(max(1, ((end - clock.now) * 1000).rounded(.up)))
        if let byte = keyboard.key(within: left) { try check(byte) }
        try checkSignal()
      }
    }

    /// Waits for a key on a terminal, or `autoDelay` seconds.
    func pause() throws(Stop) {
      if let delay = options.autoDelay {
        try wait(delay)
        return
      }
      guard let keyboard else { return }
      while true {
        // A signal interrupts the wait for a key: it is taken, then the wait goes on.
        if let byte = keyboard.key(within: 500) {
          try check(byte)
          return
        }
        try checkSignal()
      }
    }

    /// SIGINT, SIGTERM or SIGHUP on a terminal stops the playback as the UI stops.
    func checkSignal() throws(Stop) {
      if keyboard != nil, let received = SignalGuard.takeSignal() {
        throw .quit(signal: received)
      }
    }

    func check(_ byte: UInt8) throws(Stop) {
      switch byte {
      case 0x03: throw .quit(signal: SIGINT)
      case 0, UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x04: throw .quit(signal: nil)
      default: break
      }
    }

    if keyboard != nil { SignalGuard.cursesStarted() }
    driver.draw(frame)
    emit(capture.take(), clock.now)
    var next = 0
    do throws(Stop) {
      while !state.hasQuit {
        let events = bridge.inbox.drain()
        if !events.isEmpty {
          for event in events { apply(event) }
          show()
          continue
        }
        if state.isBusy, state.pane == nil {
          // Siri is working: her events wake the inbox.
          var descriptor = pollfd(
            fd: bridge.inbox.wakeDescriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&descriptor, 1, 100)
          try checkSignal()
          continue
        }
        if keyboard != nil { SignalGuard.setCrashTranscript(state.transcript.plainLines) }
        try pause()
        guard next < inputs.count else { break }
        for key in PlaybackPlanner(charactersPerSecond: options.charactersPerSecond)
          .keys(for: inputs[next], in: state)
        {
          try wait(key.delay)
          apply(.key(key.key))
          if key.key == .enter { clock.advance(by: Self.thinkingTime) }
          show()
        }
        next += 1
      }
    } catch {
      if case .quit(let received) = error { signal = received }
    }
    apply(.key(.control("d")))
    bridge.shutDown()
    driver.end()
    emit(capture.take(), clock.now)
    return .success(
      TerminalSessionResult(
        transcript: state.transcript, signal: signal, history: state.history.entries))
  }
}

/// The playback's time in seconds from its start: real, or advanced only by the script.
struct PlaybackClock {
  let isVirtual: Bool
  private var virtual = 0.0
  private let start = ContinuousClock.now

  init(isVirtual: Bool) { self.isVirtual = isVirtual }

  var now: Double {
    guard !isVirtual else { return virtual }
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// Adds to a virtual clock; a real one moves by itself (the thinking pause is real there).
  mutating func advance(by seconds: Double) {
    if isVirtual { virtual += seconds }
  }
}
