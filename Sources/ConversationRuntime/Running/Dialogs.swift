@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

/// Siri's own words, where the app gives none: Apple-like defaults and re-prompts, in the
/// session's language.
///
/// Each dialog is written once per language, side by side (`say(en:fr:de:)`): English, French
/// and German; any other locale gets English. The app's words inside them (a parameter's title,
/// an intent's title, an app's name) stay as the app wrote them, as on iOS when an app ships no
/// translation. `Dialogs(locale: "en")` says exactly what SiriSim always said.
struct Dialogs: Sendable {
  /// The languages Siri speaks here.
  enum Language: Sendable {
    case english, french, german
  }

  /// The language Siri speaks.
  let language: Language

  /// Siri's dialogs in `locale`'s language ("fr", "de_CH"), English for any other.
  init(locale: String) {
    switch Lexicon(locale: locale).locale {
    case Lexicon.french.locale: language = .french
    case Lexicon.german.locale: language = .german
    default: language = .english
    }
  }

  /// The text for this language.
  private func say(en: String, fr: String, de: String) -> String {
    switch language {
    case .english: en
    case .french: fr
    case .german: de
    }
  }

  func valuePrompt(for parameter: ParameterDescriptor) -> String {
    let name = parameter.title.defaultValue
    let title = name.lowercased()
    switch parameter.kind.elementKind {
    case .entity, .enumeration:
      return which(title, name)
    case .boolean:
      return say(en: "\(name)?", fr: "\(name) ?", de: "\(name)?")
    case .integer, .double:
      return say(
        en: "How many? (\(name))", fr: "Combien ? (\(name))", de: "Wie viele? (\(name))")
    case .date:
      guard let kind = parameter.entry.dateKind else { fallthrough }
      return datePrompt(kind, name: name)
    default:
      guard parameter.options == nil else { return which(title, name) }
      return say(
        en: "What's the \(title)?", fr: "Quelle valeur pour « \(name) » ?",
        de: "Welcher Wert für „\(name)“?")
    }
  }

  /// "Which store location?", "Que choisir pour « Store Location » ?".
  private func which(_ title: String, _ name: String) -> String {
    say(
      en: "Which \(title)?", fr: "Que choisir pour « \(name) » ?",
      de: "Was darf es für „\(name)“ sein?")
  }

  func disambiguationPrompt(for parameter: ParameterDescriptor) -> String {
    which(parameter.title.defaultValue.lowercased(), parameter.title.defaultValue)
  }

