/// Siri's sentences in English: what SiriSim always said.
package struct EnglishSentences: SiriSentences {
  package init() {}

  package func yesOrNo(_ name: String) -> String { "\(name)?" }
  package func howMany(_ name: String) -> String { "How many? (\(name))" }
  package func whatsThe(_ title: String, name: String) -> String { "What's the \(title)?" }
  package func which(_ title: String, name: String) -> String { "Which \(title)?" }
  package func whatTime(_ name: String) -> String { "What time? (\(name))" }
  package func whatDay(_ name: String) -> String { "What day? (\(name))" }
  package func when(_ name: String) -> String { "When? (\(name))" }
  package func confirmValue(_ value: String?) -> String {
    "Just to confirm, you wanted ‘\(value ?? "that")’?"
  }
  package func confirmAction(_ intentTitle: String) -> String {
    "Do you want to \(intentTitle.lowercased())?"
  }
  package var chooseAnOption: String { "Which would you like?" }
  package func continueIn(_ app: String) -> String { "Continue in \(app)?" }
  package var didYouMean: String { "Did you mean…" }
  package func intent(_ title: String, in app: String) -> String { "\(title) in \(app)" }

  package var yes: String { "Yes" }
  package var no: String { "No" }
  package var cancel: String { "Cancel" }
  package var actionNames: [String: String] { [:] }
  package var backToSiri: String { "Back to Siri" }
  package var snippetDone: String { "Done" }
  package var snippetButtons: String { "Press a button, or Done." }
  package var unlockButton: String { "Unlock" }

  package var notAnOption: String { "Sorry, that isn't one of the options." }
  package func pickOne(count: Int) -> String {
    "Sorry, which one? Say a number from 1 to \(count), or a name."
  }
  package func answerConfirmation(confirm: String, decline: String) -> String {
    "Please answer “\(confirm)” or “\(decline)”."
  }
  package var gaveUp: String {
    "Sorry, I still didn't get that, so I've stopped. Try again when you're ready."
  }
  package var sayYesOrNo: String { "Please say yes or no." }
  package func couldNotFind(_ text: String) -> String { "I couldn't find “\(text)”." }
  package func notFound(_ text: String, typeName: String) -> String {
    "I couldn't find “\(text)” in \(typeName.lowercased()) choices."
  }
  package func tooLarge(_ text: String, for title: String) -> String {
    "Sorry, \(text) is too large a number for the \(title)."
  }
  package func needWholeNumber(for title: String) -> String {
    "Sorry, I need a whole number for the \(title)."
  }
  package func needNumber(for title: String) -> String {
    "Sorry, I need a number for the \(title)."
  }
  package func outOfRange(_ title: String, from low: String, to high: String) -> String {
    "The \(title) must be from \(low) to \(high)."
  }
  package func didNotCatch(_ name: String) -> String { "I didn't catch a \(name.lowercased())." }
  package func digitsOnly(_ name: String) -> String {
    "Sorry, the \(name.lowercased()) takes digits only."
  }
  package var needEmailAddress: String {
    "Sorry, that isn't an email address, such as name@example.com."
  }
  package var needWebAddress: String {
    "Sorry, that isn't a web address, such as https://example.com."
  }
  package var needTime: String { "Sorry, I need a time, such as 7 pm or 7:30." }
  package var needDayAndTime: String {
    "Sorry, I need a day and a time, such as tomorrow at 9."
  }
  package var needDate: String { "Sorry, I need a date such as today, tomorrow or 2026-12-24." }
  package func noFile(at path: String) -> String {
    "Sorry, there's no file at \(path). Please give the path of a file."
  }
  package func unreadableFile(_ path: String, reason: String) -> String {
    "Sorry, I can't read \(path): \(reason)."
  }
  package func wrongFileType(_ filename: String, expected: String) -> String {
    "Sorry, \(filename) isn't \(expected). Please give \(expected)."
  }
  package func exactly(_ count: Int) -> String { "exactly \(count)" }
  package func atMost(_ count: Int) -> String { "at most \(count)" }
  package func atLeast(_ count: Int) -> String { "at least \(count)" }
  package func wrongCount(_ given: Int, name: String, takes: String) -> String {
    "Sorry, that's \(given); \(name) takes \(takes)."
  }

  package func problem(with app: String) -> String { "Sorry, there was a problem with \(app)." }
  package var cancelled: String { "Cancelled." }
  package var done: String { "Done." }
  package func unsupported(_ app: String) -> String {
    "\(app) hasn't added support for that with Siri."
  }
  package func hereIsWhatYouCanDo(with app: String) -> String {
    "Here's what you can do with \(app):"
  }
  package func quoted(_ phrase: String) -> String { "• “\(phrase)”" }
  package func notLoaded(_ app: String) -> String { "I don't know an app called \(app)." }
  package func onlyApp(_ app: String) -> String { " The only app here is \(app)." }
  package func appsHere(_ others: String, and last: String) -> String {
    " The apps here are \(others) and \(last)."
  }
  package var cannotHelp: String { "Sorry, I can't help with that. You can say:" }
  package var noApps: String { "Sorry, I can't help with that. No apps are loaded." }
  package var none: String { "none" }
  package func resultValue(_ name: String, _ value: String) -> String { "\(name): \(value)" }
  package func inTheApp(_ app: String) -> String { "\(app) is open. What would you like to do?" }
  package func actionButton(runs title: String) -> String {
    "The Action button now runs \(title)."
  }
  package func spotlightFoundNothing(for query: String) -> String {
    "Spotlight found nothing for “\(query)”."
  }
  package func spotlightFound(_ count: Int, for query: String) -> String {
    "Spotlight found \(count) for “\(query)”."
  }
  package var unlockFirst: String { "You'll need to unlock your iPhone first." }
}
