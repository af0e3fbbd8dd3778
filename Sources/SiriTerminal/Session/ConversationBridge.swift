import ConversationRuntime
import ConversationSession
import ConversationTranscript
import Locking

/// Performs the effects `update` asks for against the runtime: starts turns in a task,
/// answers prompts, cancels, switches voice-only mode. Posts `.turnFinished` when a turn ends.
package final class ConversationBridge: Sendable {
  /// The runtime.
  package let runtime: ConversationRuntime
  /// The inbox the UI loop reads.
  package let inbox: TerminalInbox
  /// The front end the UI answers through.
  package let frontEnd: TerminalFrontEnd
  /// Where the session is written as a transcript, for `--record` and `:record`; `nil`
  /// records nothing.
  package let recorder: TranscriptRecorder?
  /// The front end the runtime talks to: ``frontEnd``, transcribed when there is a recorder,
  /// and decorated as the session asks.
  private let conversationFrontEnd: any ConversationFrontEnd
  private let turn = Locked<Task<Void, Never>?>(nil)
  /// The work handed over last (a turn or a command), which the next waits for.
  private let lastWork = Locked<Task<Void, Never>?>(nil)
  /// The last utterance sent, for `:why`.
  private let lastUtterance = Locked<String?>(nil)
  /// Where turns run: a thread with an alternate signal stack.
  private let executor = TurnExecutor()
  private let simulatedCrash: SimulatedCrash?

  /// A bridge over a runtime, with a new inbox and front end. With `simulatedCrash`, sending
  /// an utterance crashes the turn's thread on purpose (for the crash-handling tests);
  /// `decorate` wraps the front end the runtime talks to (Siri's voice).
  package init(
    runtime: ConversationRuntime, inbox: TerminalInbox = TerminalInbox(),
    recorder: TranscriptRecorder? = nil, simulatedCrash: SimulatedCrash? = nil,
    decorate: (any ConversationFrontEnd) -> any ConversationFrontEnd = { $0 }
  ) {
    self.runtime = runtime
    self.inbox = inbox
    self.simulatedCrash = simulatedCrash
    self.recorder = recorder
    let frontEnd = TerminalFrontEnd(inbox: inbox)
    self.frontEnd = frontEnd
    conversationFrontEnd = decorate(
      recorder.map { TranscribingFrontEnd(frontEnd, recorder: $0) } ?? frontEnd)
  }

  /// Performs the effects that concern the runtime; `.redraw` and `.quit` are the driver's.
  package func perform(_ effect: TerminalEffect) {
    switch effect {
    case .send(let utterance):
      if let crash = simulatedCrash {
        startTurn { _, _ in SignalGuard.simulate(crash) }
        return
      }
      lastUtterance.withLock { $0 = utterance }
      let recorder = self.recorder
      startTurn { runtime, frontEnd in
        // Written when it runs, after the commands typed before it (`:stop`) have.
        recorder?.typed(utterance)
        return await runtime.handle(utterance, with: frontEnd)
      }
    case .command(let command):
      run(command)
    case .reply(let id, let reply):
      frontEnd.resolve(id, with: reply)
    case .cancelTurn:
      turn.withLock { $0?.cancel() }
    case .setRecordingSize(let size):
      recorder?.updateHeader { header in
        header.width = min(max(size.columns, 20), 500)
        header.height = min(max(size.rows, 8), 200)
      }
    case .redraw, .quit:
      break
    }
  }

  /// The idle tip for Siri's top suggestion now, if any.
  package static func suggestionTip(for runtime: ConversationRuntime) -> String? {
    guard let top = try? runtime.suggestions(limit: 1).first else { return nil }
    return SuggestionReport.tip(top, readable: runtime.readableSummary(of: top))
  }

  /// Ends the session: cancels the running turn and every waiting prompt.
  package func shutDown() {
    frontEnd.close()
    turn.withLock { $0?.cancel() }
  }

  deinit { shutDown() }

  /// Runs a `:` command where turns run, after the work handed over before it. One that may
  /// start a turn runs as an utterance does (Esc stops it; `.turnFinished` ends it); the others
  /// post their notices, then `.commandFinished`.
  private func run(_ command: SessionCommand) {
    let context = CommandContext(
      runtime: runtime, lastUtterance: lastUtterance.withLock { $0 }, recording: recorder)
    let recorder = self.recorder
    let inbox = self.inbox
    let body: Work = { runtime, frontEnd in
      switch await command.run(in: context) {
      case .turn(let turn):
        recorder?.typed(turn.typedLine)
        await turn.run(on: runtime, with: frontEnd)
        return Self.turnFinished(runtime)
      case .notices(let lines, let isError):
        if case .setVoiceOnly(let isOn?) = command.screenEffect, let recorder {
          // The UI's recording keeps the conversation alone, but this switch changes what Siri
          // says: written as plain mode reads and answers it, so the replay switches too.
          recorder.typed(":voice-only \(isOn ? "on" : "off")")
          for line in lines { recorder.notice(line) }
        }
        inbox.post(.notices(lines, isError: isError))
        if command.isRecordingCommand { inbox.post(.recording(recorder?.path != nil)) }
        inbox.post(.deviceLocked(runtime.isDeviceLocked))
        return command.mayStartTurn ? [.turnFinished] : [.commandFinished]
      case .apps(let guide):
        inbox.post(.notices(guide.lines, isError: false))
        return command.mayStartTurn ? [.turnFinished] : [.commandFinished]
      case .quit:
        return command.mayStartTurn ? [.turnFinished] : [.commandFinished]
      }
    }
    startTask(body, isTurn: command.mayStartTurn)
  }

  private func startTurn(
    _ body:
      @escaping @Sendable (ConversationRuntime, any ConversationFrontEnd) async ->
      ConversationOutcome
  ) {
    startTask(
      { runtime, frontEnd in
        _ = await body(runtime, frontEnd)
        return Self.turnFinished(runtime)
      }, isTurn: true)
  }

  /// What the UI hears when a turn ends: the new suggestion tip, then that the turn is over.
  private static func turnFinished(_ runtime: ConversationRuntime) -> [TerminalEvent] {
    [
      .suggestion(suggestionTip(for: runtime)), .deviceLocked(runtime.isDeviceLocked),
      .turnFinished,
    ]
  }

  /// The work of a turn or a command, with the events to post once it is done.
  private typealias Work =
    @Sendable (ConversationRuntime, any ConversationFrontEnd) async -> [TerminalEvent]

  /// Starts work on the turns' thread once the work handed over before it is done, so that
  /// answers come in the order things were typed. A turn's task is the one Esc cancels; the
  /// events the work returns are posted once it no longer is.
  private func startTask(_ body: @escaping Work, isTurn: Bool) {
    let runtime = self.runtime
    let frontEnd = conversationFrontEnd
    let inbox = self.inbox
    // The task is stored under the lock it clears when done, so a quick turn cannot finish
    // before it is stored. It holds the bridge weakly: a bridge let go of ends its turn.
    turn.withLock { current in
      let previous = lastWork.withLock { $0 }
      let task = Task(executorPreference: executor) { [weak self] in
        await previous?.value
        let finished = await body(runtime, frontEnd)
        if isTurn { self?.turn.withLock { $0 = nil } }
        for event in finished { inbox.post(event) }
      }
      lastWork.withLock { $0 = task }
      if isTurn { current = task }
    }
  }
}