  func confirmationPrompt(for request: ConfirmationRequest, intentTitle: String) -> String {
    switch request.kind {
    case .parameterValue:
      let value = request.value?.displayRepresentation.title.defaultValue
      return say(
        en: "Just to confirm, you wanted ‘\(value ?? "that")’?",
        fr: "Pour confirmer, vous vouliez « \(value ?? "cela") » ?",
        de: "Nur zur Sicherheit: Du wolltest „\(value ?? "das")“?")
    case .result, .action:
      return say(
        en: "Do you want to \(intentTitle.lowercased())?",
        fr: "Voulez-vous lancer « \(intentTitle) » ?",
        de: "Möchtest du „\(intentTitle)“ ausführen?")
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
  var yes: String { say(en: "Yes", fr: "Oui", de: "Ja") }
  var no: String { say(en: "No", fr: "Non", de: "Nein") }
  /// The declining button when the app names none.
  var cancel: String { say(en: "Cancel", fr: "Annuler", de: "Abbrechen") }

  /// A confirming button's title in this language: Apple's `ConfirmationActionName`s are
  /// Siri's words ("Order" is "Commander" in French); an app's own title stays as written.
  func button(_ title: String) -> String {
    guard language != .english, let names = Self.actionNames[title] else { return title }
    return language == .french ? names.fr : names.de
  }

  /// `ConfirmationActionName`'s titles in French and German.
  private static let actionNames: [String: (fr: String, de: String)] = [
    "Add": ("Ajouter", "Hinzufügen"), "Book": ("Réserver", "Buchen"), "Buy": ("Acheter", "Kaufen"),
    "Call": ("Appeler", "Anrufen"), "Check In": ("Enregistrer", "Einchecken"),
    "Continue": ("Continuer", "Fortfahren"), "Do It": ("Valider", "Ausführen"),
    "Go": ("Y aller", "Los"), "Log": ("Consigner", "Protokollieren"),
    "Open": ("Ouvrir", "Öffnen"), "Order": ("Commander", "Bestellen"), "Pay": ("Payer", "Bezahlen"),
    "Post": ("Publier", "Posten"), "Request": ("Demander", "Anfordern"),
    "Run": ("Exécuter", "Ausführen"), "Search": ("Rechercher", "Suchen"),
    "Send": ("Envoyer", "Senden"), "Set": ("Régler", "Einstellen"),
    "Start": ("Démarrer", "Starten"),
    "Toggle": ("Basculer", "Umschalten"),
  ]

  var notAnOption: String {
    say(
      en: "Sorry, that isn't one of the options.",
      fr: "Désolé, ce n’est pas l’une des options.",
      de: "Entschuldigung, das ist keine der Optionen.")
  }

  func pickOne(count: Int) -> String {
    say(
      en: "Sorry, which one? Say a number from 1 to \(count), or a name.",
      fr: "Désolé, lequel ? Dites un numéro de 1 à \(count), ou un nom.",
      de: "Entschuldigung, welche? Sag eine Zahl von 1 bis \(count) oder einen Namen.")
  }

  func answerConfirmation(confirmTitle: String, declineTitle: String) -> String {
    say(
      en: "Please answer “\(confirmTitle)” or “\(declineTitle)”.",
      fr: "Répondez « \(confirmTitle) » ou « \(declineTitle) ».",
      de: "Bitte antworte „\(confirmTitle)“ oder „\(declineTitle)“.")
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

  func gaveUp(app: String) -> String {
    say(
      en: "Sorry, I still didn't get that, so I've stopped. Try again when you're ready.",
      fr: "Désolé, je n’ai toujours pas compris, alors j’arrête. Réessayez quand vous voulez.",
      de: "Entschuldigung, ich habe es immer noch nicht verstanden und höre auf. "
        + "Versuch es noch einmal, wenn du so weit bist.")
  }

  func problem(with app: String) -> String {
    say(
      en: "Sorry, there was a problem with \(app).",
      fr: "Désolé, un problème est survenu avec \(app).",
      de: "Entschuldigung, es gab ein Problem mit \(app).")
  }

  var cancelled: String { say(en: "Cancelled.", fr: "Annulé.", de: "Abgebrochen.") }

  /// What Siri says when an app is named but none of its shortcuts fits, then what it can do.
  func unsupported(app: String, shortcuts: [String]) -> String {
    let first = say(
      en: "\(app) hasn't added support for that with Siri.",
      fr: "\(app) ne prend pas encore cela en charge avec Siri.",
      de: "\(app) unterstützt das noch nicht mit Siri.")
    guard !shortcuts.isEmpty else { return first }
    let here = say(
      en: "Here's what you can do with \(app):", fr: "Voici ce que vous pouvez faire avec \(app) :",
      de: "Das kannst du mit \(app) tun:")
    return ([first, here] + shortcuts.map { quoted($0) }).joined(separator: "\n")
  }

  /// A phrase Siri suggests, as a list item: "• “Order soup”", "• « Commander une soupe »".
  func quoted(_ phrase: String) -> String {
    say(en: "• “\(phrase)”", fr: "• « \(phrase) »", de: "• „\(phrase)“")
  }

  /// What Siri says to a request for an app that is not loaded, and which apps are.
  func notLoaded(app: String, loaded: [String]) -> String {
    let first = say(
      en: "I don't know an app called \(app).", fr: "Je ne connais pas d’app appelée \(app).",
      de: "Ich kenne keine App namens \(app).")
    guard let last = loaded.last else { return first }
    guard loaded.count > 1 else {
      return first
        + say(
          en: " The only app here is \(last).", fr: " La seule app ici est \(last).",
          de: " Die einzige App hier ist \(last).")
    }
    let others = loaded.dropLast().joined(separator: ", ")
    return first
      + say(
        en: " The apps here are \(others) and \(last).",
        fr: " Les apps ici sont \(others) et \(last).",
        de: " Die Apps hier sind \(others) und \(last).")
  }

  /// Siri's answer when nothing matched and no app was named, before the phrases to try.
  var cannotHelp: String {
    say(
      en: "Sorry, I can't help with that. You can say:",
      fr: "Désolé, je ne peux pas vous aider. Vous pouvez dire :",
      de: "Entschuldigung, dabei kann ich nicht helfen. Du kannst sagen:")
  }

  /// Siri's answer when nothing matched and no app is loaded.
  var noApps: String {
    say(
      en: "Sorry, I can't help with that. No apps are loaded.",
      fr: "Désolé, je ne peux pas vous aider. Aucune app n’est chargée.",
      de: "Entschuldigung, dabei kann ich nicht helfen. Es ist keine App geladen.")
  }

  /// What Siri asks when an intent's `requestChoice` gives no dialog.
  var chooseAnOption: String {
    say(en: "Which would you like?", fr: "Que souhaitez-vous ?", de: "Was möchtest du?")
  }

  var backToSiri: String { say(en: "Back to Siri", fr: "Retour à Siri", de: "Zurück zu Siri") }

  /// "Continue in Trails?", when an intent continuing in the app gives no dialog.
  func continueIn(_ app: String) -> String {
    say(en: "Continue in \(app)?", fr: "Continuer dans \(app) ?", de: "In \(app) fortfahren?")
  }

  /// "Suggested Trails: Thunder Mountain Trail", or "none" for an empty list.
  func resultValue(_ value: any Sendable, named description: IntentDescription) -> String {
    let text = IntentValueFormatter.spokenText(of: value)
    let shown = text.isEmpty ? say(en: "none", fr: "aucun", de: "keine") : text
    guard let name = description.resultValueName?.defaultValue else { return shown }
    return say(en: "\(name): \(shown)", fr: "\(name) : \(shown)", de: "\(name): \(shown)")
  }

  func inTheApp(_ app: String) -> String {
    say(
      en: "\(app) is open. What would you like to do?",
      fr: "\(app) est ouvert. Que voulez-vous faire ?",
      de: "\(app) ist geöffnet. Was möchtest du tun?")
  }

  func actionButton(runs title: String) -> String {
    say(
      en: "The Action button now runs \(title).",
      fr: "Le bouton Action lance maintenant « \(title) ».",
      de: "Die Aktionstaste startet jetzt „\(title)“.")
  }

  var done: String { say(en: "Done.", fr: "C’est fait.", de: "Erledigt.") }
  /// The pick list under an interactive snippet: its buttons, then this.
  var snippetDone: String { say(en: "Done", fr: "Terminé", de: "Fertig") }
  /// What the pick list under an interactive snippet is titled.
  var snippetButtons: String {
    say(
      en: "Press a button, or Done.", fr: "Appuyez sur un bouton, ou Terminé.",
      de: "Drück eine Taste oder Fertig.")
  }

  // MARK: Values not understood

  /// "I couldn't find “Tomatensuppe”.", when words in the request name no value.
  func couldNotFind(_ text: String) -> String {
    say(
      en: "I couldn't find “\(text)”.", fr: "Je n’ai pas trouvé « \(text) ».",
      de: "Ich habe „\(text)“ nicht gefunden.")
  }

  /// When a typed answer names none of a type's values.
  func notFound(_ text: String, typeName: String) -> String {
    say(
      en: "I couldn't find “\(text)” in \(typeName.lowercased()) choices.",
      fr: "Je n’ai pas trouvé « \(text) » parmi les choix « \(typeName) ».",
      de: "Ich habe „\(text)“ unter den Optionen „\(typeName)“ nicht gefunden.")
  }

  func tooLarge(_ text: String, for title: String) -> String {
    say(
      en: "Sorry, \(text) is too large a number for the \(title).",
      fr: "Désolé, \(text) est un nombre trop grand pour « \(title) ».",
      de: "Entschuldigung, \(text) ist eine zu große Zahl für „\(title)“.")
  }

  func needWholeNumber(for title: String) -> String {
    say(
      en: "Sorry, I need a whole number for the \(title).",
      fr: "Désolé, il me faut un nombre entier pour « \(title) ».",
      de: "Entschuldigung, ich brauche eine ganze Zahl für „\(title)“.")
  }

  func needNumber(for title: String) -> String {
    say(
      en: "Sorry, I need a number for the \(title).",
      fr: "Désolé, il me faut un nombre pour « \(title) ».",
      de: "Entschuldigung, ich brauche eine Zahl für „\(title)“.")
  }

  var sayYesOrNo: String {
    say(en: "Please say yes or no.", fr: "Répondez oui ou non.", de: "Bitte sag ja oder nein.")
  }

  /// When a number is outside a parameter's `inclusiveRange`.
  func outOfRange(_ title: String, from low: String, to high: String) -> String {
    say(
      en: "The \(title) must be from \(low) to \(high).",
      fr: "« \(title) » doit être compris entre \(low) et \(high).",
      de: "„\(title)“ muss zwischen \(low) und \(high) liegen.")
  }

  /// "I didn't catch a store location.", for an empty answer.
  func didNotCatch(_ name: String) -> String {
    say(
      en: "I didn't catch a \(name.lowercased()).", fr: "Je n’ai pas compris « \(name) ».",
      de: "Ich habe „\(name)“ nicht verstanden.")
  }

  // MARK: Siri's own lists

  /// What Siri asks when two App Shortcuts fit about as well.
  var didYouMean: String {
    say(en: "Did you mean…", fr: "Vouliez-vous dire…", de: "Meintest du…")
  }

  /// A row of "Did you mean…": "Order Soup in Soup Chef".
  func intent(_ title: String, in app: String) -> String {
    say(en: "\(title) in \(app)", fr: "\(title) dans \(app)", de: "\(title) in \(app)")
  }

  func spotlightFoundNothing(for query: String) -> String {
    say(
      en: "Spotlight found nothing for “\(query)”.",
      fr: "Spotlight n’a rien trouvé pour « \(query) ».",
      de: "Spotlight hat für „\(query)“ nichts gefunden.")
  }

  func spotlightFound(_ count: Int, for query: String) -> String {
    say(
      en: "Spotlight found \(count) for “\(query)”.",
      fr: "Spotlight a trouvé \(count) résultats pour « \(query) ».",
      de: "Spotlight hat für „\(query)“ \(count) Treffer gefunden.")
  }

  // MARK: A locked device

  /// What Siri says when an intent that requires authentication is asked for while locked.
  var unlockFirst: String {
    say(
      en: "You'll need to unlock your iPhone first.",
      fr: "Vous devez d’abord déverrouiller votre iPhone.",
      de: "Du musst zuerst dein iPhone entsperren.")
  }

  /// The button that unlocks.
  var unlockButton: String { say(en: "Unlock", fr: "Déverrouiller", de: "Entsperren") }

  // MARK: Typed values with input options

  /// A `.numberPad` field given more than digits.
  func digitsOnly(_ name: String) -> String {
    say(
      en: "Sorry, the \(name.lowercased()) takes digits only.",
      fr: "Désolé, « \(name) » ne prend que des chiffres.",
      de: "„\(name)“ nimmt nur Ziffern.")
  }

  /// An `.emailAddress` field given something else.
  var needEmailAddress: String {
    say(
      en: "Sorry, that isn't an email address, such as name@example.com.",
      fr: "Désolé, ce n’est pas une adresse e-mail, comme nom@example.com.",
      de: "Das ist keine E-Mail-Adresse wie name@example.com.")
  }

  /// A `.URL` field (or a URL parameter) given something else.
  var needWebAddress: String {
    say(
      en: "Sorry, that isn't a web address, such as https://example.com.",
      fr: "Désolé, ce n’est pas une adresse web, comme https://example.com.",
      de: "Das ist keine Webadresse wie https://example.com.")
  }

  // MARK: Dates and times

  /// What Siri asks for a date parameter of a kind: "What time?", "What day?", "When?".
  func datePrompt(_ kind: DateEntryKind, name: String) -> String {
    switch kind {
    case .time:
      return say(
        en: "What time? (\(name))", fr: "À quelle heure ? (\(name))",
        de: "Um wie viel Uhr? (\(name))")
    case .date:
      return say(
        en: "What day? (\(name))", fr: "Quel jour ? (\(name))", de: "An welchem Tag? (\(name))")
    case .dateTime:
      return say(en: "When? (\(name))", fr: "Quand ? (\(name))", de: "Wann? (\(name))")
    }
  }

  /// An answer that is not the date, time or both that the parameter takes.
  func needDate(_ kind: DateEntryKind?) -> String {
    switch kind {
    case .time?:
      return say(
        en: "Sorry, I need a time, such as 7 pm or 7:30.",
        fr: "Désolé, il me faut une heure, comme 19 h ou 7:30.",
        de: "Ich brauche eine Uhrzeit, etwa 19 Uhr oder 7:30.")
    case .dateTime?:
      return say(
        en: "Sorry, I need a day and a time, such as tomorrow at 9.",
        fr: "Désolé, il me faut un jour et une heure, comme demain à 9 h.",
        de: "Ich brauche einen Tag und eine Uhrzeit, etwa morgen um 9.")
    case .date?, nil:
      return say(
        en: "Sorry, I need a date such as today, tomorrow or 2026-12-24.",
        fr: "Désolé, il me faut une date, comme aujourd’hui, demain ou 2026-12-24.",
        de: "Ich brauche ein Datum wie heute, morgen oder 2026-12-24.")
    }
  }

  // MARK: Files

  /// A path that names no file.
  func noFile(at path: String) -> String {
    say(
      en: "Sorry, there's no file at \(path). Please give the path of a file.",
      fr: "Désolé, il n’y a pas de fichier à \(path). Donnez le chemin d’un fichier.",
      de: "Unter \(path) gibt es keine Datei. Bitte gib den Pfad einer Datei an.")
  }

  /// A file that can't be read (a folder, no permission, too large).
  func unreadableFile(_ path: String, reason: String) -> String {
    say(
      en: "Sorry, I can't read \(path): \(reason).",
      fr: "Désolé, je ne peux pas lire \(path) : \(reason).",
      de: "\(path) lässt sich nicht lesen: \(reason).")
  }

  /// A file of a type the parameter doesn't take: "Sorry, notes.txt isn't a PDF or an image.
  /// Please give a PDF or an image."
  func wrongFileType(_ filename: String, expected: String) -> String {
    say(
      en: "Sorry, \(filename) isn't \(expected). Please give \(expected).",
      fr: "Désolé, \(filename) n’est pas du bon type (\(expected)). Donnez un autre fichier.",
      de: "\(filename) hat nicht den richtigen Typ (\(expected)). Bitte gib eine andere Datei an.")
  }

  // MARK: Lists

  /// A list with more (or fewer) values than the parameter's `size:` takes.
  func wrongCount(_ name: String, given: Int, minimum: Int, maximum: Int) -> String {
    let takes =
      minimum == maximum
      ? say(en: "exactly \(maximum)", fr: "exactement \(maximum)", de: "genau \(maximum)")
      : given > maximum
        ? say(en: "at most \(maximum)", fr: "au plus \(maximum)", de: "höchstens \(maximum)")
        : say(en: "at least \(minimum)", fr: "au moins \(minimum)", de: "mindestens \(minimum)")
    return say(
      en: "Sorry, that's \(given); \(name) takes \(takes).",
      fr: "Désolé, cela en fait \(given) ; « \(name) » en prend \(takes).",
      de: "Das sind \(given); „\(name)“ nimmt \(takes).")
  }
}
