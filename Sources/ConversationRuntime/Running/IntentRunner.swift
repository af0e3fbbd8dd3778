import Foundation
@_spi(SiriSim) import OpenAppIntents

/// Runs one intent to its end: fills its required parameters, performs it (again after each
/// `needs…Error`), and turns its result or error into events.
struct IntentRunner {
  let app: LoadedApp
  let frontEnd: any ConversationFrontEnd
  let settings: ConversationRuntime.Options
  var resolver: ValueResolver
  let onUpdateAppShortcutParameters: @Sendable () -> Void
  /// Where donations go; `nil` remembers none.
  var memory: (any SiriMemory)? = nil
  /// Told of every intent that completes, with its values, for Add to Siri.
  var onCompleted: @Sendable (IntentDonation) -> Void = { _ in }
  /// The app's undo manager, for `UndoableIntent`s; `nil` where nothing can be undone.
  var undoManager: UndoManager? = nil
  /// Told when a run registered a step that can be undone.
  var onUndoable: @Sendable () -> Void = {}
  /// The simulated device's lock, which intents that require authentication ask to open.
  var deviceLock = DeviceLock(isLocked: { false }, unlock: {})

  /// Performs `perform()` at most this many times for one request.
  static let maxRestarts = 8
  /// Follows at most this many `opensIntent` results in a row.
  static let maxChainedIntents = 4

  /// Siri's own words, in the session's language.
  var dialogs: Dialogs { Dialogs(resolver.lexicon) }

  func conversation(for intent: any AppIntent) -> RuntimeConversation {
    var conversation = RuntimeConversation(
      app: app.name, intentTitle: app.strings.text(of: type(of: intent).title),
      frontEnd: frontEnd, resolver: resolver, settings: settings, manifest: app.manifest)
    conversation.strings = app.strings
    conversation.snippets = SnippetActions(
      draw: { try await draw($0) }, press: { await runPressed($0) })
    return conversation
  }

  /// Runs the intent, and any intents its results open, and reports how it ended.
  func run(_ intent: any AppIntent, prepare: (RuntimeConversation) async throws -> Void = { _ in })
    async -> ConversationOutcome
  {
    await runReturningValue(intent, prepare: prepare).outcome
  }

  /// Runs as `run` does, and also gives the value the intent itself returned (not the value of
  /// an intent its result opened), for the next intent of a `--then` chain.
  func runReturningValue(
    _ intent: any AppIntent, prepare: (RuntimeConversation) async throws -> Void = { _ in }
  ) async -> (outcome: ConversationOutcome, value: (any Sendable)?) {
    await app.withDependencies { await runChain(intent, prepare: prepare) }
  }

  private func runChain(
    _ intent: any AppIntent, prepare: (RuntimeConversation) async throws -> Void
  ) async -> (outcome: ConversationOutcome, value: (any Sendable)?) {
    var current = intent
    var outcome = ConversationOutcome.notUnderstood
    var firstValue: (any Sendable)?
    for step in 0...Self.maxChainedIntents {
      let conversation = conversation(for: current)
      do {
        // Queries asked for one parameter see the values chosen for the others
        // (`@IntentParameterDependency`), from the phrase's values to `perform()`'s requests.
        let running = current
        let (completion, value, next) = try await IntentParameterDependencyScope.$intent
          .withValue(running) {
            if step == 0 { try await prepare(conversation) }
            try await authenticate(running, conversation: conversation)
            try await fillRequiredParameters(of: running, conversation: conversation)
            return try await perform(running, conversation: conversation)
          }
        if step == 0 { firstValue = value }
        outcome = .completed(completion)
        await donate(current, outcome: .completed)
        guard let next else { break }
        current = next
      } catch {
        outcome = await report(error)
        if case .failed = outcome, !(error is ConversationGaveUp) {
          await donate(current, outcome: .failed)
        }
        firstValue = nil
        break
      }
    }
    await frontEnd.present(.ended(outcome))
    return (outcome, firstValue)
  }

  /// Asks for every required parameter that is still empty.
  private func fillRequiredParameters(of intent: any AppIntent, conversation: RuntimeConversation)
    async throws
  {
    for (_, parameter) in IntentReflection.parameters(of: intent) {
      let descriptor = parameter.descriptor
      guard !descriptor.isOptional, parameter.currentValue == nil else { continue }
      let value = try await conversation.requestValue(for: descriptor, dialog: nil)
      try parameter.setValue(value)
    }
  }

