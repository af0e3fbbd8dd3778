import Foundation
import Glibc

/// The UI loop, on the UI thread: waits for keys, signals or runtime events; feeds them to
/// `update`; performs the effects; renders and draws when the frame changed.
enum TerminalLoop {
  /// How often the thinking indicator advances while Siri is busy.
  static let tickInterval = Duration.milliseconds(120)

  static func run(
    bridge: ConversationBridge, initial: TerminalState, environment: [String: String]
  ) -> Result<TerminalSessionResult, TerminalError> {
    SignalGuard.addAlternateStack()
    SignalGuard.install(
      terminalDescriptor: STDIN_FILENO, wakeDescriptor: bridge.inbox.wakeWriteDescriptor)
    let driver: CursesDriver
    do throws(TerminalError) {
      guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r") else {
        throw TerminalError("Cannot open the terminal's input and output.")
      }
      driver = try CursesDriver(
        terminalType: nil, output: output, input: input, environment: environment)
    } catch {
      SignalGuard.remove()
      return .failure(error)
    }
    SignalGuard.cursesStarted()
    defer {
      driver.end()
      SignalGuard.remove()
    }

    var state = initial
    state.size = driver.size
    var frame = TerminalRenderer.render(state, size: state.size)
    driver.draw(frame)
    var signal: Int32?
    let clock = ContinuousClock()
    var lastTick = clock.now
    var crashTranscriptVersion = -1
    while !state.hasQuit {
      let hungUp = wait(
        timeoutMilliseconds: state.isBusy && state.pane == nil ? 50 : 1000,
        wake: bridge.inbox.wakeDescriptor)
      // Every key waiting is read and handled before one render, so a paste costs one frame.
      var events = driver.readEvents(limit: maxKeysPerFrame)
      if hungUp { events.append(.interrupted) }
      if let received = SignalGuard.takeSignal() {
        signal = received
        events.append(.interrupted)
      }
      events += bridge.inbox.drain()
      if state.isBusy, clock.now - lastTick >= tickInterval {
        events.append(.tick)
        lastTick = clock.now
      }
      var repaint = false
      var effects: [TerminalEffect] = []
      for event in TerminalEvent.coalescingTyping(prioritizingQuit(events)) where !state.hasQuit {
        effects += state.update(event)
        // Ctrl-C, the interrupt key (read as a key here), ends the UI as SIGINT does.
        if state.hasQuit, event == .key(.control("c")) { signal = signal ?? SIGINT }
      }
      // What a crash prints is brought up to date (once per wake-up) before the runtime is
      // handed anything that could crash.
      if state.transcript.version != crashTranscriptVersion {
        SignalGuard.setCrashTranscript(state.transcript.plainLines)
        crashTranscriptVersion = state.transcript.version
      }
      for effect in effects {
        switch effect {
        case .redraw: repaint = true
        case .quit: break
        default: bridge.perform(effect)
        }
      }
      guard !state.hasQuit else { break }
      let next = TerminalRenderer.render(state, size: state.size)
      if repaint { driver.invalidate() }
      if repaint || next != frame {
        driver.draw(next)
        frame = next
      }
    }
    bridge.shutDown()
    return .success(
      TerminalSessionResult(
        transcript: state.transcript, signal: signal, history: state.history.entries))
  }

  /// The most keys read and handled before a frame is drawn.
  static let maxKeysPerFrame = 16_384

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

  /// Sleeps until a key, a wake-up byte or the timeout; returns whether the terminal is gone
  /// (its input hung up), so that the loop ends instead of spinning.
  private static func wait(timeoutMilliseconds: Int32, wake: Int32) -> Bool {
    var descriptors = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds) > 0 else {
      return false
    }
    let gone = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
    return descriptors[0].revents & gone != 0
  }
}
