import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriStore
import SoupChef
import Testing
import Trails

/// The runtime over SiriSim's store: every completed intent is donated, the donations make
/// Siri Suggestions, and Add to Siri phrases are saved there and run again.
@Suite struct RuntimeMemoryTests {
  static let order = "Order tomato soup from Soup Chef"
  /// The answers to an order: the store pick list, then the confirmation.
  static let orderReplies: [ConversationReply] = [.text("Ferry Building"), .confirm(true)]

  /// A session of SiriSim over a store: the bundled apps keeping their data in it.
  struct Session {
    let store: SiriStore
    let runtime: ConversationRuntime

    init(store: SiriStore) async {
      self.store = store
      let environment = StoreFixture.environment
      runtime = await ConversationRuntime(
        apps: [
          SoupChefApp.makeManifest(
            environment: environment, appData: store.appData(for: SoupChefApp.bundleIdentifier)),
          TrailsApp.makeManifest(
            environment: environment, appData: store.appData(for: TrailsApp.bundleIdentifier)),
          BookLibraryApp.makeManifest(
            environment: environment, appData: store.appData(for: BookLibraryApp.bundleIdentifier)),
        ],
        options: ConversationRuntime.Options(environment: environment), memory: store)
    }

    init() async throws {
      await self.init(store: try SiriStore(location: .memory))
    }

    @discardableResult
    func say(_ utterance: String, answering replies: [ConversationReply]) async
      -> (ConversationOutcome, AnsweringFrontEnd)
    {
      let frontEnd = AnsweringFrontEnd(replies)
      let outcome = await runtime.handle(utterance, with: frontEnd)
      return (outcome, frontEnd)
    }

    /// Soup Chef's order history as the app reads it from the store.
    var orderHistory: [Order] {
      SoupOrderDataManager(
        environment: StoreFixture.environment,
        appData: store.appData(for: SoupChefApp.bundleIdentifier)
      ).orderHistory
    }

    func donations(_ intent: String? = nil) throws -> [IntentDonation] {
      try store.donations(matching: DonationFilter(intent: intent))
    }
  }

  static func isCompleted(_ outcome: ConversationOutcome) -> Bool {
    if case .completed = outcome { return true }
    return false
  }

  @Test func anOrderPlacedThroughSiriIsDonatedOnceWithItsSoup() async throws {
    let session = try await Session()

    let (outcome, frontEnd) = await session.say(Self.order, answering: Self.orderReplies)

    #expect(Self.isCompleted(outcome), "\(outcome) — \(frontEnd.spokenTexts)")
    let donations = try session.donations()
    #expect(donations.count == 1)
    let donation = try #require(donations.first)
    #expect(donation.app == "Soup Chef")
    #expect(donation.intent == "OrderSoup")
    #expect(donation.intentTitle == "Order Soup")
    #expect(donation.outcome == .completed)
    #expect(donation.date == StoreFixture.now)
    #expect(donation.parameters.contains(StoreFixture.tomatoSoup))
    #expect(donation.parameters.contains(StoreFixture.ferryBuilding))
    #expect(session.orderHistory.count == 1)
    #expect(session.orderHistory.first?.menuItem.id.rawValue == "tomatoSoup")
  }

