/// What Siri says in one language where the app gives no words: prompts, re-prompts, buttons
/// and answers, each a sentence with the app's words (a parameter's title, an app's name) put in.
///
/// A language's sentences sit beside its lexicon (`Lexicon+English+Sentences.swift`) and are
/// reached through it (`Lexicon.sentences`), so `Lexicon(locale:)` is the one switch between
/// languages. Every requirement is a sentence, without a default: a new language that leaves
/// one out does not compile, rather than speaking English in the middle of a conversation.
package protocol SiriSentences: Sendable {
  // MARK: Questions

  /// A yes/no parameter's question: "Gift Wrap?".
  func yesOrNo(_ name: String) -> String
  /// A number parameter's question: "How many? (Quantity)".
  func howMany(_ name: String) -> String
  /// A text parameter's question: "What's the note?" (`title` lower-cased, `name` as written).
  func whatsThe(_ title: String, name: String) -> String
  /// An entity, enum or option parameter's question: "Which store location?".
  func which(_ title: String, name: String) -> String
  /// "What time? (Pickup)".
  func whatTime(_ name: String) -> String
  /// "What day? (Pickup)".
  func whatDay(_ name: String) -> String
  /// "When? (Pickup)".
  func when(_ name: String) -> String
  /// Confirming a value: "Just to confirm, you wanted ‘Tomato Soup’?" (`nil`: no title).
  func confirmValue(_ value: String?) -> String
  /// Confirming an action: "Do you want to order soup?" (`intentTitle` as the app wrote it).
  func confirmAction(_ intentTitle: String) -> String
  /// What Siri asks when an intent's `requestChoice` gives no dialog.
  var chooseAnOption: String { get }
  /// "Continue in Trails?", when an intent continuing in the app gives no dialog.
  func continueIn(_ app: String) -> String
  /// What Siri asks when two App Shortcuts fit about as well.
  var didYouMean: String { get }
  /// A row of "Did you mean…": "Order Soup in Soup Chef".
  func intent(_ title: String, in app: String) -> String

  // MARK: Buttons

  /// The buttons of a yes/no question.
  var yes: String { get }
  var no: String { get }
  /// The declining button when the app names none.
  var cancel: String { get }
  /// Apple's `ConfirmationActionName` titles in this language ("Order" → "Commander"); a title
  /// not listed stays as written.
  var actionNames: [String: String] { get }
  var backToSiri: String { get }
  /// The last row of the pick list under an interactive snippet.
  var snippetDone: String { get }
  /// What the pick list under an interactive snippet is titled.
  var snippetButtons: String { get }
  /// The button that unlocks the device.
  var unlockButton: String { get }

  // MARK: Answers not understood

  var notAnOption: String { get }
  func pickOne(count: Int) -> String
  func answerConfirmation(confirm: String, decline: String) -> String
  var gaveUp: String { get }
  var sayYesOrNo: String { get }
  /// "I couldn't find “Tomatensuppe”.", when words in the request name no value.
  func couldNotFind(_ text: String) -> String
  /// When a typed answer names none of a type's values.
  func notFound(_ text: String, typeName: String) -> String
  func tooLarge(_ text: String, for title: String) -> String
  func needWholeNumber(for title: String) -> String
  func needNumber(for title: String) -> String
  /// When a number is outside a parameter's `inclusiveRange`.
  func outOfRange(_ title: String, from low: String, to high: String) -> String
  /// "I didn't catch a store location.", for an empty answer.
  func didNotCatch(_ name: String) -> String
  /// A `.numberPad` field given more than digits.
  func digitsOnly(_ name: String) -> String
  var needEmailAddress: String { get }
  var needWebAddress: String { get }
  var needTime: String { get }
  var needDayAndTime: String { get }
  var needDate: String { get }
  func noFile(at path: String) -> String
  func unreadableFile(_ path: String, reason: String) -> String
  func wrongFileType(_ filename: String, expected: String) -> String
  /// "exactly 3", "at most 3", "at least 2": what a list parameter's `size:` takes.
  func exactly(_ count: Int) -> String
  func atMost(_ count: Int) -> String
  func atLeast(_ count: Int) -> String
  /// A list with more or fewer values than it takes (`takes` is one of the three above).
  func wrongCount(_ given: Int, name: String, takes: String) -> String

  // MARK: What Siri tells

  func problem(with app: String) -> String
  var cancelled: String { get }
  var done: String { get }
  /// An app named whose shortcuts do not fit, and the line before its shortcuts.
  func unsupported(_ app: String) -> String
  func hereIsWhatYouCanDo(with app: String) -> String
  /// A phrase Siri suggests, as a list item: "• “Order soup”".
  func quoted(_ phrase: String) -> String
  /// An app asked for that is not loaded, then which is, or which are.
  func notLoaded(_ app: String) -> String
  func onlyApp(_ app: String) -> String
  func appsHere(_ others: String, and last: String) -> String
  /// Nothing matched and no app was named, before the phrases to try.
  var cannotHelp: String { get }
  /// Nothing matched and no app is loaded.
  var noApps: String { get }
  /// An empty result value.
  var none: String { get }
  /// A result value with its name: "Suggested Trails: Thunder Mountain Trail".
  func resultValue(_ name: String, _ value: String) -> String
  func inTheApp(_ app: String) -> String
  func actionButton(runs title: String) -> String
  func spotlightFoundNothing(for query: String) -> String
  func spotlightFound(_ count: Int, for query: String) -> String
  /// An intent that requires authentication, asked for while the device is locked.
  var unlockFirst: String { get }
}
