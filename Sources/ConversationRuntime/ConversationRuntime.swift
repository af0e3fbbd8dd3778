import Foundation
import Locking
@_spi(SiriSim) import OpenAppIntents
import PhraseMatching
import SiriSimApp
import TextSafety

/// Drives conversations with App Intents, as Siri does: utterance → App Shortcut → intent →
/// questions → `perform()` → result.
///
/// The runtime knows no UI. A front end passes utterances (or an intent to run, as Shortcuts
/// does) and a ``ConversationFrontEnd`` that shows events and answers prompts.
package final class ConversationRuntime: Sendable {
  /// How the runtime behaves.
  package struct Options: Sendable {
    /// Voice-only mode: Siri speaks dialogs' full text and shows no snippets.
    package var voiceOnly: Bool
    /// The clock for date answers such as "tomorrow".
    package var environment: IntentEnvironment
    /// How many answers that do not fit Siri accepts before it stops asking.
    package var maxAttempts: Int
    /// Two App Shortcuts closer in score than this make Siri ask "Did you mean …".
    package var didYouMeanMargin: Double
    /// The time zone Siri Suggestions read hours and weekdays in ("around noon").
    package var timeZone: TimeZone

    /// Creates options.
    package init(
      voiceOnly: Bool = false, environment: IntentEnvironment = .live,
      maxAttempts: Int = InputLimits.maxAnswerAttempts,
      didYouMeanMargin: Double = 0.02, timeZone: TimeZone = .current
    ) {
      self.voiceOnly = voiceOnly
      self.environment = environment
      self.maxAttempts = max(1, maxAttempts)
      self.didYouMeanMargin = didYouMeanMargin
      self.timeZone = timeZone
    }
  }

  let apps: [LoadedApp]
  /// The apps as declared in Swift, before `Phrases/` files: what lint checks.
  let declaredApps: [LoadedApp]
  let resources: PhraseResources
  /// What Siri remembers between runs; `nil` remembers nothing.
  package let memory: (any SiriMemory)?
  /// The locale whose phrases are matched, such as "en" or "fr".
  package let locale: String
  /// The words and sentences of the session's language: `Lexicon(locale:)` unless given.
  package let lexicon: Lexicon
  /// Problems found in the `Phrases/` files while loading; the rest was used.
  package let diagnostics: [PhraseDiagnostic]
  let state: Locked<State>

  struct State {
    var options: Options
    var index: PhraseIndex
    var needsPhraseRefresh = false
    /// The Find actions, worked out once: the apps and their types do not change.
    var findableEntities: [FindableEntity]?
    /// The last intent that completed, with its values: what Add to Siri saves.
    var lastCompleted: IntentDonation?
    /// The matcher over the phrases people recorded, built again when they change.
    var voiceShortcuts: VoiceShortcutMatcher?
    /// When the recorded phrases were last read from memory; `nil` reads them on the next turn.
    var voiceShortcutsRead: ContinuousClock.Instant?
    /// Each app's undo manager, made when it first runs an intent.
    var undoManagers: [String: UndoManager] = [:]
    /// The apps whose steps can be undone, oldest first; and those whose undone steps can be
    /// done again.
    var undoOrder: [String] = []
    var redoOrder: [String] = []
    /// Whether the simulated device is locked (`--locked`, `:lock`, `:unlock`).
    var isDeviceLocked = false
  }

  /// Loads the apps and indexes their App Shortcut phrases, localized with the `Phrases/` files
  /// for `locale`. With `memory`, completed intents are donated to it, the phrases people
  /// recorded there are matched first, and each app that keeps no ``AppDataStore`` of its own
  /// gets one over it (else one in memory). Siri speaks and reads answers in `locale`'s
  /// language, or in `language`'s when one is given (a locale SiriSim does not ship).
  package init(
    apps manifests: [AppManifest], options: Options = Options(),
    phrases resources: PhraseResources = .none, locale: String = "en",
    language: Lexicon? = nil, memory: (any SiriMemory)? = nil
  ) async {
    let declared = manifests.map { manifest in
      var manifest = manifest
      if manifest.dependencies.resolve(AppDataStore.self) == nil {
        manifest.add(
          dependency: memory?.appData(for: manifest.displayName) ?? AppDataStore.inMemory())
      }
      return LoadedApp(manifest: manifest)
    }
    self.memory = memory
    var diagnostics = resources.diagnostics
    let apps = declared.map { app in
      let (manifest, shortcuts) = PhraseLocalization.localize(
        app.manifest, shortcuts: app.shortcuts, resources: resources.apps[app.name],
        locale: locale, diagnostics: &diagnostics)
      let schemaShortcuts = SchemaPhrasing.shortcuts(
        for: manifest, besides: shortcuts, locale: locale)
      var loaded = LoadedApp(manifest: manifest, shortcuts: shortcuts + schemaShortcuts)
      loaded.strings = AppStrings(resources.apps[app.name], locale: locale)
      return loaded
    }
    self.apps = apps
    self.declaredApps = declared
    self.resources = resources
    self.locale = locale
    self.lexicon = language ?? Lexicon(locale: locale)
    for app in apps {
      do {
        try await app.withDependencies {
          try await SpotlightSinkBinding.$current.withValue(memory?.spotlight?.sink(for: app.name))
          {
            try await app.manifest.didLaunch()
          }
        }
      } catch {
        diagnostics.append(PhraseDiagnostic(.warning, at: app.name, "launching the app: \(error)"))
      }
    }
    self.diagnostics = diagnostics
    let index = await PhraseIndex.build(apps: apps)
    state = Locked(State(options: options, index: index))
  }

  /// The runtime's options; changing them affects the next turn.
  package var options: Options {
    get { state.withLock { $0.options } }
    set { state.withLock { $0.options = newValue } }
  }

  func stateSnapshot() -> (PhraseIndex, Options) {
    state.withLock { ($0.index, $0.options) }
  }

  /// The loaded apps' names.
  package var appNames: [String] { apps.map(\.name) }

  /// Ranks the App Shortcuts an utterance may mean, best first, as the runtime's values.
  package func matches(for utterance: String) -> [RankedPhrase] {
    state.withLock { $0.index }.rank(utterance).map(RankedPhrase.init)
  }

  /// The loaded apps' phrases and parameter vocabularies, as the matcher takes them: what the
  /// generated regression corpus (`PhraseCorpus`) says to `matches(for:)`.
  package var phraseApps: [AppPhrases] { state.withLock { $0.index }.apps }

  /// Handles one utterance: finds its App Shortcut, runs the intent through every question, and
  /// reports how the turn ended. Never throws: every failure becomes an event.
  @discardableResult
  package func handle(_ utterance: String, with frontEnd: some ConversationFrontEnd) async
    -> ConversationOutcome
  {
    let utterance = InputText.withoutControls(utterance)
    if let (shortcut, score) = voiceShortcut(for: utterance) {
      return await run(shortcut, score: score, with: frontEnd)
    }
    let (index, settings) = state.withLock { ($0.index, $0.options) }
    // A phrase said with a thing the app doesn't have is no request it can do.
    let ranked = await withoutLackedThings(index.rank(utterance), index: index)
    guard var best = ranked.first else {
      return await answerMiss(utterance, matcher: index.matcher, with: frontEnd)
    }
    let rivals = distinct(closeRivals(of: ranked, margin: settings.didYouMeanMargin), in: index)
    if rivals.count > 1 {
      do {
        best = try await chooseBetween(rivals, index: index, frontEnd: frontEnd, settings: settings)
      } catch is ConversationGaveUp {
        let message = Dialogs(lexicon).gaveUp(app: "Siri")
        await frontEnd.present(.speech(SiriSpeech(app: nil, text: message, kind: .error)))
        await frontEnd.present(.ended(.failed(message: message)))
        return .failed(message: message)
      } catch {
        await frontEnd.present(
          .speech(SiriSpeech(app: nil, text: Dialogs(lexicon).cancelled, kind: .assistant)))
        await frontEnd.present(.ended(.cancelled))
        return .cancelled
      }
    }
    guard let target = index.targets[PhraseIndex.targetKey(app: best.app, intent: best.intent)]
    else {
      await frontEnd.present(.ended(.notUnderstood))
      return .notUnderstood
    }
    let app = apps[target.appIndex]
    let shortcut = app.shortcuts[target.shortcutIndex]
    let intent = freshIntent(like: shortcut.intent)
    let key = PhraseIndex.targetKey(app: best.app, intent: best.intent)
    let order = index.parameters[key]?.map(\.name) ?? []
    await frontEnd.present(
      .understood(
        Understanding(
          app: app.name, intent: LoadedApp.typeName(of: type(of: intent)),
          intentTitle: type(of: intent).title.defaultValue, phrase: best.phrase.description,
          score: best.score, parameters: best.slots.mapValues(\.text),
          values: Self.understoodValues(best.slots, inOrder: order))))
    let slotValues = index.values[key] ?? [:]
    let outcome = await runner(for: app, frontEnd: frontEnd, settings: settings).run(intent) {
      conversation in
      try await SlotFilling(resolver: conversation.resolver, conversation: conversation)
        .apply(best.slots, values: slotValues, to: intent)
      try SetValueWords.apply(phrase: best.phrase.description, to: intent)
    }
    await refreshPhrasesIfNeeded()
    return outcome
  }

  /// Runs an intent with the parameter values it already has, as Shortcuts runs an action:
  /// Siri asks only for what is missing.
  @discardableResult
  package func run(
    _ intent: some AppIntent, app appName: String, with frontEnd: some ConversationFrontEnd
  )
    async -> ConversationOutcome
  {
    guard let app = apps.first(where: { $0.name == appName }) else {
      return await fail("No app named “\(appName)” is loaded.", frontEnd)
    }
    let settings = state.withLock { $0.options }
    let outcome = await runner(for: app, frontEnd: frontEnd, settings: settings).run(
      freshIntent(like: intent))
    await refreshPhrasesIfNeeded()
    return outcome
  }

  /// Re-reads the phrases' parameter values (suggested entities, enum cases, options).
  package func refreshPhrases() async {
    let index = await PhraseIndex.build(apps: apps)
    state.withLock {
      $0.index = index
      $0.needsPhraseRefresh = false
    }
  }

  /// What the apps can do, as phrases a person can say: "Order Soup Chef".
  package func examplePhrases() -> [(app: String, title: String, phrase: String)] {
    let index = state.withLock { $0.index }
    var examples: [(app: String, title: String, phrase: String)] = []
    var keys: [[Int]: String] = [:]
    for (key, target) in index.targets { keys[[target.appIndex, target.shortcutIndex]] = key }
    for (appIndex, app) in apps.enumerated() {
      for (shortcutIndex, shortcut) in app.shortcuts.enumerated() {
        let key = keys[[appIndex, shortcutIndex]]
        var values = key.flatMap { index.values[$0] } ?? [:]
        // A thing only the app's search finds is never what Siri shows a phrase with.
        for (name, ids) in key.flatMap({ index.searchedIDs[$0] }) ?? [:] {
          values[name] = values[name]?.filter { !ids.contains($0.key) }
        }
        for phrase in shortcut.phrases {
          examples.append(
            (app.name, shortcut.displayTitle, Self.spoken(phrase, app: app.name, values: values)))
        }
      }
    }
    return examples
  }

  // MARK: Private

  func runner(
    for app: LoadedApp, frontEnd: some ConversationFrontEnd, settings: Options
  ) -> IntentRunner {
    var runner = IntentRunner(
      app: app, frontEnd: frontEnd, settings: settings,
      resolver: ValueResolver(now: settings.environment.now, lexicon: lexicon),
      onUpdateAppShortcutParameters: { [weak self] in
        self?.state.withLock { $0.needsPhraseRefresh = true }
      },
      memory: memory,
      onCompleted: { [weak self] donation in
        self?.state.withLock { $0.lastCompleted = donation }
      },
      undoManager: undoManager(for: app.name),
      onUndoable: { [weak self] in
        self?.state.withLock {
          $0.undoOrder.append(app.name)
          $0.redoOrder.removeAll()
        }
      })
    runner.deviceLock = deviceLock
    runner.resolver.timeZone = settings.timeZone
    return runner
  }

  func refreshPhrasesIfNeeded() async {
    if state.withLock({ $0.needsPhraseRefresh }) { await refreshPhrases() }
  }

  /// The matches whose scores are within `margin` of the best, one per App Shortcut.
  private func closeRivals(of ranked: [PhraseMatch], margin: Double) -> [PhraseMatch] {
    guard let best = ranked.first else { return [] }
    return ranked.filter { best.score - $0.score <= margin }
  }

  /// The rivals that do different things: two App Shortcuts of one app titled alike, matched
  /// by the same phrase filled with the same words, are one choice (an app that lists a
  /// shortcut twice), not a "Did you mean" between two identical rows.
  private func distinct(_ rivals: [PhraseMatch], in index: PhraseIndex) -> [PhraseMatch] {
    var seen = Set<[String]>()
    return rivals.filter { match in
      let title = index.targets[PhraseIndex.targetKey(app: match.app, intent: match.intent)].map {
        apps[$0.appIndex].shortcuts[$0.shortcutIndex].displayTitle
      }
      let slots = match.slots.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.text)" }
      return seen.insert([match.app, title ?? match.intent, "\(match.phrase)"] + slots).inserted
    }
  }

  private func chooseBetween(
    _ rivals: [PhraseMatch], index: PhraseIndex, frontEnd: some ConversationFrontEnd,
    settings: Options
  ) async throws -> PhraseMatch {
    let choices = rivals.map { match -> PromptChoice in
      let title =
        index.targets[PhraseIndex.targetKey(app: match.app, intent: match.intent)].map {
          apps[$0.appIndex].shortcuts[$0.shortcutIndex].displayTitle
        } ?? match.intent
      return PromptChoice(
        id: match.app + "/" + match.intent,
        title: Dialogs(lexicon).intent(title, in: match.app))
    }
    let conversation = RuntimeConversation(
      app: "Siri", intentTitle: "", frontEnd: frontEnd,
      resolver: ValueResolver(now: settings.environment.now, lexicon: lexicon),
      settings: settings,
      speaksForItself: true)
    let picked = try await conversation.pick(
      among: choices, text: conversation.dialogs.didYouMean, parameter: nil,
      purpose: .didYouMean)
    return rivals[picked]
  }

  /// A phrase as a person would say it, with the app's name and the first suggested value.
  static func spoken(
    _ phrase: [AppShortcutPhraseSegment], app: String,
    values: [String: [String: IntentValueChoice]]
  ) -> String {
    phrase.map { segment in
      switch segment {
      case .text(let text): return text
      case .applicationName: return app
      case .parameter(let name):
        let example = values[name]?.values.map(\.displayRepresentation.title.defaultValue).min()
        return example ?? "…"
      }
    }.joined()
  }
}

