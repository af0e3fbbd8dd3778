@_spi(SiriSim) import OpenAppIntents

extension ConversationRuntime {
  /// The intents a person can run by name: each app's intent types.
  package var intentNames: [(app: String, intent: String, title: String)] {
    apps.flatMap { app in
      var seen = Set<String>()
      let types = app.manifest.intents + app.shortcuts.map { type(of: $0.intent) }
      return types.compactMap { type -> (app: String, intent: String, title: String)? in
        let name = LoadedApp.typeName(of: type)
        guard seen.insert(name).inserted else { return nil }
        return (app.name, name, type.title.defaultValue)
      }
    }
  }

  /// Each intent's parameter summary with its defaults, as Shortcuts shows the action, keyed
  /// by app name, U+001F and the intent's type name; intents without one, or whose summary
  /// only repeats the title, are left out.
  package var intentSummaries: [String: ParameterSummaryText] {
    var summaries: [String: ParameterSummaryText] = [:]
    for app in apps {
      let types = app.manifest.intents + app.shortcuts.map { type(of: $0.intent) }
      for type in types {
        let key = app.name + "\u{1F}" + LoadedApp.typeName(of: type)
        guard summaries[key] == nil, let summary = type.init().parameterSummaryText,
          summary != ParameterSummaryText(sentence: type.title.defaultValue)
        else { continue }
        summaries[key] = summary
      }
    }
    return summaries
  }

  /// Runs an intent by name with parameter values given as words, as a shortcut with preset
  /// values runs: each value is read like an answer ("7", "Tomato Soup", "delivery"), and Siri
  /// asks only for what is still missing.
  @discardableResult
  package func run(
    intentNamed name: String, app appName: String? = nil, parameters: [(String, String)],
    with frontEnd: some ConversationFrontEnd
  ) async -> ConversationOutcome {
    await run(
      chain: [ChainedIntent(intent: name, parameters: parameters.map { ($0.0, $0.1) })],
      app: appName, with: frontEnd)
  }

  /// Runs intents one after another, as the actions of a shortcut run: a value `@result` gives
  /// a parameter the value the intent before returned (`AddBook title=Dune`, then
  /// `OpenBook book=@result`). The whole chain is checked first (intents, parameters, and that
  /// each `@result` has the type its parameter takes), so a mistake runs nothing; the chain
  /// stops at the first intent that does not complete.
  @discardableResult
  package func run(
    chain: [ChainedIntent], app appName: String? = nil, with frontEnd: some ConversationFrontEnd
  ) async -> ConversationOutcome {
    let planned: [PlannedIntent]
    switch plan(chain, app: appName) {
    case .success(let steps): planned = steps
    case .failure(let problem): return await fail(problem.message, frontEnd)
    }
    var outcome = ConversationOutcome.notUnderstood
    var previous: (any Sendable)?
    for step in planned {
      let intent = step.type.init()
      let carried = previous
      let (stepOutcome, value) = await runner(for: step.app, frontEnd: frontEnd, settings: options)
        .runReturningValue(intent) { conversation in
          let parameters = IntentReflection.parameters(of: intent)
          for name in step.resultParameters {
            guard let carried, let parameter = parameters.first(where: { $0.name == name }) else {
              continue
            }
            try parameter.parameter.setValue(carried)
          }
          try await SlotFilling(resolver: conversation.resolver, conversation: conversation)
            .applyPresets(step.presets, to: intent)
        }
      outcome = stepOutcome
      await refreshPhrasesIfNeeded()
      guard case .completed = stepOutcome else { break }
      previous = value
    }
    return outcome
  }

  func fail(_ message: String, _ frontEnd: some ConversationFrontEnd) async -> ConversationOutcome {
    await frontEnd.present(.speech(SiriSpeech(app: nil, text: message, kind: .error)))
    await frontEnd.present(.ended(.failed(message: message)))
    return .failed(message: message)
  }
}
