import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// A language SiriSim does not ship, added the way a new one is: its lexicon and its sentences
/// in one file (this one), given to the runtime. Siri asks, re-asks, labels its buttons and
/// reads answers in it, with no other switch to touch.
@Suite struct ToyLocaleTests {
  static func runtime() async -> (ConversationRuntime, SoupOrderDataManager) {
    let environment = TestClock.environment
    let orders = SoupOrderDataManager(environment: environment)
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest(environment: environment, orders: orders)],
      options: ConversationRuntime.Options(environment: environment), locale: "pirate",
      language: .pirate)
    return (runtime, orders)
  }

  @Test func holdsASoupOrderInPirate() async throws {
    let (runtime, orders) = await Self.runtime()
    let frontEnd = AnsweringFrontEnd([.text("seconnnd"), .text("aftmost"), .text("aye")])

    await runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.promptTexts.prefix(2) == [
        "Arr, which soup be it?", "Arr, which store location be it?",
      ])
    let confirmation = try #require(frontEnd.prompts.last?.confirmationPrompt)
    #expect(confirmation.confirmTitle == "Plunder")
    #expect(confirmation.declineTitle == "Belay")
    let order = try #require(orders.orderHistory.first)
    #expect(order.menuItem.id == .tomatoSoup)
    #expect(order.storeLocation?.name == "Civic Center")
  }

  @Test func reasksAndCancelsInPirate() async throws {
    let (runtime, orders) = await Self.runtime()
    let frontEnd = AnsweringFrontEnd([.text("seventeenth"), .text("belay that")])

    let outcome = await runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(outcome == .cancelled)
    #expect(frontEnd.prompts.dropFirst().first?.text.hasPrefix("Arr, ") == true)
    #expect(frontEnd.speeches.map(\.text).last == "Belayed.")
    #expect(orders.orderHistory.isEmpty)
  }

  @Test func aShippedLocaleIsNotReplacedByTheToy() {
    #expect(Lexicon(locale: "pirate").locale == "en")
    #expect(Lexicon.pirate.locale == "pirate")
  }
}

extension Lexicon {
  /// Pirate: English's words for matching, with pirate answers and sentences.
  static let pirate = english.merging(
    Lexicon(
      locale: "pirate", sentences: PirateSentences(),
      yesAnswers: ["aye", "aye aye", "arr"], yesFirstWords: ["aye"],
      noAnswers: ["nay", "nay nay"], noFirstWords: ["nay"],
      cancelWords: ["belay that", "belay", "avast"],
      ordinalWords: ["firrrst": "one", "seconnnd": "two", "thirrrd": "three"],
      lastWords: ["aftmost"], trailingChoiceWords: ["one"], choicePrefixes: ["number"],
      choiceArticles: ["the"]))
}

/// Siri's sentences in pirate.
struct PirateSentences: SiriSentences {
  func yesOrNo(_ name: String) -> String { "\(name), arr?" }
  func howMany(_ name: String) -> String { "How many, arr? (\(name))" }
  func whatsThe(_ title: String, name: String) -> String { "Arr, what be the \(title)?" }
  func which(_ title: String, name: String) -> String { "Arr, which \(title) be it?" }
  func whatTime(_ name: String) -> String { "What bell? (\(name))" }
  func whatDay(_ name: String) -> String { "What day, arr? (\(name))" }
  func when(_ name: String) -> String { "When, arr? (\(name))" }
  func confirmValue(_ value: String?) -> String { "Ye wanted ‘\(value ?? "that")’, arr?" }
  func confirmAction(_ intentTitle: String) -> String { "Shall we \(intentTitle.lowercased())?" }
  var chooseAnOption: String { "Which be yer fancy?" }
  func continueIn(_ app: String) -> String { "Sail on in \(app)?" }
  var didYouMean: String { "Did ye mean…" }
  func intent(_ title: String, in app: String) -> String { "\(title) aboard \(app)" }

  var yes: String { "Aye" }
  var no: String { "Nay" }
  var cancel: String { "Belay" }
  var actionNames: [String: String] { ["Order": "Plunder", "Buy": "Plunder"] }
  var backToSiri: String { "Back to the ship" }
  var snippetDone: String { "Done" }
  var snippetButtons: String { "Press a button, or Done, arr." }
  var unlockButton: String { "Unlock the chest" }

  var notAnOption: String { "Arr, that be no option." }
  func pickOne(count: Int) -> String { "Arr, which? Say 1 to \(count), or a name." }
  func answerConfirmation(confirm: String, decline: String) -> String {
    "Answer “\(confirm)” or “\(decline)”, arr."
  }
  var gaveUp: String { "Arr, I give up." }
  var sayYesOrNo: String { "Say aye or nay." }
  func couldNotFind(_ text: String) -> String { "No “\(text)” in the hold." }
  func notFound(_ text: String, typeName: String) -> String { "No “\(text)” among \(typeName)." }
  func tooLarge(_ text: String, for title: String) -> String { "\(text) be too big, arr." }
  func needWholeNumber(for title: String) -> String { "A whole number for \(title), arr." }
  func needNumber(for title: String) -> String { "A number for \(title), arr." }
  func outOfRange(_ title: String, from low: String, to high: String) -> String {
    "\(title) be from \(low) to \(high)."
  }
  func didNotCatch(_ name: String) -> String { "I caught no \(name), arr." }
  func digitsOnly(_ name: String) -> String { "\(name) takes digits, arr." }
  var needEmailAddress: String { "That be no email address." }
  var needWebAddress: String { "That be no web address." }
  var needTime: String { "I need a bell, arr." }
  var needDayAndTime: String { "I need a day and a bell, arr." }
  var needDate: String { "I need a day, arr." }
  func noFile(at path: String) -> String { "No file at \(path), arr." }
  func unreadableFile(_ path: String, reason: String) -> String { "\(path): \(reason), arr." }
  func wrongFileType(_ filename: String, expected: String) -> String {
    "\(filename) be not \(expected)."
  }
  func exactly(_ count: Int) -> String { "exactly \(count)" }
  func atMost(_ count: Int) -> String { "at most \(count)" }
  func atLeast(_ count: Int) -> String { "at least \(count)" }
  func wrongCount(_ given: Int, name: String, takes: String) -> String {
    "That be \(given); \(name) takes \(takes)."
  }

  func problem(with app: String) -> String { "Arr, \(app) ran aground." }
  var cancelled: String { "Belayed." }
  var done: String { "Done, arr." }
  func unsupported(_ app: String) -> String { "\(app) can't do that, arr." }
  func hereIsWhatYouCanDo(with app: String) -> String { "\(app) can do this:" }
  func quoted(_ phrase: String) -> String { "• “\(phrase)”" }
  func notLoaded(_ app: String) -> String { "No ship called \(app)." }
  func onlyApp(_ app: String) -> String { " The only ship be \(app)." }
  func appsHere(_ others: String, and last: String) -> String {
    " The ships be \(others) and \(last)."
  }
  var cannotHelp: String { "Arr, I can't help. Ye can say:" }
  var noApps: String { "Arr, no ships in port." }
  var none: String { "naught" }
  func resultValue(_ name: String, _ value: String) -> String { "\(name): \(value)" }
  func inTheApp(_ app: String) -> String { "\(app) be open." }
  func actionButton(runs title: String) -> String { "The Action button runs \(title), arr." }
  func spotlightFoundNothing(for query: String) -> String { "No “\(query)” on the map." }
  func spotlightFound(_ count: Int, for query: String) -> String {
    "\(count) for “\(query)” on the map."
  }
  var unlockFirst: String { "Unlock the chest first, arr." }
}
