import ConversationRuntime
import Foundation
import TextSafety

/// Plays a transcript's inputs in the curses UI, as a person would type them: for an audience
/// on a terminal (`sirisim play`), or headless into an asciicast recording (`--cast`).
public enum TerminalPlayback {
  /// Plays on this terminal: what curses draws is shown, and written to `cast` too when given.
  /// Pauses wait for a key (any key goes on; `q` stops, Ctrl-C stops with SIGINT's status)
  /// unless `options.autoDelay` is set.
  public static func play(
    runtime: ConversationRuntime, inputs: [String], options: PlaybackOptions,
    cast: AsciicastWriter? = nil
  ) async throws(TerminalError) -> TerminalSessionResult {
    try await run(runtime: runtime, inputs: inputs, options: options, onTerminal: true) {
      bytes, time in
      DescriptorOutput.write(bytes: bytes, to: STDOUT_FILENO)
      cast?.output(bytes, at: time)
    }
  }

  /// Plays headless, without a terminal, into an asciicast recording; time is virtual, so the
  /// recording plays at the typing speed but is made at once.
  public static func cast(
    runtime: ConversationRuntime, inputs: [String], options: PlaybackOptions,
    to cast: AsciicastWriter
  ) async throws(TerminalError) -> TerminalSessionResult {
    var headless = options
    headless.autoDelay = headless.autoDelay ?? 1
    return try await run(runtime: runtime, inputs: inputs, options: headless, onTerminal: false) {
      bytes, time in
      cast.output(bytes, at: time)
    }
  }

  private static func run(
    runtime: ConversationRuntime, inputs: [String], options: PlaybackOptions, onTerminal: Bool,
    emit: @escaping @Sendable ([UInt8], Double) -> Void
  ) async throws(TerminalError) -> TerminalSessionResult {
    let bridge = ConversationBridge(runtime: runtime)
    let initial = await TerminalSession.initialState(for: runtime, size: options.size)
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<TerminalSessionResult, TerminalError>, Never>) in
      let thread = Thread {
        if onTerminal {
          SignalGuard.addAlternateStack()
          SignalGuard.install(
            terminalDescriptor: STDIN_FILENO, wakeDescriptor: bridge.inbox.wakeWriteDescriptor)
        }
        let keyboard = onTerminal ? RawKeyboard() : nil
        let loop = PlaybackLoop(
          bridge: bridge, inputs: inputs, options: options, keyboard: keyboard, emit: emit)
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
