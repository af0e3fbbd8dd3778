@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

/// Siri's own words, where the app gives none: Apple-like defaults and re-prompts, in the
/// session's language.
///
/// The sentences are the language's (`SiriSentences`, beside its lexicon in PhraseMatching's
/// `Lexicon+<Language>+Sentences.swift`); this type picks which sentence a parameter, a request
/// or a miss needs. The app's words inside them (a parameter's title, an intent's title, an
/// app's name) stay as the app wrote them, as on iOS when an app ships no translation.
/// `Dialogs(Lexicon.english)` says exactly what SiriSim always said.
struct Dialogs: Sendable {
  /// The language's sentences.
  let sentences: any SiriSentences

  /// Siri's dialogs in `lexicon`'s language.
  init(_ lexicon: Lexicon) {
    sentences = lexicon.sentences
  }

  func valuePrompt(for parameter: ParameterDescriptor) -> String {
    let name = parameter.title.defaultValue
    let title = name.lowercased()
    switch parameter.kind.elementKind {
    case .entity, .enumeration:
      return sentences.which(title, name: name)
    case .boolean:
      return sentences.yesOrNo(name)
    case .integer, .double:
      return sentences.howMany(name)
    case .date:
      guard let kind = parameter.entry.dateKind else { fallthrough }
      return datePrompt(kind, name: name)
    default:
      guard parameter.options == nil else { return sentences.which(title, name: name) }
      return sentences.whatsThe(title, name: name)
    }
  }

  func disambiguationPrompt(for parameter: ParameterDescriptor) -> String {
    sentences.which(parameter.title.defaultValue.lowercased(), name: parameter.title.defaultValue)
  }

  func confirmationPrompt(for request: ConfirmationRequest, intentTitle: String) -> String {
    switch request.kind {
    case .parameterValue:
      return sentences.confirmValue(request.value?.displayRepresentation.title.defaultValue)
    case .result, .action:
      return sentences.confirmAction(intentTitle)
    }
  }

  static func inputKind(for parameter: ParameterDescriptor, hasSuggestions: Bool) -> ValueInputKind
  {
    if parameter.kind.isList { return .items }
    if hasSuggestions { return .item }
    switch parameter.kind {
    case .integer: return .integer
    case .double, .currencyAmount: return .number
    case .boolean: return .boolean
    case .date: return .date
    case .measurement: return .measurement
    default: return .text
    }
  }

  /// The buttons of a question about a parameter's value.
  var yes: String { sentences.yes }
  var no: String { sentences.no }
  /// The declining button when the app names none.
  var cancel: String { sentences.cancel }

  /// A confirming button's title in this language: Apple's `ConfirmationActionName`s are
  /// Siri's words ("Order" is "Commander" in French); an app's own title stays as written.
  func button(_ title: String) -> String {
    sentences.actionNames[title] ?? title
  }

  var notAnOption: String { sentences.notAnOption }

  func pickOne(count: Int) -> String { sentences.pickOne(count: count) }

  func answerConfirmation(confirmTitle: String, declineTitle: String) -> String {
    sentences.answerConfirmation(confirm: confirmTitle, decline: declineTitle)
  }

  /// "yes", "no", the button titles ("order", "cancel") or the app's other words for them.
  static func confirmationAnswer(
    _ text: String, confirming: [String], declining: [String], in lexicon: Lexicon
  ) -> Bool? {
    let answer = TextNormalizer.normalized(text)
    if confirming.contains(where: { TextNormalizer.normalized($0) == answer }) { return true }
    if declining.contains(where: { TextNormalizer.normalized($0) == answer }) { return false }
    return YesNo.parse(text, in: lexicon)
  }

  func gaveUp(app: String) -> String { sentences.gaveUp }

  func problem(with app: String) -> String { sentences.problem(with: app) }

  var cancelled: String { sentences.cancelled }

  /// What Siri says when an app is named but none of its shortcuts fits, then what it can do.
  func unsupported(app: String, shortcuts: [String]) -> String {
    let first = sentences.unsupported(app)
    guard !shortcuts.isEmpty else { return first }
    let here = sentences.hereIsWhatYouCanDo(with: app)
    return ([first, here] + shortcuts.map { quoted($0) }).joined(separator: "\n")
  }

  /// A phrase Siri suggests, as a list item: "• “Order soup”", "• « Commander une soupe »".
  func quoted(_ phrase: String) -> String { sentences.quoted(phrase) }

  /// What Siri says to a request for an app that is not loaded, and which apps are.
  func notLoaded(app: String, loaded: [String]) -> String {
    let first = sentences.notLoaded(app)
    guard let last = loaded.last else { return first }
    guard loaded.count > 1 else { return first + sentences.onlyApp(last) }
    return first + sentences.appsHere(loaded.dropLast().joined(separator: ", "), and: last)
  }

