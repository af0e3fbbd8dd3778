import ConversationRuntime
import Foundation
import TextSafety

/// Plays a transcript's inputs in the curses UI, as a person would type them: for an audience
/// on a terminal (`sirisim play`), or headless into an asciicast recording (`--cast`).
///
/// A recording draws on the main screen (``CastScreen``), so it ends on the conversation's last
/// frame, and has a marker at each "You:" line ("turn 2: Order clam chowder…").
package enum TerminalPlayback {
  /// Plays on this terminal: what curses draws is shown, and written to `cast` too when given.
  /// Pauses wait for a key unless `options.autoDelay` is set, the footer saying so ("press a
  /// key · q quits · ← back"): any key goes on, `q` stops, Ctrl-C stops with SIGINT's status,
  /// and ← goes back a turn when `restart` is given: the turns before it are played again at
  /// once on the fresh runtime `restart` makes.
  package static func play(
    runtime: ConversationRuntime, inputs: [String], options: PlaybackOptions,
    cast: AsciicastWriter? = nil,
    restart: (@Sendable () async -> ConversationRuntime?)? = nil
  ) async throws(TerminalError) -> TerminalSessionResult {
    var runtime = runtime
    var skipping = 0
    while true {
      let outcome = try await run(
        runtime: runtime, inputs: inputs, options: options, onTerminal: true,
        skipping: skipping, canGoBack: restart != nil,
        mark: { label, time in cast?.marker(label, at: time) },
        emit: { bytes, time in
          DescriptorOutput.write(bytes: bytes, to: STDOUT_FILENO)
          cast?.output(CastScreen.mainScreen(bytes), at: time)
        })
      switch outcome {
      case .finished(let result):
        cast?.exit(status: exitStatus(result))
        return result
      case .back(let turn):
        guard let fresh = await restart?() else {
          throw TerminalError("Cannot start the transcript again to go back a turn.")
        }
        runtime = fresh
        skipping = turn
      }
    }
  }

  /// Plays headless, without a terminal, into an asciicast recording; time is virtual, so the
  /// recording plays at the typing speed but is made at once.
  package static func cast(
    runtime: ConversationRuntime, inputs: [String], options: PlaybackOptions,
    to cast: AsciicastWriter
  ) async throws(TerminalError) -> TerminalSessionResult {
    var headless = options
    headless.autoDelay = headless.autoDelay ?? 1
    let outcome = try await run(
      runtime: runtime, inputs: inputs, options: headless, onTerminal: false, skipping: 0,
      canGoBack: false, mark: { label, time in cast.marker(label, at: time) },
      emit: { bytes, time in cast.output(CastScreen.mainScreen(bytes), at: time) })
    guard case .finished(let result) = outcome else {
      throw TerminalError("A headless recording cannot go back a turn.")
    }
    cast.exit(status: exitStatus(result))
    return result
  }

  /// The status a session's end means: 0, or 128 + the signal that stopped it.
  static func exitStatus(_ result: TerminalSessionResult) -> Int32 {
    result.signal.map { 128 + $0 } ?? 0
  }

  private static func run(
    runtime: ConversationRuntime, inputs: [String], options: PlaybackOptions, onTerminal: Bool,
    skipping: Int, canGoBack: Bool,
    mark: @escaping @Sendable (String, Double) -> Void,
    emit: @escaping @Sendable ([UInt8], Double) -> Void
  ) async throws(TerminalError) -> PlaybackLoop.Outcome {
    let bridge = ConversationBridge(runtime: runtime)
    let initial = await TerminalSession.initialState(for: runtime, size: options.size)
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<PlaybackLoop.Outcome, TerminalError>, Never>) in
      let thread = Thread {
        if onTerminal {
          SignalGuard.addAlternateStack()
          SignalGuard.install(
            terminalDescriptor: STDIN_FILENO, wakeDescriptor: bridge.inbox.wakeWriteDescriptor)
        }
        let keyboard = onTerminal ? RawKeyboard() : nil
        let loop = PlaybackLoop(
          bridge: bridge, inputs: inputs, options: options, keyboard: keyboard,
          skipping: skipping, canGoBack: canGoBack, mark: mark, emit: emit)
        let result = loop.run(initial: initial)
        keyboard?.restore()
        if onTerminal { SignalGuard.remove() }
        continuation.resume(returning: result)
      }
      thread.name = "sirisim-play"
      thread.start()
    }
    bridge.shutDown()
    return try result.get()
  }
}
