import Foundation
import Glibc

extension TerminalLoop {
  /// How often the thinking indicator advances while Siri is busy.
  static let tickInterval = Duration.milliseconds(120)

  /// The most keys read and handled before a frame is drawn.
  static let maxKeysPerFrame = 16_384

  /// The curses UI, on the calling thread (the UI thread): installs the signal guard, starts
  /// curses on the terminal, runs ``runInRealTime(driver:bridge:initial:guardsCrashes:)``, and
  /// puts the terminal back however it ends.
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
    var result = runInRealTime(
      driver: driver, bridge: bridge, initial: initial, guardsCrashes: true)
    driver.end()
    SignalGuard.remove()
    result.terminalProblem = driver.endNote
    return .success(result)
  }

  /// The loop in real time over any driver: waits for keys, signals or the runtime's events,
  /// and steps with everything that is waiting (the thinking indicator ticks while Siri is
  /// busy); ends when the person quits, a quit signal arrives or the input hangs up. Shuts the
  /// bridge down; the driver is left for the caller to end.
  static func runInRealTime(
    driver: any TerminalDriver, bridge: ConversationBridge, initial: TerminalState,
    guardsCrashes: Bool
  ) -> TerminalSessionResult {
    var loop = TerminalLoop(
      state: initial, driver: driver, bridge: bridge, guardsCrashes: guardsCrashes)
    var signal: Int32?
    let clock = ContinuousClock()
    var lastTick = clock.now
    while !loop.state.hasQuit {
      let hungUp = driver.waitForInput(
        timeoutMilliseconds: loop.state.isBusy && loop.state.pane == nil ? 50 : 1000,
        wakeDescriptor: bridge.inbox.wakeDescriptor)
      // Every key waiting is read and handled before one render, so a paste costs one frame.
      var events = driver.readEvents(limit: maxKeysPerFrame)
      if hungUp { events.append(.interrupted) }
      let continued = SignalGuard.takeContinued()
      if continued {
        driver.resumeAfterStop()
        events.append(.resized(driver.size))
      }
      if let received = SignalGuard.takeSignal() {
        signal = received
        events.append(.interrupted)
      }
      events += bridge.inbox.drain()
      if loop.state.isBusy, clock.now - lastTick >= tickInterval {
        events.append(.tick)
        lastTick = clock.now
      }
      loop.step(events)
      // Whatever a shell wrote while the UI was stopped is on the screen: all of it is drawn
      // again, even when the UI's own frame did not change.
      if continued { loop.render(repainting: true) }
    }
    bridge.shutDown()
    return loop.result(signal: signal)
  }
}
