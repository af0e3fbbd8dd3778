import Foundation
import OpenAppIntents
import PhraseMatching
import TextSafety

extension ConversationRuntime {
  /// The last intent that completed in this runtime, with its parameter values: what
  /// `:add-to-siri` saves.
  package var lastCompletedIntent: IntentDonation? {
    state.withLock { $0.lastCompleted }
  }

  /// Saves the last completed intent, with its values, under a phrase the person chose, as Add
  /// to Siri does. The phrase must be new: not an App Shortcut phrase, nor one already recorded.
  @discardableResult
  package func addToSiri(phrase: String) throws(VoiceShortcutError) -> VoiceShortcut {
    guard memory != nil else { throw .noMemory }
    guard let last = lastCompletedIntent else { throw .nothingToAdd }
    return try addVoiceShortcut(
      phrase: phrase, intent: last.intent, app: last.app, parameters: last.parameters)
  }

  /// Saves a phrase for an intent with values (`sirisim shortcuts add`): the intent and its
  /// parameter names are checked, and the phrase must be new. The store keeps at most
  /// `InputLimits.maxShortcutsPerStore` shortcuts.
  @discardableResult
  package func addVoiceShortcut(
    phrase: String, intent: String, app: String? = nil, parameters: [SavedParameter],
    source: String = VoiceShortcut.addToSiri
  ) throws(VoiceShortcutError) -> VoiceShortcut {
    guard let memory else { throw .noMemory }
    let parameters = try VoiceShortcut.checkedParameters(parameters)
    let owner = try owner(of: intent, app: app, parameters: parameters)
    let tidy = try VoiceShortcut.checkedPhrase(phrase)
    let saved = try savedShortcuts(in: memory)
    guard saved.count < InputLimits.maxShortcutsPerStore else {
      throw .tooManyShortcuts(limit: InputLimits.maxShortcutsPerStore)
    }
    try checkFree(tidy, among: VoiceShortcutMatcher(shortcuts: saved))
    let shortcut = VoiceShortcut(
      id: UUID(), invocationPhrase: tidy, app: owner, intent: intent, parameters: parameters,
      created: options.environment.now(), source: source)
    try save([shortcut], in: memory)
    return shortcut
  }

  /// Saves shortcuts read from a file (`sirisim shortcuts import`), each checked as
  /// ``addVoiceShortcut(phrase:intent:app:parameters:source:)`` checks one, against the saved
  /// phrases and those before it, and writes them in one transaction. Each keeps its app,
  /// intent, values and source, with a new identifier and the runtime's time.
  ///
  /// Returns, in order, each shortcut as saved or why it wasn't; throws when nothing can be
  /// saved (no memory, or the store failed, in which case none is).
  package func addVoiceShortcuts(_ shortcuts: [VoiceShortcut]) throws(VoiceShortcutError)
    -> [Result<VoiceShortcut, VoiceShortcutError>]
  {
    guard let memory else { throw .noMemory }
    let saved = try savedShortcuts(in: memory)
    var index = VoiceShortcutIndex(saved)
    var count = saved.count
    var results: [Result<VoiceShortcut, VoiceShortcutError>] = []
    var accepted: [VoiceShortcut] = []
    let now = options.environment.now()
    for shortcut in shortcuts {
      do throws(VoiceShortcutError) {
        let parameters = try VoiceShortcut.checkedParameters(shortcut.parameters)
        let owner = try owner(of: shortcut.intent, app: shortcut.app, parameters: parameters)
        let tidy = try VoiceShortcut.checkedPhrase(shortcut.invocationPhrase)
        guard count < InputLimits.maxShortcutsPerStore else {
          throw .tooManyShortcuts(limit: InputLimits.maxShortcutsPerStore)
        }
        try checkFree(tidy, among: &index)
        let checked = VoiceShortcut(
          id: UUID(), invocationPhrase: tidy, app: owner, intent: shortcut.intent,
          parameters: parameters, created: now, source: shortcut.source)
        index.insert(checked)
        count += 1
        accepted.append(checked)
        results.append(.success(checked))
      } catch {
        results.append(.failure(error))
      }
    }
    if !accepted.isEmpty { try save(accepted, in: memory) }
    return results
  }

  /// The phrase tidied (spaces collapsed, control characters dropped), or why it can't be
  /// recorded: empty, too long, only fillers, said by an App Shortcut, or recorded already
  /// (`ignoring` one shortcut, for a rename). See ``VoiceShortcut/checkedPhrase(_:)``.
  package func checkedPhrase(_ phrase: String, ignoring id: UUID? = nil) throws(VoiceShortcutError)
    -> String
  {
    let tidy = try VoiceShortcut.checkedPhrase(phrase)
    let others = ((try? memory?.voiceShortcuts()) ?? []).filter { $0.id != id }
    try checkFree(tidy, among: VoiceShortcutMatcher(shortcuts: others))
    return tidy
  }

  /// The app that runs `intent` with these values, or why it can't.
  private func owner(of intent: String, app: String?, parameters: [SavedParameter])
    throws(VoiceShortcutError) -> String
  {
    let step = ChainedIntent(intent: intent, parameters: parameters.map { ($0.name, $0.value) })
    switch plan([step], app: app) {
    case .success(let planned): return planned.first?.app.name ?? (app ?? "")
    case .failure(let problem): throw .invalidIntent(problem.message)
    }
  }

