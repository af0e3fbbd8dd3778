import Locking
@_spi(SiriSim) import OpenAppIntents
import PhraseMatching
import SiriSimApp
import TextSafety

/// The runtime's side of an intent's questions: turns each request into a prompt for the front
/// end, reads the reply, and asks again when the reply does not fit.
struct RuntimeConversation: IntentConversation {
  let app: String
  let intentTitle: String
  let frontEnd: any ConversationFrontEnd
  let resolver: ValueResolver
  let settings: ConversationRuntime.Options
  /// Whether Siri asks for herself ("Did you mean…") rather than for an app.
  var speaksForItself = false
  /// The app's manifest, for its screen and actions when an intent continues in the app.
  var manifest: AppManifest?
  /// Where the intent runs now: set by the runner from the intent's modes, moved to the
  /// foreground when it continues there.
  var mode = Locked(IntentModes.Current.background)
  /// Draws snippet intents and runs their buttons' intents; `nil` where no intent runs.
  var snippets: SnippetActions?

  var currentMode: IntentModes.Current { mode.withLock { $0 } }
  var isVoiceOnly: Bool { settings.voiceOnly }

  /// Siri's own words, in the session's language.
  var dialogs: Dialogs { Dialogs(resolver.lexicon) }
  /// The app's own texts in the session's language (its `Localizable.strings`).
  var strings = AppStrings.none

  /// The parameter with its title in the session's language, for Siri's questions about it.
  func translated(_ parameter: ParameterDescriptor) -> ParameterDescriptor {
    var parameter = parameter
    parameter.title = LocalizedStringResource(
      parameter.title.key, defaultValue: strings.text(of: parameter.title))
    return parameter
  }

  // MARK: Values

  func requestValue(for parameter: ParameterDescriptor, dialog: IntentDialog?) async throws
    -> any Sendable
  {
    let suggestions = await suggestedChoices(for: parameter)
    let text =
      speech(dialog ?? parameter.requestValueDialog, hasSnippet: false)
      ?? dialogs.valuePrompt(for: translated(parameter))
    return try await ask(
      { isRetry in
        var prompt = ValuePrompt(
          app: app, intentTitle: intentTitle, parameter: parameter.name,
          parameterTitle: strings.text(of: parameter.title), text: text,
          suggestions: suggestions.map(PromptChoice.init(choice:)),
          inputKind: Dialogs.inputKind(for: parameter, hasSuggestions: !suggestions.isEmpty),
          isRetry: isRetry, range: parameter.inclusiveRange,
          control: parameter.inclusiveRange == nil ? nil : parameter.controlStyle)
        prompt.entry = ValueEntry(parameter)
        return .value(prompt)
      },
      reading: { reply -> Attempt<any Sendable> in
        switch reply {
        case .choice(let index) where suggestions.indices.contains(index):
          let value = suggestions[index].value
          return .answer(parameter.kind.isList ? [value] : value)
        case .confirm(let answer) where isBoolean(parameter):
          return .answer(answer)
        case .cancel, .choice, .confirm:
          return .retry(saying: dialogs.notAnOption)
        case .text(let answer):
          return try await readValue(answer, for: parameter, suggestions: suggestions)
        }
      })
  }

  /// A typed answer to a value prompt: "the second one" or "two" picks a suggestion, as a
  /// number does; other words go through the resolver, which may find several values to pick
  /// from.
  private func readValue(
    _ answer: String, for parameter: ParameterDescriptor, suggestions: [IntentValueChoice]
  ) async throws -> Attempt<any Sendable> {
    if let index = ChoiceResolver.position(
      for: answer, count: suggestions.count, in: resolver.lexicon)
    {
      await read(answer, as: suggestions[index], parameter: parameter.name)
      let value = suggestions[index].value
      return .answer(parameter.kind.isList ? [value] : value)
    }
    switch try await AppResolution(conversation: self).resolve(answer, for: parameter) {
    case .value(let value):
      await read(answer, as: IntentValueChoice(describing: value), parameter: parameter.name)
      return .answer(value)
    case .ambiguous(let choices):
      let picked = try await disambiguateSearch(for: parameter, among: choices)
      return .answer(parameter.kind.isList ? [picked.value] : picked.value)
    case .notFound(let message), .invalid(let message):
      return .retry(saying: message)
    }
  }

  // MARK: Choices

  func requestDisambiguation(
    for parameter: ParameterDescriptor, among choices: [IntentValueChoice], dialog: IntentDialog?
  ) async throws -> IntentValueChoice {
    guard !choices.isEmpty else { throw ConversationGaveUp(app: app) }
    let text =
      speech(dialog ?? parameter.requestDisambiguationDialog, hasSnippet: false)
      ?? dialogs.disambiguationPrompt(for: translated(parameter))
    let index = try await pick(
      among: choices.map(PromptChoice.init(choice:)), text: text, parameter: parameter.name,
      purpose: .disambiguation)
    return choices[index]
  }

