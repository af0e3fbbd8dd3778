import ConversationRuntime
import ConversationTranscript
import Foundation
import SafeFiles

/// The curses UI over a runtime: starts curses on its own thread, runs the UI loop until the
/// person quits (or a signal arrives), and returns the transcript.
package struct TerminalSession: Sendable {
  /// The runtime the UI talks to.
  package let runtime: ConversationRuntime
  /// The environment (`TERM`, `NO_COLOR`).
  package let environment: [String: String]
  /// A crash to cause on purpose when an utterance is sent, for the crash-handling tests.
  package let simulatedCrash: SimulatedCrash?
  /// Where the session is written as a transcript (`--record`, `:record`); `nil` refuses
  /// `:record`.
  package let recorder: TranscriptRecorder?
  /// Wraps the front end the runtime talks to, to add what the screen doesn't do (Siri's
  /// voice, `--speak`).
  package let decorate: @Sendable (any ConversationFrontEnd) -> any ConversationFrontEnd
  /// Whether the line under the input starts by showing what the typed words would do.
  package let preview: Bool

  /// A session over a runtime.
  package init(
    runtime: ConversationRuntime,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    recorder: TranscriptRecorder? = nil, simulatedCrash: SimulatedCrash? = nil,
    preview: Bool = true,
    decorate: @escaping @Sendable (any ConversationFrontEnd) -> any ConversationFrontEnd = { $0 }
  ) {
    self.runtime = runtime
    self.environment = environment
    self.recorder = recorder
    self.simulatedCrash = simulatedCrash
    self.decorate = decorate
    self.preview = preview
  }

  /// Whether the curses UI can run: standard input and output are terminals and `TERM` names
  /// one that can move the cursor (not `dumb`).
  package static func canRun(environment: [String: String]) -> Bool {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return false }
    guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return false }
    return true
  }

  /// The UI's first state for a runtime: its apps, tips from its App Shortcuts, and any
  /// problems loading phrase files.
  package static func initialState(
    for runtime: ConversationRuntime, size: TerminalSize = TerminalSize(columns: 80, rows: 24)
  ) async -> TerminalState {
    var tips: [String] = []
    for example in runtime.examplePhrases() where !tips.contains(example.phrase) {
      tips.append(example.phrase)
    }
    var state = TerminalState(
      size: size, apps: runtime.appNames, voiceOnly: runtime.options.voiceOnly, tips: tips)
    state.scrollback.append(contentsOf: runtime.diagnostics.map { .notice("\($0)", isError: true) })
    state.suggestion = ConversationBridge.suggestionTip(for: runtime)
    state.fixedTime = runtime.options.environment.clock.fixedTime
    state.isDeviceLocked = runtime.isDeviceLocked
    state.store = runtime.memory.map { memory in
      memory.storePath.map {
        TerminalRenderer.abbreviatingHome(
          in: $0, home: PersonPath.home(environment: ProcessInfo.processInfo.environment))
      } ?? "memory"
    }
    return state
  }

  /// Runs the UI until the person quits; the terminal is restored when it returns.
  package func run() async throws(TerminalError) -> TerminalSessionResult {
    let bridge = ConversationBridge(
      runtime: runtime, recorder: recorder, simulatedCrash: simulatedCrash, decorate: decorate)
    var state = await Self.initialState(for: runtime)
    state.isRecording = recorder?.path != nil
    state.showsPreview = preview
    let historyFile = HistoryFile(environment: environment)
    if let historyFile { state.history = InputHistory(entries: historyFile.load()) }
    let initial = state
    let environment = self.environment
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<TerminalSessionResult, TerminalError>, Never>) in
      let thread = Thread {
        continuation.resume(
          returning: TerminalLoop.run(bridge: bridge, initial: initial, environment: environment))
      }
      thread.name = "sirisim-ui"
      thread.start()
    }
    bridge.shutDown()
    var ended = try result.get()
    do {
      try historyFile?.save(ended.history)
    } catch {
      // Said after the UI closed, with the transcript: the session itself went fine.
      ended.historyProblem = error.message
    }
    return ended
  }
}