  private func savedShortcuts(in memory: any SiriMemory) throws(VoiceShortcutError)
    -> [VoiceShortcut]
  {
    do {
      return try memory.voiceShortcuts()
    } catch {
      throw .store("\(error)")
    }
  }

  private func save(_ shortcuts: [VoiceShortcut], in memory: any SiriMemory)
    throws(VoiceShortcutError)
  {
    do {
      try memory.saveVoiceShortcuts(shortcuts)
    } catch let error as VoiceShortcutError {
      throw error
    } catch {
      throw .store("\(error)")
    }
    state.withLock { $0.voiceShortcutsRead = nil }
  }

  /// Refuses a tidy phrase an App Shortcut says, or one too close to a saved phrase.
  private func checkFree(_ tidy: String, among saved: VoiceShortcutMatcher)
    throws(VoiceShortcutError)
  {
    try checkNotAppShortcut(tidy)
    if let (other, score) = saved.match(tidy), score >= VoiceShortcutMatcher.sameness {
      throw .recordedPhrase(phrase: tidy, existing: other)
    }
  }

  private func checkFree(_ tidy: String, among saved: inout VoiceShortcutIndex)
    throws(VoiceShortcutError)
  {
    try checkNotAppShortcut(tidy)
    if let (other, score) = saved.match(tidy), score >= VoiceShortcutMatcher.sameness {
      throw .recordedPhrase(phrase: tidy, existing: other)
    }
  }

  private func checkNotAppShortcut(_ tidy: String) throws(VoiceShortcutError) {
    guard let taken = matches(for: tidy).first, taken.score >= VoiceShortcutMatcher.sameness
    else { return }
    let title = intentNames.first { $0.app == taken.app && $0.intent == taken.intent }?.title
    throw .appShortcutPhrase(
      phrase: tidy, app: taken.app, intent: title ?? taken.intent,
      appPhrase: taken.phrase.description.replacingOccurrences(
        of: "${applicationName}", with: taken.app))
  }

  /// How long recorded phrases read from memory are used before they are read again: another
  /// SiriSim on the same store may add one. Phrases this runtime adds are used at once.
  static let voiceShortcutsFreshness = Duration.seconds(1)

  /// The recorded phrase an utterance says, among those of loaded apps.
  func voiceShortcut(for utterance: String) -> (VoiceShortcut, Double)? {
    guard let memory else { return nil }
    let now = ContinuousClock.now
    let cached = state.withLock { state -> VoiceShortcutMatcher? in
      guard let read = state.voiceShortcutsRead, now - read < Self.voiceShortcutsFreshness else {
        return nil
      }
      return state.voiceShortcuts
    }
    if let cached { return cached.shortcuts.isEmpty ? nil : cached.match(utterance) }
    let loaded = ((try? memory.voiceShortcuts()) ?? []).filter { appNames.contains($0.app) }
    let matcher = state.withLock { state -> VoiceShortcutMatcher in
      state.voiceShortcutsRead = now
      if let cached = state.voiceShortcuts, cached.shortcuts == loaded { return cached }
      let built = VoiceShortcutMatcher(shortcuts: loaded)
      state.voiceShortcuts = built
      return built
    }
    return loaded.isEmpty ? nil : matcher.match(utterance)
  }

  /// Runs a recorded phrase's intent with its saved values; Siri asks for what is missing.
  func run(_ shortcut: VoiceShortcut, score: Double, with frontEnd: some ConversationFrontEnd)
    async -> ConversationOutcome
  {
    await runSaved(
      app: shortcut.app, intent: shortcut.intent, phrase: shortcut.invocationPhrase,
      parameters: shortcut.parameters, score: score, with: frontEnd)
  }

  /// Likely next actions from the donations, best first (Siri Suggestions), ranked at `now`
  /// (by default the runtime's clock) in the options' time zone.
  package func suggestions(limit: Int = 5, now: Date? = nil) throws -> [SiriSuggestion] {
    guard let memory else { return [] }
    let loaded = Set(appNames)
    let donations = try memory.donations(matching: DonationFilter()).filter {
      loaded.contains($0.app)
    }
    let options = self.options
    return SuggestionRanker(timeZone: options.timeZone).rank(
      donations, now: now ?? options.environment.now(), limit: limit)
  }

  /// Runs a suggestion with its values, as tapping a Siri Suggestion does: Siri still confirms
  /// and asks for what is missing.
  @discardableResult
  package func run(_ suggestion: SiriSuggestion, with frontEnd: some ConversationFrontEnd) async
    -> ConversationOutcome
  {
    await runSaved(
      app: suggestion.app, intent: suggestion.intent, phrase: "Siri Suggestion",
      parameters: suggestion.parameters, score: 1, with: frontEnd)
  }

  private func runSaved(
    app: String, intent: String, phrase: String, parameters: [SavedParameter], score: Double,
    with frontEnd: some ConversationFrontEnd
  ) async -> ConversationOutcome {
    let title = intentNames.first { $0.app == app && $0.intent == intent }?.title ?? intent
    await frontEnd.present(
      .understood(
        Understanding(
          app: app, intent: intent, intentTitle: title, phrase: phrase, score: score,
          parameters: [:],
          values: parameters.map { UnderstoodValue(parameter: $0.name, value: $0.value) })))
    let chain = [ChainedIntent(intent: intent, parameters: parameters.map { ($0.name, $0.value) })]
    return await run(chain: chain, app: app, with: frontEnd)
  }
}
