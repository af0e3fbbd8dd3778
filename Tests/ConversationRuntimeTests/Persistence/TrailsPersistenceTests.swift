import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriSimApp
import SoupChef
import Testing
import Trails

/// Trails keeps the login, the favorites and the day passes in its `AppDataStore`: what one run
/// did, the next run (a new `TrailsApp.State` over the same storage) remembers.
@Suite struct TrailsPersistenceTests {
  /// One run of SiriSim: a fresh seeded environment, Trails' state over the storage, and a
  /// runtime with every bundled app as `sirisim` loads them.
  struct Run {
    let state: TrailsApp.State
    let runtime: ConversationRuntime

    init(over storage: any AppDataStorage, loggedIn: Bool = false) async {
      let environment = TestClock.environment
      state = TrailsApp.State(
        loggedIn: loggedIn, environment: environment, appData: AppDataStore(storage: storage))
      runtime = await ConversationRuntime(
        apps: [
          SoupChefApp.manifest(environment: environment),
          TrailsApp.manifest(environment: environment, state: state),
        ],
        options: ConversationRuntime.Options(environment: environment))
    }
  }

  static let sixFifty = Decimal(string: "6.50") ?? 0

  // MARK: Login

  @Test func aLoginSurvivesIntoTheNextRun() async throws {
    let storage = InMemoryAppDataStorage()
    let first = await Run(over: storage)
    #expect(!first.state.account.loggedIn)

    try first.state.account.setLoggedIn(true)

    #expect(await Run(over: storage).state.account.loggedIn)
  }

  @Test func loggingInFromTheAppIsRememberedByTheNextRun() async throws {
    let storage = InMemoryAppDataStorage()
    let first = await Run(over: storage)
    let frontEnd = AnsweringFrontEnd([
      .text("hiking"), .confirm(true), .choice(0), .text("Yosemite National Park"),
    ])
    await first.runtime.run(intentNamed: "SuggestTrails", parameters: [], with: frontEnd)
    #expect(frontEnd.scriptConsumed)

    let next = await Run(over: storage)
    let nextFrontEnd = AnsweringFrontEnd([.text("hiking"), .text("Yosemite National Park")])
    let outcome = await next.runtime.run(
      intentNamed: "SuggestTrails", parameters: [], with: nextFrontEnd)

    #expect(next.state.account.loggedIn)
    // Logged in, SuggestTrails goes straight to the location: no Continue button this time.
    #expect(nextFrontEnd.prompts.compactMap(\.confirmationPrompt).isEmpty)
    #expect(nextFrontEnd.scriptConsumed)
    #expect(outcome.isCompleted)
  }

  @Test func aLogOutSurvivesIntoTheNextRunEvenWhenLoggedInIsTheDefault() async throws {
    let storage = InMemoryAppDataStorage()
    try await Run(over: storage, loggedIn: true).state.account.setLoggedIn(false)

    #expect(await !Run(over: storage, loggedIn: true).state.account.loggedIn)
  }

