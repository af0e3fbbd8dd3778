import ConversationRuntime
import Foundation
import Glibc

/// Plays a transcript's inputs into the UI, on one thread with curses: a thin caller of the one
/// ``TerminalLoop`` over a ``CaptureDriver``. The player's keys are stepped one at a time, the
/// runtime answers through the bridge, and every frame curses writes is handed to `emit` with
/// its time.
///
/// Headless (no keyboard), time is virtual: the typing and pauses add to it and nothing
/// sleeps, so a recording of minutes is made in a moment and comes out the same each run. On a
/// terminal, time is real, the pauses wait for a key with a cue in the footer (``cue``), and
/// the signal guard puts the terminal back however play ends (a quit signal stops it as Ctrl-C
/// does; a crash restores it).
///
/// Before each input, `mark` is given a marker's label ("turn 2: Order clam chowder…") and
/// its time. The inputs before `skipping` are given at once, without pauses or typing: going
/// back a turn plays the turns before it again on a fresh runtime.
struct PlaybackLoop {
  let bridge: ConversationBridge
  let inputs: [String]
  let options: PlaybackOptions
  let keyboard: RawKeyboard?
  var skipping = 0
  /// Whether ← can go back a turn (the caller can start again on a fresh runtime).
  var canGoBack = false
  let mark: (_ label: String, _ time: Double) -> Void
  let emit: (_ bytes: [UInt8], _ time: Double) -> Void

  /// What Siri seems to take to answer, in a headless recording.
  static let thinkingTime = 0.4

  /// The footer while play waits for the presenter's key.
  static let cue = "press a key · q quits · ← back"
  /// The footer while it waits, when there is no going back.
  static let cueWithoutBack = "press a key · q quits"

  /// How a playback ended.
  /// The milliseconds one wait for a key takes of `seconds` left: at least 1, at most a
  /// second, so a pause of any length (`--auto 1e9`) is waited in slices an `Int32` holds.
  static func slice(ofSeconds seconds: Double) -> Int32 {
    guard seconds.isFinite else { return 1_000 }
    return Int32(min(1_000, max(1, (seconds * 1000).rounded(.up))))
  }

  enum Outcome: Sendable {
    /// The transcript was played to its end, or stopped.
    case finished(TerminalSessionResult)
    /// The presenter went back: play again from the start, giving the inputs before `turn`
    /// at once, then waiting before input `turn`.
    case back(to: Int)
  }

  private enum Stop: Error {
    case quit(signal: Int32?)
    case back
  }

  /// A marker's label for input `index`: its number from 1 and the input, cut at a word with
  /// an ellipsis when long ("turn 1: Order clam chowder…").
  static func markerLabel(turn index: Int, input: String) -> String {
    let limit = 20
    let trimmed = input.trimmingCharacters(in: .whitespaces)
    guard trimmed.count > limit else { return "turn \(index + 1): \(trimmed)" }
    let head = trimmed.prefix(limit)
    let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
    return "turn \(index + 1): \(cut)…"
  }

  func run(initial: TerminalState) -> Result<Outcome, TerminalError> {
    let clock = PlaybackClock(isVirtual: keyboard == nil)
    let driver: CaptureDriver
    do throws(TerminalError) {
      // On a terminal the person's NO_COLOR holds; a headless recording is always in color.
      var environment = keyboard == nil ? [:] : ProcessInfo.processInfo.environment
      environment["TERM"] = options.terminalType
      environment["SIRISIM_MOUSE"] = "0"
      let emit = self.emit
      driver = try CaptureDriver(
        terminalType: options.terminalType, size: options.size, environment: environment
      ) { bytes in emit(bytes, clock.now) }
    } catch {
      return .failure(error)
    }
    if keyboard != nil { SignalGuard.cursesStarted() }
    var loop = TerminalLoop(
      state: initial, driver: driver, bridge: bridge, guardsCrashes: keyboard != nil)
    var signal: Int32?
    var next = 0

    /// Waits `seconds`; on a terminal, a key meanwhile is `q` or Ctrl-C (stop) or ignored.
    func wait(_ seconds: Double) throws(Stop) {
      guard let keyboard else {
        clock.advance(by: seconds)
        return
      }
      let end = clock.now + seconds
      while clock.now < end {
        if let key = keyboard.key(within: Self.slice(ofSeconds: end - clock.now)),
          let byte = key.first
        {
          try check(byte)
        }
        try checkSignal()
      }
    }

    /// Waits for a key on a terminal, or `autoDelay` seconds; nothing while skipping.
    func pause() throws(Stop) {
      if next < skipping { return }
      if let delay = options.autoDelay {
        try wait(delay)
        return
      }
      guard let keyboard else { return }
      loop.show(flash: Flash(canGoBack ? Self.cue : Self.cueWithoutBack))
      defer { loop.show(flash: nil) }
      while true {
        // A signal interrupts the wait for a key: it is taken, then the wait goes on.
        if let key = keyboard.key(within: 500), let byte = key.first {
          if RawKeyboard.isLeftArrow(key) {
            // ← before the first input has nothing to go back to: the wait goes on.
            if canGoBack, next > 0 { throw .back }
            continue
          }
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

    var backTo: Int?
    do throws(Stop) {
      while !loop.state.hasQuit {
        let events = bridge.inbox.drain()
        if !events.isEmpty {
          loop.step(events)
          continue
        }
        if loop.state.isBusy, loop.state.pane == nil {
          // Siri is working: her events wake the inbox.
          _ = driver.waitForInput(
            timeoutMilliseconds: 100, wakeDescriptor: bridge.inbox.wakeDescriptor)
          try checkSignal()
          continue
        }
        try pause()
        guard next < inputs.count else { break }
        let skipped = next < skipping
        if !skipped { mark(Self.markerLabel(turn: next, input: inputs[next]), clock.now) }
        for key in PlaybackPlanner(charactersPerSecond: options.charactersPerSecond)
          .keys(for: inputs[next], in: loop.state)
        {
          if !skipped {
            try wait(key.delay)
            // Siri seems to think before the frame that shows her answer is drawn.
            if key.key == .enter { clock.advance(by: Self.thinkingTime) }
          }
          loop.step([.key(key.key)])
        }
        next += 1
      }
    } catch {
      switch error {
      case .quit(let received): signal = received
      case .back: backTo = next - 1
      }
    }
    // The session ends as Ctrl-D ends it, with nothing more drawn.
    _ = loop.update([.key(.control("d"))])
    bridge.shutDown()
    driver.end()
    if let backTo { return .success(.back(to: backTo)) }
    return .success(.finished(loop.result(signal: signal)))
  }
}

/// The playback's time in seconds from its start: real, or advanced only by the script. A class:
/// the capture driver reads it to time each frame while the script advances it.
final class PlaybackClock {
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
  func advance(by seconds: Double) {
    if isVirtual { virtual += seconds }
  }
}