  @Test func aCancelledOrderDonatesNothingAndPlacesNothing() async throws {
    let session = try await Session()

    let (cancelledAtStore, _) = await session.say(Self.order, answering: [.cancel])
    let (declined, _) = await session.say(
      Self.order, answering: [.text("Ferry Building"), .confirm(false)])

    #expect(cancelledAtStore == .cancelled)
    #expect(declined == .cancelled)
    #expect(try session.donations().isEmpty)
    #expect(session.orderHistory.isEmpty)
    #expect(throws: VoiceShortcutError.nothingToAdd) {
      try session.runtime.addToSiri(phrase: "Soup time")
    }
  }

  @Test func afterTwoOrdersOrderSoupIsTheFirstSuggestion() async throws {
    let session = try await Session()
    await session.say(Self.order, answering: Self.orderReplies)
    await session.say("Buy a Trails day pass", answering: [.confirm(true)])
    await session.say(Self.order, answering: Self.orderReplies)

    session.runtime.options.timeZone = .gmt
    let suggestions = try session.runtime.suggestions(
      now: StoreFixture.now.addingTimeInterval(3600))

    let first = try #require(suggestions.first)
    #expect(first.intent == "OrderSoup")
    #expect(first.app == "Soup Chef")
    #expect(first.count == 2)
    #expect(first.reason.contains("order Tomato Soup"), "\(first.reason)")
    #expect(first.parameters.map(\.description).prefix(1) == ["'soup=Tomato Soup'"])
    #expect(suggestions.map(\.intent).contains("BuyDayPass"))
  }

  @Test func matchAndWhyKnowAPhraseAddedToSiri() async throws {
    let session = try await Session()
    await session.say(Self.order, answering: Self.orderReplies)
    _ = try session.runtime.addToSiri(phrase: "Soup time")

    let best = try #require(await session.runtime.interpret("soup time").first)
    #expect(best.app == "Soup Chef")
    #expect(best.intent == "OrderSoup")
    #expect(best.phrase == "Soup time")
    #expect(best.parameters["soup"] == .text("Tomato Soup"))
    let why = session.runtime.explain("soup time")
    #expect(why.candidates.first?.isMatch == true)
    #expect(
      why.reason == "It is your phrase “Soup time” (Add to Siri), matched before any App Shortcut.")
  }

  @Test func aPhraseAddedToSiriOrdersAgainEvenMisspelt() async throws {
    let session = try await Session()
    await session.say(Self.order, answering: Self.orderReplies)

    let shortcut = try session.runtime.addToSiri(phrase: "Soup time")
    let (outcome, frontEnd) = await session.say("soup tiem", answering: [.confirm(true)])

    #expect(shortcut.invocationPhrase == "Soup time")
    #expect(shortcut.intent == "OrderSoup")
    #expect(shortcut.app == "Soup Chef")
    #expect(shortcut.parameters.contains(StoreFixture.tomatoSoup))
    #expect(try session.store.voiceShortcuts() == [shortcut])
    #expect(Self.isCompleted(outcome), "\(outcome) — \(frontEnd.spokenTexts)")
    // The saved store was used: Siri only asked to confirm.
    #expect(frontEnd.prompts.count == 1)
    #expect(frontEnd.unusedReplies.isEmpty)
    #expect(session.orderHistory.count == 2)
    #expect(try session.donations("OrderSoup").count == 2)
  }

  @Test func anAppShortcutPhraseOrARecordedOneCantBeAddedAgain() async throws {
    let session = try await Session()
    await session.say(Self.order, answering: Self.orderReplies)
    let saved = try session.runtime.addToSiri(phrase: "Soup time")

    let appPhrase = #expect(throws: VoiceShortcutError.self) {
      try session.runtime.addToSiri(phrase: "Order Soup Chef")
    }
    let recorded = #expect(throws: VoiceShortcutError.self) {
      try session.runtime.addToSiri(phrase: "soup time")
    }

    guard case .appShortcutPhrase(_, let app, _, _) = appPhrase else {
      Issue.record("“Order Soup Chef” gave \(String(describing: appPhrase))")
      return
    }
    #expect(app == "Soup Chef")
    #expect(recorded == .recordedPhrase(phrase: "soup time", existing: saved))
    #expect(try session.store.voiceShortcuts() == [saved])
  }

  @Test func aShortcutAddedWithItsValuesOrdersWithoutAskingForTheStore() async throws {
    let session = try await Session()
    let shortcut = try session.runtime.addVoiceShortcut(
      phrase: "soup time", intent: "OrderSoup",
      parameters: [
        SavedParameter(name: "soup", value: "Tomato Soup"),
        SavedParameter(name: "storeLocation", value: "Ferry Building"),
      ])

    let (outcome, frontEnd) = await session.say("Soup time", answering: [.confirm(true)])

    #expect(shortcut.app == "Soup Chef")
    #expect(Self.isCompleted(outcome), "\(outcome) — \(frontEnd.spokenTexts)")
    #expect(frontEnd.prompts.count == 1)
    guard case .confirmation = frontEnd.prompts.first else {
      Issue.record("Siri asked \(frontEnd.prompts.map(\.text)), not only to confirm")
      return
    }
    let donation = try #require(try session.donations("OrderSoup").first)
    #expect(donation.parameters.contains(StoreFixture.tomatoSoup))
    #expect(donation.parameters.contains(StoreFixture.ferryBuilding))
    #expect(session.orderHistory.count == 1)
  }

  @Test func theNextSessionOnTheFileRunsThePhraseAndSeesTheHistory() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    do {
      let first = await Session(store: try SiriStore(location: .file(url)))
      await first.say(Self.order, answering: Self.orderReplies)
      try first.runtime.addToSiri(phrase: "Soup time")
    }

    let next = await Session(store: try SiriStore(location: .file(url)))
    let (outcome, frontEnd) = await next.say("soup time", answering: [.confirm(true)])

    #expect(Self.isCompleted(outcome), "\(outcome) — \(frontEnd.spokenTexts)")
    #expect(frontEnd.prompts.count == 1)
    #expect(next.orderHistory.count == 2)
    #expect(Set(next.orderHistory.map(\.identifier)).count == 2)
    #expect(try next.donations("OrderSoup").count == 2)
  }

  @Test func aTrailsDayPassAndABookLibraryShelfAreDonatedWhenTheyComplete() async throws {
    let session = try await Session()

    let (dayPass, dayPassFrontEnd) = await session.say(
      "Buy a Trails day pass", answering: [.confirm(true)])
    let (shelf, shelfFrontEnd) = await session.say(
      "Open Currently Reading in Book Library", answering: [])

    #expect(Self.isCompleted(dayPass), "\(dayPass) — \(dayPassFrontEnd.spokenTexts)")
    #expect(Self.isCompleted(shelf), "\(shelf) — \(shelfFrontEnd.spokenTexts)")
    let donations = try session.donations()
    #expect(donations.map(\.intent) == ["BuyDayPass", "OpenShelf"])
    #expect(donations.map(\.app) == ["Trails", "Book Library"])
    #expect(donations.allSatisfy { $0.outcome == .completed })
    #expect(donations.last?.parameters.map(\.value) == ["Currently Reading"])
  }

  @Test func aDeclinedDayPassIsDonatedAsFailedAndNeverSuggested() async throws {
    let session = try await Session()

    // Trails answers a declined purchase with its own error, as Apple's sample does.
    let (outcome, _) = await session.say("Buy a Trails day pass", answering: [.confirm(false)])

    #expect(outcome == .failed(message: "Your purchase was canceled."))
    let donations = try session.donations()
    #expect(donations.map(\.intent) == ["BuyDayPass"])
    #expect(donations.map(\.outcome) == [.failed])
    #expect(try session.runtime.suggestions(now: StoreFixture.now).isEmpty)
    #expect(throws: VoiceShortcutError.nothingToAdd) {
      try session.runtime.addToSiri(phrase: "Day pass please")
    }
  }
}
