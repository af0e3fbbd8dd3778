import ConversationCommands
import ConversationRuntime
import ConversationTranscript
import Locking

/// Performs the effects `update` asks for against the runtime: starts turns in a task,
/// answers prompts, cancels, switches voice-only mode. Posts `.turnFinished` when a turn ends.
public final class ConversationBridge: Sendable {
  /// The runtime.
  public let runtime: ConversationRuntime
  /// The inbox the UI loop reads.
  public let inbox: TerminalInbox
  /// The front end the UI answers through.
  public let frontEnd: TerminalFrontEnd
  /// Where the session is written as a transcript, for `--record` and `:record`; `nil`
  /// records nothing.
  public let recorder: TranscriptRecorder?
  /// The front end the runtime talks to: ``frontEnd``, transcribed when there is a recorder.
  private let conversationFrontEnd: any ConversationFrontEnd
  private let turn = Locked<Task<Void, Never>?>(nil)
  /// The last utterance sent, for `:why`.
  private let lastUtterance = Locked<String?>(nil)
  /// Where turns run: a thread with an alternate signal stack.
  private let executor = TurnExecutor()
  private let simulatedCrash: SimulatedCrash?

  /// A bridge over a runtime, with a new inbox and front end. With `simulatedCrash`, sending
  /// an utterance crashes the turn's thread on purpose (for the crash-handling tests).
  public init(
    runtime: ConversationRuntime, inbox: TerminalInbox = TerminalInbox(),
    recorder: TranscriptRecorder? = nil, simulatedCrash: SimulatedCrash? = nil
  ) {
    self.runtime = runtime
    self.inbox = inbox
    self.simulatedCrash = simulatedCrash
    self.recorder = recorder
    let frontEnd = TerminalFrontEnd(inbox: inbox)
    self.frontEnd = frontEnd
    conversationFrontEnd = recorder.map { TranscribingFrontEnd(frontEnd, recorder: $0) } ?? frontEnd
  }

  /// Performs the effects that concern the runtime; `.redraw` and `.quit` are the driver's.
  public func perform(_ effect: TerminalEffect) {
    switch effect {
    case .send(let utterance):
      if let crash = simulatedCrash {
        startTurn { _, _ in SignalGuard.simulate(crash) }
        return
      }
      lastUtterance.withLock { $0 = utterance }
      recorder?.typed(utterance)
      startTurn { runtime, frontEnd in await runtime.handle(utterance, with: frontEnd) }
    case .run(let invocation):
      let chain = invocation.chain
      recorder?.typed(IntentInvocation.commandLine(for: chain))
      startTurn { runtime, frontEnd in await runtime.run(chain: chain, with: frontEnd) }
    case .find(let request):
      let runtime = self.runtime
      let inbox = self.inbox
      Task(executorPreference: executor) {
        do throws(FindError) {
          let result = try await runtime.find(request)
          inbox.post(.notices(FindReport.lines(result), isError: false))
        } catch {
          inbox.post(.notices([error.message], isError: true))
        }
      }
    case .explain(let utterance):
      guard let text = utterance ?? lastUtterance.withLock({ $0 }) else {
        inbox.post(.notices([SessionCommand.nothingToExplain], isError: true))
        return
      }
      inbox.post(.notices(ExplanationReport.lines(runtime.explain(text)), isError: false))
    case .reply(let id, let reply):
      frontEnd.resolve(id, with: reply)
    case .cancelTurn:
      turn.withLock { $0?.cancel() }
    case .setVoiceOnly(let isOn):
      runtime.options.voiceOnly = isOn
      // As plain mode would read and answer it, so the replay switches too.
      recorder?.typed(":voice-only \(isOn ? "on" : "off")")
      recorder?.notice(SessionCommand.voiceOnlyNotice(isOn: isOn))
    case .startRecording(let path, let size):
      guard let recorder else {
        inbox.post(.notices([SessionCommand.cannotRecord], isError: true))
        return
      }
      recorder.updateHeader { header in
        header.width = min(max(size.columns, 20), 500)
        header.height = min(max(size.rows, 8), 200)
      }
      do {
        let start = try recorder.start(path: path)
        inbox.post(
          .notices(
            [SessionCommand.recordingNotice(path: path, wholeSession: start == .wholeSession)],
            isError: false))
      } catch {
        inbox.post(.notices(["\(error)"], isError: true))
      }
    case .stopRecording:
      inbox.post(.notices([SessionCommand.stoppedNotice(path: recorder?.stop())], isError: false))
    case .addToSiri(let phrase):
      do {
        let shortcut = try runtime.addToSiri(phrase: phrase)
        inbox.post(.notices([SessionCommand.addedNotice(shortcut)], isError: false))
      } catch {
        inbox.post(.notices([error.description], isError: true))
      }
    case .listSuggestions:
      do {
        inbox.post(.notices(SuggestionReport.lines(try runtime.suggestions()), isError: false))
      } catch {
        inbox.post(.notices(["\(error)"], isError: true))
      }
    case .runSuggestion(let number):
      let suggestions = (try? runtime.suggestions()) ?? []
      guard suggestions.indices.contains(number - 1) else {
        inbox.post(
          .notices([SuggestionReport.noSuggestion(number, count: suggestions.count)], isError: true)
        )
        inbox.post(.turnFinished)
        return
      }
      let suggestion = suggestions[number - 1]
      recorder?.typed(":suggestion \(number)")
      startTurn { runtime, frontEnd in await runtime.run(suggestion, with: frontEnd) }
    case .redraw, .quit:
      break
    }
  }

  /// The idle tip for Siri's top suggestion now, if any.
  public static func suggestionTip(for runtime: ConversationRuntime) -> String? {
    guard let top = try? runtime.suggestions(limit: 1).first else { return nil }
    return SuggestionReport.tip(top)
  }

  /// Ends the session: cancels the running turn and every waiting prompt.
  public func shutDown() {
    frontEnd.close()
    turn.withLock { $0?.cancel() }
  }

  deinit { shutDown() }

  private func startTurn(
    _ body:
      @escaping @Sendable (ConversationRuntime, any ConversationFrontEnd) async ->
      ConversationOutcome
  ) {
    let runtime = self.runtime
    let frontEnd = conversationFrontEnd
    let inbox = self.inbox
    // The task is stored under the lock it clears when done, so a quick turn cannot finish
    // before it is stored. It holds the bridge weakly: a bridge let go of ends its turn.
    turn.withLock { current in
      current = Task(executorPreference: executor) { [weak self] in
        _ = await body(runtime, frontEnd)
        self?.turn.withLock { $0 = nil }
        inbox.post(.suggestion(Self.suggestionTip(for: runtime)))
        inbox.post(.turnFinished)
      }
    }
  }
}
