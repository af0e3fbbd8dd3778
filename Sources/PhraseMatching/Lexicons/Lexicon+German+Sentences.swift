/// Siri's sentences in German; the app's words inside them stay as the app wrote them.
package struct GermanSentences: SiriSentences {
  package init() {}

  package func yesOrNo(_ name: String) -> String { "\(name)?" }
  package func howMany(_ name: String) -> String { "Wie viele? (\(name))" }
  package func whatsThe(_ title: String, name: String) -> String { "Welcher Wert für „\(name)“?" }
  package func which(_ title: String, name: String) -> String {
    "Was darf es für „\(name)“ sein?"
  }
  package func whatTime(_ name: String) -> String { "Um wie viel Uhr? (\(name))" }
  package func whatDay(_ name: String) -> String { "An welchem Tag? (\(name))" }
  package func when(_ name: String) -> String { "Wann? (\(name))" }
  package func confirmValue(_ value: String?) -> String {
    "Nur zur Sicherheit: Du wolltest „\(value ?? "das")“?"
  }
  package func confirmAction(_ intentTitle: String) -> String {
    "Möchtest du „\(intentTitle)“ ausführen?"
  }
  package var chooseAnOption: String { "Was möchtest du?" }
  package func continueIn(_ app: String) -> String { "In \(app) fortfahren?" }
  package var didYouMean: String { "Meintest du…" }
  package func intent(_ title: String, in app: String) -> String { "\(title) in \(app)" }

  package var yes: String { "Ja" }
  package var no: String { "Nein" }
  package var cancel: String { "Abbrechen" }
  package var actionNames: [String: String] {
    [
      "Add": "Hinzufügen", "Book": "Buchen", "Buy": "Kaufen", "Call": "Anrufen",
      "Check In": "Einchecken", "Continue": "Fortfahren", "Do It": "Ausführen", "Go": "Los",
      "Log": "Protokollieren", "Open": "Öffnen", "Order": "Bestellen", "Pay": "Bezahlen",
      "Post": "Posten", "Request": "Anfordern", "Run": "Ausführen", "Search": "Suchen",
      "Send": "Senden", "Set": "Einstellen", "Start": "Starten", "Toggle": "Umschalten",
    ]
  }
  package var backToSiri: String { "Zurück zu Siri" }
  package var snippetDone: String { "Fertig" }
  package var snippetButtons: String { "Drück eine Taste oder Fertig." }
  package var unlockButton: String { "Entsperren" }

  package var notAnOption: String { "Entschuldigung, das ist keine der Optionen." }
  package func pickOne(count: Int) -> String {
    "Entschuldigung, welche? Sag eine Zahl von 1 bis \(count) oder einen Namen."
  }
  package func answerConfirmation(confirm: String, decline: String) -> String {
    "Bitte antworte „\(confirm)“ oder „\(decline)“."
  }
  package var gaveUp: String {
    "Entschuldigung, ich habe es immer noch nicht verstanden und höre auf. "
      + "Versuch es noch einmal, wenn du so weit bist."
  }
  package var sayYesOrNo: String { "Bitte sag ja oder nein." }
  package func couldNotFind(_ text: String) -> String { "Ich habe „\(text)“ nicht gefunden." }
  package func notFound(_ text: String, typeName: String) -> String {
    "Ich habe „\(text)“ unter den Optionen „\(typeName)“ nicht gefunden."
  }
  package func tooLarge(_ text: String, for title: String) -> String {
    "Entschuldigung, \(text) ist eine zu große Zahl für „\(title)“."
  }
  package func needWholeNumber(for title: String) -> String {
    "Entschuldigung, ich brauche eine ganze Zahl für „\(title)“."
  }
  package func needNumber(for title: String) -> String {
    "Entschuldigung, ich brauche eine Zahl für „\(title)“."
  }
  package func outOfRange(_ title: String, from low: String, to high: String) -> String {
    "„\(title)“ muss zwischen \(low) und \(high) liegen."
  }
  package func didNotCatch(_ name: String) -> String { "Ich habe „\(name)“ nicht verstanden." }
  package func digitsOnly(_ name: String) -> String { "„\(name)“ nimmt nur Ziffern." }
  package var needEmailAddress: String { "Das ist keine E-Mail-Adresse wie name@example.com." }
  package var needWebAddress: String { "Das ist keine Webadresse wie https://example.com." }
  package var needTime: String { "Ich brauche eine Uhrzeit, etwa 19 Uhr oder 7:30." }
  package var needDayAndTime: String {
    "Ich brauche einen Tag und eine Uhrzeit, etwa morgen um 9."
  }
  package var needDate: String { "Ich brauche ein Datum wie heute, morgen oder 2026-12-24." }
  package func noFile(at path: String) -> String {
    "Unter \(path) gibt es keine Datei. Bitte gib den Pfad einer Datei an."
  }
  package func unreadableFile(_ path: String, reason: String) -> String {
    "\(path) lässt sich nicht lesen: \(reason)."
  }
  package func wrongFileType(_ filename: String, expected: String) -> String {
    "\(filename) hat nicht den richtigen Typ (\(expected)). Bitte gib eine andere Datei an."
  }
  package func exactly(_ count: Int) -> String { "genau \(count)" }
  package func atMost(_ count: Int) -> String { "höchstens \(count)" }
  package func atLeast(_ count: Int) -> String { "mindestens \(count)" }
  package func wrongCount(_ given: Int, name: String, takes: String) -> String {
    "Das sind \(given); „\(name)“ nimmt \(takes)."
  }

  package func problem(with app: String) -> String {
    "Entschuldigung, es gab ein Problem mit \(app)."
  }
  package var cancelled: String { "Abgebrochen." }
  package var done: String { "Erledigt." }
  package func unsupported(_ app: String) -> String {
    "\(app) unterstützt das noch nicht mit Siri."
  }
  package func hereIsWhatYouCanDo(with app: String) -> String { "Das kannst du mit \(app) tun:" }
  package func quoted(_ phrase: String) -> String { "• „\(phrase)“" }
  package func notLoaded(_ app: String) -> String { "Ich kenne keine App namens \(app)." }
  package func onlyApp(_ app: String) -> String { " Die einzige App hier ist \(app)." }
  package func appsHere(_ others: String, and last: String) -> String {
    " Die Apps hier sind \(others) und \(last)."
  }
  package var cannotHelp: String {
    "Entschuldigung, dabei kann ich nicht helfen. Du kannst sagen:"
  }
  package var noApps: String {
    "Entschuldigung, dabei kann ich nicht helfen. Es ist keine App geladen."
  }
  package var none: String { "keine" }
  package func resultValue(_ name: String, _ value: String) -> String { "\(name): \(value)" }
  package func inTheApp(_ app: String) -> String { "\(app) ist geöffnet. Was möchtest du tun?" }
  package func actionButton(runs title: String) -> String {
    "Die Aktionstaste startet jetzt „\(title)“."
  }
  package func spotlightFoundNothing(for query: String) -> String {
    "Spotlight hat für „\(query)“ nichts gefunden."
  }
  package func spotlightFound(_ count: Int, for query: String) -> String {
    "Spotlight hat für „\(query)“ \(count) Treffer gefunden."
  }
  package var unlockFirst: String { "Du musst zuerst dein iPhone entsperren." }
}