  private func perform(
    _ intent: any AppIntent, conversation: RuntimeConversation, pressed: Bool = false
  ) async throws
    -> (IntentCompletion, (any Sendable)?, (any AppIntent)?)
  {
    let execution = IntentExecution(
      conversation: conversation, dependencies: app.manifest.dependencies,
      updateAppShortcutParameters: onUpdateAppShortcutParameters,
      donations: recorder, undoManager: undoManager)
    let modes = type(of: intent).supportedModes
    let start = startingMode(for: modes, intent: intent)
    conversation.mode.withLock { $0 = start }
    var restarts = 0
    while true {
      do {
        let spotlight = memory?.spotlight?.sink(for: app.name)
        let (result, registeredUndo) = try await IntentExecution.$current.withValue(execution) {
          try await SpotlightSinkBinding.$current.withValue(spotlight) {
            try await performRecordingUndo(intent)
          }
        }
        let parts = result.resultParts
        let continued = !start.isForeground && conversation.currentMode.isForeground
        let opensApp = start.isForeground || (modes.opensAppAfterPerform && !continued)
        let (completion, next) = await present(
          parts, of: intent, opensApp: opensApp, continued: continued, pressed: pressed)
        // Siri says nothing of it, as on a device; `:undo` and Ctrl-Z undo it.
        if registeredUndo { onUndoable() }
        return (completion, parts.value, next)
      } catch let error as AppIntentError where error.restartsPerform {
        restarts += 1
        guard restarts < Self.maxRestarts else { throw error }
        let proceed = try await IntentExecution.$current.withValue(execution) {
          try await error.resolveBeforeRestart()
        }
        guard proceed else { throw CancellationError() }
      }
    }
  }

  /// Runs a snippet intent's `perform()` and gives its snippet; none in voice-only mode.
  func draw(_ snippetIntent: any SnippetIntent) async throws -> Snippet? {
    guard !settings.voiceOnly else { return nil }
    let execution = IntentExecution(
      conversation: conversation(for: snippetIntent), dependencies: app.manifest.dependencies)
    return try await IntentExecution.$current.withValue(execution) {
      try await snippetIntent.perform().resultParts.snippet
    }
  }

  /// Runs the intent of a button pressed in a snippet: its questions, `perform()` and dialog.
  /// It is not donated: a button is the app's interface, not a request to Siri. An error is
  /// said and the snippet stays.
  func runPressed(_ intent: any AppIntent) async {
    let conversation = conversation(for: intent)
    do {
      try await fillRequiredParameters(of: intent, conversation: conversation)
      _ = try await perform(intent, conversation: conversation, pressed: true)
    } catch {
      _ = await report(error)
    }
  }

  /// Where an intent starts: in the foreground when it may only run there, else in the
  /// background, from which it may move to the app when its modes allow and the person can see
  /// a screen (voice-only mode runs everything in the background, as Siri does without one).
  private func startingMode(for modes: IntentModes, intent: any AppIntent)
    -> IntentModes.Current
  {
    if modes.opensAppBeforePerform { return .foreground(.immediate) }
    let mayContinue = modes.mayContinueInForeground || intent is any ForegroundContinuableIntent
    return IntentModes.Current(
      foregroundMode: nil, canContinueInForeground: mayContinue && !settings.voiceOnly)
  }

  /// Performs the intent; an `UndoableIntent`'s registrations on the undo manager are kept as
  /// one step. Returns whether it registered one. Other intents never reach the main actor, on
  /// which the undo manager lives, so a front end holding the main thread never stalls them.
  private func performRecordingUndo(_ intent: any AppIntent) async throws
    -> (any IntentResult, registeredUndo: Bool)
  {
    guard let undoManager, intent is any UndoableIntent else {
      return (try await intent.perform(), false)
    }
    let before = await MainActor.run {
      undoManager.beginUndoGrouping()
      return undoManager.undoStepCount
    }
    do {
      let result = try await intent.perform()
      let registered = await MainActor.run {
        undoManager.endUndoGrouping()
        return undoManager.undoStepCount > before
      }
      return (result, registered)
    } catch {
      await undoManager.endUndoGrouping()
      throw error
    }
  }

