import ConversationRuntime
import OpenAppIntents

extension AnyAppIntent {
  /// Runs the intent in SiriSim's runtime, as a shortcut action runs it: its app's code
  /// performs it, with the values given, and every suspension it reaches goes through the
  /// runtime. A confirmation is accepted; a question for a value or a choice makes it throw
  /// (give every value before running).
  ///
  /// - Returns: What the intent returned, with what Siri said.
  /// - Throws: ``AppIntentsTestingError``: the app is not installed, a name or a value does not
  ///   fit (then nothing ran), a required value is missing, or the intent failed.
  @discardableResult
  public func run() async throws -> ResolvedIntentResult {
    let session = try TestSession.installed(
      definition.session, bundleIdentifier: definition.bundleIdentifier)
    let runtime = await session.runtime()
    let frontEnd = RecordingFrontEnd()
    var presets: [(name: String, value: PresetValue)] = []
    for (name, value) in values {
      if let transient = value as? AnyTransientAppEntity {
        // A transient entity made with `makeEntity` is made by the app's `init()` now.
        presets.append((name, .value(try await transient.make(in: runtime))))
      } else if let list = value as? [AnyTransientAppEntity] {
        var made: [any TransientAppEntity] = []
        for transient in list { made.append(try await transient.make(in: runtime)) }
        presets.append((name, .value(made)))
      } else {
        presets.append((name, value?._intentTestingValue.preset ?? PresetValue.none))
      }
    }
    let run: (outcome: ConversationOutcome, value: (any Sendable)?)
    do throws(PreparedIntentProblem) {
      run = try await runtime.runPrepared(
        intentNamed: identifier, values: presets, with: frontEnd)
    } catch {
      throw AppIntentsTestingError(error, bundleIdentifier: session.bundleIdentifier)
    }
    let (events, unanswered) = frontEnd.state.withLock { ($0.events, $0.unanswered) }
    switch run.outcome {
    case .completed(let completion):
      return ResolvedIntentResult(value: run.value, completion: completion, events: events)
    case .cancelled:
      switch unanswered {
      case .value(let prompt):
        throw AppIntentsTestingError.missingValue(
          parameter: prompt.parameter, intent: identifier, question: prompt.text)
      case .choice(let prompt):
        throw AppIntentsTestingError.unansweredChoice(
          intent: identifier, question: prompt.text, choices: prompt.choices.map(\.title))
      case .confirmation, .none:
        throw AppIntentsTestingError.intentCancelled(intent: identifier)
      }
    case .failed(let message):
      throw AppIntentsTestingError.intentFailed(intent: identifier, message: message)
    case .notUnderstood, .openedApp:
      throw AppIntentsTestingError.intentFailed(
        intent: identifier, message: run.outcome.summary)
    }
  }
}