  /// Siri's own question when words name several values: the matches first, titled as the
  /// app's suggestions title them, then the other suggestions under "More", so that nothing
  /// the app offers is out of reach; typed words that name no row are looked up in the whole
  /// app, as the first words were ("clam chowder" after "Order soup").
  func disambiguateSearch(for parameter: ParameterDescriptor, among found: [IntentValueChoice])
    async throws -> IntentValueChoice
  {
    guard !found.isEmpty else { throw ConversationGaveUp(app: app) }
    var choices = await widened(found, for: parameter)
    let text =
      speech(parameter.requestDisambiguationDialog, hasSnippet: false)
      ?? dialogs.disambiguationPrompt(for: translated(parameter))
    var single = parameter
    single.kind = parameter.kind.elementKind
    return try await ask(
      { isRetry in
        .choice(
          ChoicePrompt(
            app: app, parameter: parameter.name, text: text,
            choices: choices.map(PromptChoice.init(choice:)), purpose: .disambiguation,
            isRetry: isRetry))
      },
      reading: { reply -> Attempt<IntentValueChoice> in
        guard case .text(let answer) = reply else {
          if case .choice(let index) = reply, choices.indices.contains(index) {
            return .answer(choices[index])
          }
          return .retry(saying: dialogs.pickOne(count: choices.count))
        }
        let titles = choices.map(\.displayRepresentation.title.defaultValue)
        if let index = ChoiceResolver.index(for: answer, titles: titles, in: resolver.lexicon) {
          await read(answer, as: choices[index], parameter: parameter.name)
          return .answer(choices[index])
        }
        // A number past the rows means a row, not a value to look up.
        if Int(answer) != nil
          || ChoiceResolver.position(for: answer, count: .max, in: resolver.lexicon) != nil
        {
          return .retry(saying: dialogs.pickOne(count: choices.count))
        }
        switch await resolver.resolve(answer, for: single) {
        case .value(let value):
          let choice = IntentValueChoice(describing: value)
          await read(answer, as: choice, parameter: parameter.name)
          return .answer(choice)
        case .ambiguous(let more):
          choices = await widened(more, for: parameter)
          return .retry(saying: nil)
        case .notFound(let message), .invalid(let message):
          return .retry(saying: message)
        }
      })
  }

  /// The values found, under the sections the app's suggestions give them (a string query may
  /// title all its results alike, such as Soup Chef's "Regulars"), then the suggestions not
  /// found, under "More". The matches keep their order unless a match without a section would
  /// follow a titled one and read as part of it; then they go in the sections' order.
  func widened(_ found: [IntentValueChoice], for parameter: ParameterDescriptor) async
    -> [IntentValueChoice]
  {
    let suggestions = await suggestedChoices(for: parameter)
    var sectionOf: [String: String] = [:]
    var sectionRank: [String: Int] = [:]
    for (index, suggestion) in suggestions.enumerated() {
      let title = suggestion.section?.defaultValue ?? ""
      if sectionOf[suggestion.id] == nil { sectionOf[suggestion.id] = title }
      if sectionRank[title] == nil { sectionRank[title] = index }
    }
    var result = found.map { choice in
      var choice = choice
      let title = sectionOf[choice.id] ?? ""
      choice.section = title.isEmpty ? nil : LocalizedStringResource(stringLiteral: title)
      return choice
    }
    let titles = result.map { $0.section?.defaultValue ?? "" }
    if zip(titles, titles.dropFirst()).contains(where: { !$0.isEmpty && $1.isEmpty }) {
      result = result.enumerated().sorted { left, right in
        let leftRank = sectionRank[titles[left.offset]] ?? -1
        let rightRank = sectionRank[titles[right.offset]] ?? -1
        return leftRank != rightRank ? leftRank < rightRank : left.offset < right.offset
      }.map(\.element)
    }
    let shown = Set(found.map(\.id))
    for suggestion in suggestions where !shown.contains(suggestion.id) {
      var more = suggestion
      more.section = LocalizedStringResource(stringLiteral: PromptChoice.moreSection)
      result.append(more)
    }
    return result
  }

