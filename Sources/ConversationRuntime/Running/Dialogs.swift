@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

/// Siri's own words, where the app gives none: Apple-like defaults and re-prompts.
enum Dialogs {
  static func valuePrompt(for parameter: ParameterDescriptor) -> String {
    let title = parameter.title.defaultValue.lowercased()
    switch parameter.kind.elementKind {
    case .entity, .enumeration:
      return "Which \(title)?"
    case .boolean:
      return "\(parameter.title.defaultValue)?"
    case .integer, .double:
      return "How many? (\(parameter.title.defaultValue))"
    default:
      return parameter.options == nil ? "What's the \(title)?" : "Which \(title)?"
    }
  }

  static func disambiguationPrompt(for parameter: ParameterDescriptor) -> String {
    "Which \(parameter.title.defaultValue.lowercased())?"
  }

  static func confirmationPrompt(for request: ConfirmationRequest, intentTitle: String) -> String {
    switch request.kind {
    case .parameterValue:
      let value = request.value?.displayRepresentation.title.defaultValue ?? "that"
      return "Just to confirm, you wanted ‘\(value)’?"
    case .result, .action:
      return "Do you want to \(intentTitle.lowercased())?"
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

  static let notAnOption = "Sorry, that isn't one of the options."

  static func pickOne(count: Int) -> String {
    "Sorry, which one? Say a number from 1 to \(count), or a name."
  }

  static func answerConfirmation(confirmTitle: String, declineTitle: String) -> String {
    "Please answer “\(confirmTitle)” or “\(declineTitle)”."
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

  static func gaveUp(app: String) -> String {
    "Sorry, I still didn't get that, so I've stopped. Try again when you're ready."
  }

  static func problem(with app: String) -> String {
    "Sorry, there was a problem with \(app)."
  }

  static let cancelled = "Cancelled."

  /// What Siri says when an app is named but none of its shortcuts fits, then what it can do.
  static func unsupported(app: String, shortcuts: [String]) -> String {
    let first = "\(app) hasn't added support for that with Siri."
    guard !shortcuts.isEmpty else { return first }
    return ([first, "Here's what you can do with \(app):"] + shortcuts.map { "• “\($0)”" })
      .joined(separator: "\n")
  }

  /// What Siri says to a request for an app that is not loaded, and which apps are.
  static func notLoaded(app: String, loaded: [String]) -> String {
    let first = "I don't know an app called \(app)."
    guard let last = loaded.last else { return first }
    guard loaded.count > 1 else { return first + " The only app here is \(last)." }
    return first + " The apps here are \(loaded.dropLast().joined(separator: ", ")) and \(last)."
  }

  /// What Siri asks when an intent's `requestChoice` gives no dialog.
  static let chooseAnOption = "Which would you like?"

  static let backToSiri = "Back to Siri"

  /// "Suggested Trails: Thunder Mountain Trail", or "none" for an empty list.
  static func resultValue(_ value: any Sendable, named description: IntentDescription) -> String {
    let text = IntentValueFormatter.spokenText(of: value)
    let shown = text.isEmpty ? "none" : text
    guard let name = description.resultValueName?.defaultValue else { return shown }
    return "\(name): \(shown)"
  }

  static func inTheApp(_ app: String) -> String {
    "\(app) is open. What would you like to do?"
  }

  static func actionButton(runs title: String) -> String {
    "The Action button now runs \(title)."
  }

  static let done = "Done."
  /// The pick list under an interactive snippet: its buttons, then this.
  static let snippetDone = "Done"
  /// What the pick list under an interactive snippet is titled.
  static let snippetButtons = "Press a button, or Done."

}
