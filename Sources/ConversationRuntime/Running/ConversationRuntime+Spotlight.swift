@_spi(SiriSim) import OpenAppIntents
import PhraseMatching
import TextSafety

extension ConversationRuntime {
  /// At most this many Spotlight results are shown.
  package static let spotlightResultLimit = 10

  /// What Spotlight finds for `query`, best first: the items and entities apps indexed.
  package func spotlightResults(for query: String) throws -> [SpotlightHit] {
    guard let index = memory?.spotlight else { return [] }
    return try index.search(query, limit: Self.spotlightResultLimit)
  }

  /// Searches Spotlight, shows the results as a list and opens the one picked, as tapping a
  /// Spotlight result does: an entity opens with its app's `OpenIntent` (or the
  /// `TargetContentProvidingIntent` that takes it), an item with no entity opens its app.
  @discardableResult
  package func spotlight(_ query: String, with frontEnd: some ConversationFrontEnd) async
    -> ConversationOutcome
  {
    let query = InputText.withoutControls(query)
    let hits: [SpotlightHit]
    do {
      hits = try spotlightResults(for: query)
    } catch {
      return await fail("Spotlight couldn't search: \(error)", frontEnd)
    }
    guard !hits.isEmpty else {
      let text = Dialogs(lexicon).spotlightFoundNothing(for: query)
      await frontEnd.present(.speech(SiriSpeech(app: nil, text: text, kind: .assistant)))
      await frontEnd.present(.ended(.notUnderstood))
      return .notUnderstood
    }
    let settings = options
    let conversation = RuntimeConversation(
      app: "Spotlight", intentTitle: "", frontEnd: frontEnd,
      resolver: ValueResolver(now: settings.environment.now, lexicon: lexicon),
      settings: settings, speaksForItself: true)
    let choices = hits.enumerated().map { position, hit in
      PromptChoice(
        id: "\(position + 1)",
        title: [hit.title, hit.subtitle, hit.app].compactMap { $0 }.joined(separator: " — "))
    }
    let picked: Int
    do {
      picked = try await conversation.pick(
        among: choices, text: Dialogs(lexicon).spotlightFound(hits.count, for: query),
        parameter: nil, purpose: ChoicePrompt.Purpose.spotlight)
    } catch is CancellationError {
      await frontEnd.present(
        .speech(SiriSpeech(app: nil, text: Dialogs(lexicon).cancelled, kind: .assistant)))
      await frontEnd.present(.ended(.cancelled))
      return .cancelled
    } catch {
      return await fail("\(error)", frontEnd)
    }
    return await open(hits[picked], with: frontEnd)
  }

  /// Opens a Spotlight result.
  package func open(_ hit: SpotlightHit, with frontEnd: some ConversationFrontEnd) async
    -> ConversationOutcome
  {
    guard let app = apps.first(where: { $0.name == hit.app }) else {
      return await fail("\(hit.app) isn't loaded, so its result can't open.", frontEnd)
    }
    guard let type = hit.entityType, let identifier = hit.entityIdentifier else {
      await frontEnd.present(
        .appOpened(AppOpened(app: app.name, screen: await app.manifest.currentScreen())))
      let completion = IntentCompletion(app: app.name, intent: "", dialog: nil, value: nil)
      await frontEnd.present(.ended(.completed(completion)))
      return .completed(completion)
    }
    guard let (intentType, parameter, support) = opener(for: type, in: app) else {
      return await fail(
        "\(app.name) has no intent that opens a \(type) (an OpenIntent whose target is one).",
        frontEnd)
    }
    let found = try? await app.withDependencies { try await support.byIdentifier([identifier]) }
    guard let entity = found?.first else {
      return await fail("\(app.name) no longer has “\(hit.title)”.", frontEnd)
    }
    let intent = intentType.init()
    return await runner(for: app, frontEnd: frontEnd, settings: options).run(intent) { _ in
      guard
        let slot = IntentReflection.parameters(of: intent).first(where: { $0.name == parameter })
      else { return }
      try slot.parameter.setValue(
        slot.parameter.descriptor.kind.isList ? [entity.value] : entity.value)
    }
  }

  /// The app's intent that opens an entity of `type`: an `OpenIntent` whose target is one, else
  /// a `TargetContentProvidingIntent` with a parameter of that type.
  private func opener(for type: String, in app: LoadedApp)
    -> (any AppIntent.Type, parameter: String, support: EntityValueSupport)?
  {
    let types = app.manifest.intents + app.shortcuts.map { Swift.type(of: $0.intent) }
    let ranked =
      types.filter { $0 is any OpenIntent.Type }
      + types.filter { $0 is any TargetContentProvidingIntent.Type && !($0 is any OpenIntent.Type) }
    for intentType in ranked {
      for (name, parameter) in IntentReflection.parameters(of: intentType.init()) {
        if case .entity(let support) = parameter.descriptor.kind.elementKind,
          support.typeName == type
        {
          return (intentType, name, support)
        }
      }
    }
    return nil
  }
}