  /// Asks the person to pick from a list; returns the index picked.
  func pick(
    among choices: [PromptChoice], text: String, parameter: String?,
    purpose: ChoicePrompt.Purpose
  ) async throws -> Int {
    try await ask(
      { isRetry in
        .choice(
          ChoicePrompt(
            app: speaksForItself ? nil : app, parameter: parameter, text: text,
            choices: choices, purpose: purpose, isRetry: isRetry))
      },
      reading: { reply -> Attempt<Int> in
        switch reply {
        case .choice(let index) where choices.indices.contains(index):
          return .answer(index)
        case .text(let answer):
          if let index = ChoiceResolver.index(
            for: answer, titles: choices.map(\.title), in: resolver.lexicon)
          {
            await read(answer, as: choices[index].title, parameter: parameter)
            return .answer(index)
          }
          return .retry(saying: dialogs.pickOne(count: choices.count))
        case .cancel, .choice, .confirm:
          return .retry(saying: dialogs.pickOne(count: choices.count))
        }
      })
  }

  // MARK: Choice

  /// `requestChoice(between:dialog:)`: the intent's options as a pick list, its view shown
  /// above the question (not in voice-only mode).
  func requestChoice(_ request: ChoiceRequest) async throws -> Int {
    let text =
      speech(request.dialog, hasSnippet: request.snippet != nil) ?? dialogs.chooseAnOption
    if let snippet = request.snippet, !settings.voiceOnly {
      await frontEnd.present(.speech(SiriSpeech(app: app, text: "", snippet: snippet)))
    }
    let choices = request.options.enumerated().map { index, option in
      PromptChoice(
        id: "\(index + 1)", title: option.title, style: PromptChoice.Style(option.style))
    }
    return try await pick(among: choices, text: text, parameter: nil, purpose: .options)
  }

  // MARK: Confirmation

  func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
    if let snippetIntent = request.snippetIntent {
      return try await confirmWithSnippetIntent(request, snippetIntent)
    }
    let isValue = request.kind == .parameterValue
    let confirmTitle = isValue ? dialogs.yes : dialogs.button(request.actionName.title)
    let declineTitle = isValue ? dialogs.no : request.actionName.declineTitle ?? dialogs.cancel
    let text =
      speech(request.dialog, hasSnippet: request.snippet != nil)
      ?? dialogs.confirmationPrompt(for: request, intentTitle: intentTitle)
    let retry = dialogs.answerConfirmation(confirmTitle: confirmTitle, declineTitle: declineTitle)
    return try await ask(
      { isRetry in
        .confirmation(
          ConfirmationPrompt(
            app: app, text: text, snippet: settings.voiceOnly ? nil : request.snippet,
            confirmTitle: confirmTitle, declineTitle: declineTitle, kind: request.kind,
            isRetry: isRetry, isDestructive: !isValue && request.actionName.isDestructive))
      },
      reading: { reply -> Attempt<Bool> in
        switch reply {
        case .confirm(let answer):
          return .answer(answer)
        case .choice(let index) where index == 0 || index == 1:
          return .answer(index == 0)
        case .text(let answer):
          if let confirms = Dialogs.confirmationAnswer(
            answer, confirming: [confirmTitle] + request.actionName.acceptAlternatives,
            declining: [declineTitle] + request.actionName.denyAlternatives, in: resolver.lexicon)
          {
            await read(answer, as: confirms ? confirmTitle : declineTitle, parameter: nil)
            return .answer(confirms)
          }
          return .retry(saying: retry)
        case .cancel, .choice:
          return .retry(saying: retry)
        }
      })
  }

  // MARK: Continuing in the app

  /// Offers to continue in the app (a Continue button); on yes, opens the app, runs the
  /// intent's continuation, shows the app's screen and offers its actions (such as "Log In")
  /// until the person is done. Returns `false` when they decline.
  func continueInForeground(
    dialog: IntentDialog?, confirm: Bool,
    continuation: (@MainActor @Sendable () async throws -> Void)?
  ) async throws -> Bool {
    if confirm {
      let request = ConfirmationRequest(
        kind: .action, dialog: dialog ?? IntentDialog(stringLiteral: dialogs.continueIn(app)),
        actionName: .continue)
      guard try await requestConfirmation(request) else { return false }
    } else if let text = speech(dialog, hasSnippet: false) {
      await say(text)
    }
    mode.withLock { $0 = .foreground(.dynamic) }
    if let continuation { try await continuation() }
    await frontEnd.present(.appOpened(AppOpened(app: app, screen: await manifest?.currentScreen())))
    guard let manifest else { return true }
    var actions = await manifest.foregroundActions()
    while !actions.isEmpty {
      let choices =
        actions.map { PromptChoice(id: $0.title, title: $0.title) }
        + [PromptChoice(id: "done", title: dialogs.backToSiri)]
      let picked = try await pick(
        among: choices, text: dialogs.inTheApp(app), parameter: nil, purpose: .disambiguation)
      guard actions.indices.contains(picked) else { break }
      await actions[picked].perform()
      await frontEnd.present(
        .appOpened(AppOpened(app: app, screen: await manifest.currentScreen())))
      actions = await manifest.foregroundActions()
    }
    return true
  }

  // MARK: Asking

  /// What one reply came to: the answer, or what Siri says before she asks again (nothing when
  /// the question itself changed).
  enum Attempt<Answer> {
    case answer(Answer)
    case retry(saying: String?)
  }

  /// The one ask loop: shows the prompt (marked a retry after the first time), reads each reply
  /// with `reading`, says why a reply did not fit and asks again, and gives up after
  /// `maxAttempts` replies that did not fit. A cancel reply cancels, whatever the question.
  func ask<Answer>(
    _ prompt: (_ isRetry: Bool) -> ConversationPrompt,
    reading: (ConversationReply) async throws -> Attempt<Answer>
  ) async throws -> Answer {
    for attempt in 0..<settings.maxAttempts {
      let reply = try await reply(to: prompt(attempt > 0))
      if case .cancel = reply { throw CancellationError() }
      switch try await reading(reply) {
      case .answer(let answer): return answer
      case .retry(let sentence?): await say(sentence)
      case .retry(nil): continue
      }
    }
    throw ConversationGaveUp(app: app)
  }

  // MARK: Helpers

  /// The dialog's words for this mode: the full text when voice-only or when nothing is shown,
  /// the supporting text beside a snippet.
  func speech(_ dialog: IntentDialog?, hasSnippet: Bool) -> String? {
    guard let dialog else { return nil }
    let resource = settings.voiceOnly || !hasSnippet ? dialog.full : dialog.supporting
    return strings.text(of: resource)
  }

  /// Tells the front end how a typed answer was read: as a value, a row or a button.
  func read(_ typed: String, as value: String, parameter: String?) async {
    await frontEnd.present(
      .answered(UnderstoodAnswer(parameter: parameter, typed: typed, value: value)))
  }

  /// Tells the front end which value a typed answer was read as.
  func read(_ typed: String, as choice: IntentValueChoice, parameter: String) async {
    await read(typed, as: choice.displayRepresentation.title.defaultValue, parameter: parameter)
  }

  func say(_ text: String) async {
    await frontEnd.present(
      .speech(SiriSpeech(app: speaksForItself ? nil : app, text: text, kind: .assistant)))
  }

  private func isBoolean(_ parameter: ParameterDescriptor) -> Bool {
    if case .boolean = parameter.kind { return true }
    return false
  }

  /// What a value prompt offers: the options, the suggested entities, the enum's cases.
  func suggestedChoices(for parameter: ParameterDescriptor) async -> [IntentValueChoice] {
    if let options = parameter.options { return (try? await options()) ?? [] }
    switch parameter.kind.elementKind {
    case .entity(let support):
      return (try? await support.suggested()) ?? []
    case .enumeration(let support):
      return support.cases
    default:
      return []
    }
  }
}

