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

    var next = 0
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
        for key in PlaybackPlanner(charactersPerSecond: options.charactersPerSecond)
          .keys(for: inputs[next], in: loop.state)
        {
          try wait(key.delay)
          // Siri seems to think before the frame that shows her answer is drawn.
          if key.key == .enter { clock.advance(by: Self.thinkingTime) }
          loop.step([.key(key.key)])
        }
        next += 1
      }
    } catch {
      if case .quit(let received) = error { signal = received }
    }
    // The session ends as Ctrl-D ends it, with nothing more drawn.
    _ = loop.update([.key(.control("d"))])
    bridge.shutDown()
    driver.end()
    return .success(loop.result(signal: signal))
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