  @Test func aLoginThatCannotBeSavedLeavesThePersonLoggedOutAndTheScreenSaysWhy() async throws {
    let run = await Run(over: ReadOnlyAppDataStorage())
    let frontEnd = AnsweringFrontEnd([.text("hiking"), .confirm(true), .choice(0), .choice(1)])

    await run.runtime.run(intentNamed: "SuggestTrails", parameters: [], with: frontEnd)

    #expect(!run.state.account.loggedIn)
    #expect(run.state.account.problem == "The login couldn't be saved: the disk is read-only")
    #expect(
      frontEnd.openedApps.map(\.screen).last
        == "Trails — the sidebar, with a Log In button (you aren't logged in). "
        + "The login couldn't be saved: the disk is read-only")
  }

  @Test func anUnreadableLoginIsLoggedOutAndReplacedByTheNextLogin() async throws {
    let storage = InMemoryAppDataStorage()
    try storage.setData(Data("\"yes\"".utf8), forKey: AccountManager.loggedInKey)
    let first = await Run(over: storage)
    #expect(!first.state.account.loggedIn)
    #expect(first.state.account.problem?.hasPrefix("The stored login can't be read: ") == true)

    try first.state.account.setLoggedIn(true)

    #expect(first.state.account.problem == nil)
    #expect(await Run(over: storage).state.account.loggedIn)
  }

  // MARK: Favorites

  @Test func favoritesStartAsTheSamples() async {
    let run = await Run(over: InMemoryAppDataStorage())
    let trails = run.state.trails

    #expect(
      trails.trails(with: trails.favoritesCollection.members).map(\.name)
        == TrailsText.favorites)
  }

  @Test func changedFavoritesSurviveIntoTheNextRunAndItShowsThem() async throws {
    let storage = InMemoryAppDataStorage()
    try await Run(over: storage).state.trails.setFavorites([9, 1])

    let next = await Run(over: storage)
    let frontEnd = AnsweringFrontEnd()
    await next.runtime.handle("Show my favorite Trails", with: frontEnd)

    #expect(next.state.trails.favoritesCollection.members == [9, 1])
    #expect(frontEnd.openedApps.last?.screen == "Favorites — Half Dome Trail, Devil's Slide Trail")
  }

  @Test func favoritesThatCannotBeSavedDoNotChange() async throws {
    let run = await Run(over: ReadOnlyAppDataStorage())
    let samples = run.state.trails.favoritesCollection.members

    #expect(throws: TrailsDataError.self) {
      try run.state.trails.setFavorites([9])
    }
    #expect(run.state.trails.favoritesCollection.members == samples)
    #expect(
      run.state.trails.favoritesProblem
        == "The favorite trails couldn't be saved: the disk is read-only")
  }

  // MARK: Day passes

  @Test func aDayPassBoughtThroughSiriIsRecordedAndRemembered() async throws {
    let storage = InMemoryAppDataStorage()
    let first = await Run(over: storage)
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    await first.runtime.handle("Buy a Trails day pass", with: frontEnd)

    // The dialog is Apple's, unchanged.
    #expect(frontEnd.spokenTexts == [TrailsText.dayPassActive])
    let pass = DayPass(purchaseDate: TestClock.epoch, amount: Self.sixFifty, currencyCode: "USD")
    #expect(try first.state.dayPasses.passes() == [pass])
    #expect(try await Run(over: storage).state.dayPasses.passes() == [pass])
  }

  @Test func theNextRunsPassIsRecordedAfterTheFirst() async throws {
    let storage = InMemoryAppDataStorage()
    await Run(over: storage).runtime.handle(
      "Buy a Trails day pass", with: AnsweringFrontEnd([.confirm(true)]))

    let next = await Run(over: storage)
    await next.runtime.handle("Buy a Trails day pass", with: AnsweringFrontEnd([.confirm(true)]))

    #expect(try next.state.dayPasses.passes().count == 2)
  }

  @Test func aDeclinedPassIsNotRecorded() async throws {
    let run = await Run(over: InMemoryAppDataStorage())

    await run.runtime.handle("Buy a Trails day pass", with: AnsweringFrontEnd([.confirm(false)]))

    #expect(try run.state.dayPasses.passes().isEmpty)
  }

  @Test func unreadablePassesAreNotWrittenOverAndSiriSaysWhy() async throws {
    let storage = InMemoryAppDataStorage()
    let corrupt = Data("[{\"amount\": \"lots\"}]".utf8)
    try storage.setData(corrupt, forKey: DayPassStore.key)
    let run = await Run(over: storage)
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    let outcome = await run.runtime.handle("Buy a Trails day pass", with: frontEnd)

    let said = try #require(frontEnd.spokenTexts.last)
    #expect(
      said.hasPrefix("Your day pass couldn't be recorded. The stored day passes can't be read: "))
    #expect(frontEnd.speeches.last?.kind == .error)
    #expect(outcome == .failed(message: said))
    #expect(try storage.data(forKey: DayPassStore.key) == corrupt)
    #expect(throws: TrailsDataError.self) { try run.state.dayPasses.passes() }
  }

  @Test func aPassThatCannotBeSavedSaysSo() async throws {
    let run = await Run(over: ReadOnlyAppDataStorage())
    let frontEnd = AnsweringFrontEnd([.confirm(true)])

    let outcome = await run.runtime.handle("Buy a Trails day pass", with: frontEnd)

    let message =
      "Your day pass couldn't be recorded. The day pass couldn't be saved: the disk is read-only"
    #expect(frontEnd.spokenTexts.last == message)
    #expect(outcome == .failed(message: message))
  }

  @Test func theSimulatedAppKeepsItsStateInTheAppDataItIsGiven() async throws {
    let storage = InMemoryAppDataStorage()
    try await Run(over: storage).state.account.setLoggedIn(true)

    let manifest = TrailsApp.makeManifest(
      environment: TestClock.environment, appData: AppDataStore(storage: storage))

    #expect(manifest.dependencies.resolve(AccountManager.self)?.loggedIn == true)
    #expect(manifest.dependencies.resolve(AppDataStore.self) != nil)
  }
}