  /// Siri's answer when nothing matched and no app was named, before the phrases to try.
  var cannotHelp: String { sentences.cannotHelp }
  /// Siri's answer when nothing matched and no app is loaded.
  var noApps: String { sentences.noApps }
  /// What Siri asks when an intent's `requestChoice` gives no dialog.
  var chooseAnOption: String { sentences.chooseAnOption }
  var backToSiri: String { sentences.backToSiri }
  /// "Continue in Trails?", when an intent continuing in the app gives no dialog.
  func continueIn(_ app: String) -> String { sentences.continueIn(app) }

  /// "Suggested Trails: Thunder Mountain Trail", or "none" for an empty list.
  func resultValue(_ value: any Sendable, named description: IntentDescription?) -> String {
    let text = IntentValueFormatter.spokenText(of: value)
    let shown = text.isEmpty ? sentences.none : text
    guard let name = description?.resultValueName?.defaultValue else { return shown }
    return sentences.resultValue(name, shown)
  }

  func inTheApp(_ app: String) -> String { sentences.inTheApp(app) }
  func actionButton(runs title: String) -> String { sentences.actionButton(runs: title) }
  var done: String { sentences.done }
  /// The pick list under an interactive snippet: its buttons, then this.
  var snippetDone: String { sentences.snippetDone }
  /// What the pick list under an interactive snippet is titled.
  var snippetButtons: String { sentences.snippetButtons }

  // MARK: Values not understood

  /// "I couldn't find “Tomatensuppe”.", when words in the request name no value.
  func couldNotFind(_ text: String) -> String { sentences.couldNotFind(text) }
  /// When a typed answer names none of a type's values.
  func notFound(_ text: String, typeName: String) -> String {
    sentences.notFound(text, typeName: typeName)
  }
  func tooLarge(_ text: String, for title: String) -> String {
    sentences.tooLarge(text, for: title)
  }
  func needWholeNumber(for title: String) -> String { sentences.needWholeNumber(for: title) }
  func needNumber(for title: String) -> String { sentences.needNumber(for: title) }
  var sayYesOrNo: String { sentences.sayYesOrNo }
  /// When a number is outside a parameter's `inclusiveRange`.
  func outOfRange(_ title: String, from low: String, to high: String) -> String {
    sentences.outOfRange(title, from: low, to: high)
  }
  /// "I didn't catch a store location.", for an empty answer.
  func didNotCatch(_ name: String) -> String { sentences.didNotCatch(name) }

  // MARK: Siri's own lists

  /// What Siri asks when two App Shortcuts fit about as well.
  var didYouMean: String { sentences.didYouMean }
  /// A row of "Did you mean…": "Order Soup in Soup Chef".
  func intent(_ title: String, in app: String) -> String { sentences.intent(title, in: app) }
  func spotlightFoundNothing(for query: String) -> String {
    sentences.spotlightFoundNothing(for: query)
  }
  func spotlightFound(_ count: Int, for query: String) -> String {
    sentences.spotlightFound(count, for: query)
  }

  // MARK: A locked device

  /// What Siri says when an intent that requires authentication is asked for while locked.
  var unlockFirst: String { sentences.unlockFirst }
  /// The button that unlocks.
  var unlockButton: String { sentences.unlockButton }

  // MARK: Typed values

  /// A `.numberPad` field given more than digits.
  func digitsOnly(_ name: String) -> String { sentences.digitsOnly(name) }
  /// An `.emailAddress` field given something else.
  var needEmailAddress: String { sentences.needEmailAddress }
  /// A `.URL` field (or a URL parameter) given something else.
  var needWebAddress: String { sentences.needWebAddress }

  /// What Siri asks for a date parameter of a kind: "What time?", "What day?", "When?".
  func datePrompt(_ kind: DateEntryKind, name: String) -> String {
    switch kind {
    case .time: sentences.whatTime(name)
    case .date: sentences.whatDay(name)
    case .dateTime: sentences.when(name)
    }
  }

  /// An answer that is not the date, time or both that the parameter takes.
  func needDate(_ kind: DateEntryKind?) -> String {
    switch kind {
    case .time?: sentences.needTime
    case .dateTime?: sentences.needDayAndTime
    case .date?, nil: sentences.needDate
    }
  }

  /// A path that names no file.
  func noFile(at path: String) -> String { sentences.noFile(at: path) }
  /// A file that can't be read (a folder, no permission, too large).
  func unreadableFile(_ path: String, reason: String) -> String {
    sentences.unreadableFile(path, reason: reason)
  }
  /// A file of a type the parameter doesn't take.
  func wrongFileType(_ filename: String, expected: String) -> String {
    sentences.wrongFileType(filename, expected: expected)
  }

  /// A list with more (or fewer) values than the parameter's `size:` takes.
  func wrongCount(_ name: String, given: Int, minimum: Int, maximum: Int) -> String {
    let takes =
      minimum == maximum
      ? sentences.exactly(maximum)
      : given > maximum ? sentences.atMost(maximum) : sentences.atLeast(minimum)
    return sentences.wrongCount(given, name: name, takes: takes)
  }
}