  /// Shows a result: its dialog and snippet, the app opening, and what it opens next.
  private func present(
    _ parts: IntentResultParts, of intent: any AppIntent, opensApp: Bool, continued: Bool,
    pressed: Bool
  ) async -> (IntentCompletion, (any AppIntent)?) {
    let intentType = type(of: intent)
    var snippet = settings.voiceOnly ? nil : parts.snippet
    if let snippetIntent = parts.snippetIntent {
      // A snippet intent that fails to draw leaves the result without a snippet.
      snippet = (try? await draw(snippetIntent)) ?? nil
    }
    var dialogText: String?
    if let dialog = parts.dialog {
      let resource = settings.voiceOnly || snippet == nil ? dialog.full : dialog.supporting
      dialogText = app.strings.text(of: resource)
    }
    if dialogText != nil || snippet != nil {
      await frontEnd.present(
        .speech(SiriSpeech(app: app.name, text: dialogText ?? "", snippet: snippet, kind: .dialog)))
    } else if pressed {
      // A button pressed in a snippet says only what its intent's dialog says.
    } else if let value = parts.value {
      // A value with nothing to say: Siri shows the value, named as the intent names it.
      await frontEnd.present(
        .speech(
          SiriSpeech(
            app: app.name, text: dialogs.resultValue(value, named: intentType.description),
            kind: .dialog)))
    } else if parts.opensIntent == nil, parts.openedURL == nil, !opensApp, !continued {
      await frontEnd.present(
        .speech(SiriSpeech(app: app.name, text: dialogs.done, kind: .assistant)))
    }
    if let url = parts.openedURL {
      // A universal link opens the app on the linked page.
      await frontEnd.present(.appOpened(AppOpened(app: app.name, screen: url.absoluteString)))
    } else if opensApp {
      await frontEnd.present(
        .appOpened(AppOpened(app: app.name, screen: await app.manifest.currentScreen())))
    }
    if let next = parts.actionButtonIntent {
      let title = type(of: next).title.defaultValue
      await frontEnd.present(
        .speech(
          SiriSpeech(app: app.name, text: dialogs.actionButton(runs: title), kind: .assistant)))
    }
    if !pressed, let snippet, !snippet.controls.isEmpty {
      // An interactive snippet: its buttons work until the person is done with it.
      _ = try? await conversation(for: intent).interact(
        with: snippet, snippetIntent: parts.snippetIntent, text: dialogs.snippetButtons,
        actions: [dialogs.snippetDone])
    }
    let completion = IntentCompletion(
      app: app.name, intent: LoadedApp.typeName(of: intentType), dialog: dialogText,
      value: parts.value.map { IntentValueFormatter.spokenText(of: $0) })
    return (completion, parts.opensIntent)
  }

  private var recorder: DonationRecorder? {
    memory.map { DonationRecorder(app: app.name, memory: $0, environment: settings.environment) }
  }

  /// Donates an intent Siri ran, as Siri does, and tells of a completion. A store that can't
  /// be written is said, and the turn goes on.
  private func donate(_ intent: any AppIntent, outcome: IntentDonation.Outcome) async {
    let donation = IntentDonation(
      of: intent, app: app.name, date: settings.environment.now(), outcome: outcome)
    if outcome == .completed { onCompleted(donation) }
    guard let memory else { return }
    do {
      try memory.donate(donation)
    } catch {
      await say("SiriSim couldn't remember this: \(error)", kind: .error)
    }
  }

  /// Says what went wrong and how the turn ended. Never rethrows: no error ends the program.
  private func report(_ error: any Error) async -> ConversationOutcome {
    if error is CancellationError {
      await say(dialogs.cancelled, kind: .assistant)
      return .cancelled
    }
    let message: String
    switch error {
    case is ConversationGaveUp:
      message = dialogs.gaveUp(app: app.name)
    case let convertible as any CustomLocalizedStringResourceConvertible:
      message = app.strings.text(of: convertible.localizedStringResource)
    case let request as IntentRequestError:
      message = request.message
    case let localized as any LocalizedError:
      message = localized.errorDescription ?? dialogs.problem(with: app.name)
    default:
      message = dialogs.problem(with: app.name)
    }
    await say(message, kind: .error)
    return .failed(message: message)
  }

  private func say(_ text: String, kind: SiriSpeech.Kind) async {
    await frontEnd.present(.speech(SiriSpeech(app: app.name, text: text, kind: kind)))
  }
}