extension ConversationRuntime {
  /// The slots as Siri read them, in the intent's parameter order (reflected once, when the
  /// phrase index was built).
  static func understoodValues(_ slots: [String: SlotMatch], inOrder names: [String])
    -> [UnderstoodValue]
  {
    names.compactMap { name in
      guard let slot = slots[name], let value = reading(of: slot) else { return nil }
      return UnderstoodValue(parameter: name, value: value, reading: structuredReading(of: slot))
    }
  }

  /// ``reading(of:)`` as data: the title, the number, the words (unquoted) with the titles
  /// they could be, or the list.
  private static func structuredReading(of slot: SlotMatch) -> UnderstoodReading? {
    if !slot.items.isEmpty {
      return .list(slot.items.compactMap(structuredReading(of:)))
    }
    if let number = slot.number { return .number(number) }
    if slot.candidates.count == 1, let title = slot.candidates.first?.title,
      TextNormalizer.tokens(slot.text).count >= TextNormalizer.tokens(title).count
    {
      return .title(title)
    }
    let words = slot.text.trimmingCharacters(in: .whitespaces)
    return words.isEmpty ? nil : .words(words, candidates: slot.candidates.map(\.title))
  }

  private static func reading(of slot: SlotMatch) -> String? {
    if !slot.items.isEmpty {
      return slot.items.compactMap(reading(of:)).joined(separator: ", ")
    }
    if let number = slot.number { return String(number) }
    // A title only when the words are a whole reading of it ("tomatoe soups"), not part of a
    // longer one ("clam chowder" is two soups once the app's own search has its say).
    if slot.candidates.count == 1, let title = slot.candidates.first?.title,
      TextNormalizer.tokens(slot.text).count >= TextNormalizer.tokens(title).count
    {
      return title
    }
    let words = slot.text.trimmingCharacters(in: .whitespaces)
    return words.isEmpty ? nil : "“\(words)”"
  }
}
