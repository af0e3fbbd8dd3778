import OpenAppIntents

extension ConversationRuntime {
  /// The intents a person can run by name: each app's intent types.
  public var intentNames: [(app: String, intent: String, title: String)] {
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

  /// Runs an intent by name with parameter values given as words, as a shortcut with preset
  /// values runs: each value is read like an answer ("7", "Tomato Soup", "delivery"), and Siri
  /// asks only for what is still missing.
  @discardableResult
  public func run(
    intentNamed name: String, app appName: String? = nil, parameters: [(String, String)],
    with frontEnd: some ConversationFrontEnd
  ) async -> ConversationOutcome {
    let found = apps.lazy
      .filter { appName == nil || $0.name == appName }
      .compactMap { app in app.intentType(named: name).map { (app, $0) } }
      .first
    guard let (app, type) = found else {
      let known = intentNames.map(\.intent).joined(separator: ", ")
      return await fail("There is no intent named “\(name)”. Intents: \(known).", frontEnd)
    }
    let intent = type.init()
    let declared = IntentReflection.parameters(of: intent).map(\.name)
    if let unknown = parameters.first(where: { !declared.contains($0.0) }) {
      return await fail(
        "\(name) has no parameter “\(unknown.0)”. Its parameters: \(declared.joined(separator: ", ")).",
        frontEnd)
    }
    let outcome = await runner(for: app, frontEnd: frontEnd, settings: options).run(intent) {
      conversation in
      try await SlotFilling(resolver: conversation.resolver, conversation: conversation)
        .applyPresets(parameters, to: intent)
    }
    await refreshPhrasesIfNeeded()
    return outcome
  }

  func fail(_ message: String, _ frontEnd: some ConversationFrontEnd) async -> ConversationOutcome {
    await frontEnd.present(.speech(SiriSpeech(app: nil, text: message, kind: .error)))
    await frontEnd.present(.ended(.failed(message: message)))
    return .failed(message: message)
  }
}