/// The person's answers kept not fitting, so Siri stops asking.
struct ConversationGaveUp: Error {
  let app: String
}

extension PromptChoice {
  init(choice: IntentValueChoice) {
    self.init(
      id: choice.id, title: choice.displayRepresentation.title.defaultValue,
      subtitle: choice.displayRepresentation.subtitle?.defaultValue,
      section: choice.section?.defaultValue)
  }
}

extension RuntimeConversation {
  /// The front end's reply, its text without control characters: a JSON reply may carry
  /// `\u0000`, which app code must never see (see `InputText`). A turn cancelled while Siri
  /// waited ends here, whatever the reply. Text that is a cancel word of the session's language
  /// ("annuler", "abbrechen") cancels: the front ends read only English's, before any locale
  /// is known (`AnswerReading`).
  fileprivate func reply(to prompt: ConversationPrompt) async throws -> ConversationReply {
    let reply = await frontEnd.reply(to: prompt)
    try Task.checkCancellation()
    guard case .text(let text) = reply else { return reply }
    // A multiline field keeps its lines; each line loses its control characters.
    let multiline: Bool
    if case .value(let value) = prompt {
      multiline = value.entry.multiline
    } else {
      multiline = false
    }
    let clean =
      multiline
      ? text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { InputText.withoutControls(String($0)) }.joined(separator: "\n")
      : InputText.withoutControls(text)
    if resolver.lexicon.locale != Lexicon.english.locale,
      resolver.lexicon.cancelWords.contains(TextNormalizer.tokens(clean).joined(separator: " "))
    {
      return .cancel
    }
    return .text(clean)
  }
}
