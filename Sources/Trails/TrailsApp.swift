import OpenAppIntents
import SiriSimApp

/// What the app's intents share and read through `@Dependency`.
public struct TrailsEnvironment: Sendable {
  /// The clock and randomness, fixed in tests and with `--now`.
  public var intents: IntentEnvironment
}

/// Trails as Siri sees it: Apple's App Intents sample ("Accelerating app interactions with App
/// Intents"), its App Shortcuts, intents, entities and data.
public enum TrailsApp {
  /// The name SiriSim reports the app by.
  public static let displayName = "Trails"

  /// Other names the app answers to: Apple's display name (`CFBundleDisplayName`).
  public static let alternativeNames = ["Trails Sample App"]

  /// The app's state, for a manifest and for tests.
  public struct State: Sendable {
    public let trails: TrailDataManager
    public let account: AccountManager
    public let activity: ActivityTracker
    public let navigation: NavigationModel
    /// The day passes bought with ``BuyDayPass``.
    public let dayPasses: DayPassStore
    /// Where the app keeps what it remembers between runs: the login, the favorites and the
    /// day passes.
    public let appData: AppDataStore

    /// The app as a fresh install has it, on Near Me with no activity, but for what `appData`
    /// remembers (by default nothing): logged in or out as it remembers, else as `loggedIn`
    /// says (logged out by default), with its favorites, else the sample's. Activities are
    /// dated and identified by the environment.
    public init(
      loggedIn: Bool = false, environment: IntentEnvironment = .live,
      appData: AppDataStore = .inMemory()
    ) {
      self.appData = appData
      trails = TrailDataManager(appData: appData)
      account = AccountManager(loggedIn: loggedIn, appData: appData)
      activity = ActivityTracker(trails: trails, environment: environment)
      navigation = NavigationModel(trails: trails, account: account, activityTracker: activity)
      dayPasses = DayPassStore(appData: appData)
    }
  }

  /// A manifest over the app's state: `state`, or else one made over `appData` (by default in
  /// memory, a fresh install) in the same environment. The intents reach the state's
  /// ``State/appData`` through `@Dependency`; `appData` is not used when `state` is given.
  public static func manifest(
    environment: IntentEnvironment = .live, state: State? = nil,
    appData: AppDataStore = .inMemory()
  ) -> AppManifest {
    let state = state ?? State(environment: environment, appData: appData)
    var manifest = AppManifest(
      displayName: displayName,
      alternativeNames: alternativeNames,
      shortcutsProvider: shortcutsProvider,
      intents: [
        StartTrailActivity.self, GetTrailInfo.self, OpenFavorites.self, BuyDayPass.self,
        SuggestTrails.self, OpenTrail.self, NextTrailManeuver.self, PauseTrailActivity.self,
        ResumeTrailActivity.self, EndTrailActivity.self, SummarizeActivities.self, LogOut.self,
      ],
      currentScreen: { state.navigation.screen },
      foregroundActions: {
        guard !state.account.loggedIn else { return [] }
        // A login that can't be saved leaves the person logged out; the app's screen says why.
        return [AppAction("Log In") { try? state.account.setLoggedIn(true) }]
      },
      entities: [TrailEntity.self, TrailCollection.self])
    manifest.add(dependency: state.trails)
    manifest.add(dependency: state.account)
    manifest.add(dependency: state.activity)
    manifest.add(dependency: state.navigation)
    manifest.add(dependency: state.appData)
    manifest.add(dependency: TrailsEnvironment(intents: environment))
    // As the app does at launch: its trails go into Spotlight.
    manifest.didLaunch = { try await state.trails.updateSpotlightIndex() }
    return manifest
  }
}
