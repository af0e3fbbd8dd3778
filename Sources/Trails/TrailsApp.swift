import OpenAppIntents

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
    public let trails = TrailDataManager()
    public let account: AccountManager
    public let activity: ActivityTracker
    public let navigation: NavigationModel

    /// The state of a fresh install: logged out unless said otherwise, on Near Me, with no
    /// activity; activities are dated and identified by the environment.
    public init(loggedIn: Bool = false, environment: IntentEnvironment = .live) {
      account = AccountManager(loggedIn: loggedIn)
      activity = ActivityTracker(trails: trails, environment: environment)
      navigation = NavigationModel(trails: trails, account: account, activityTracker: activity)
    }
  }

  /// A manifest over the app's state (by default a fresh install in the same environment).
  public static func manifest(environment: IntentEnvironment = .live, state: State? = nil)
    -> AppManifest
  {
    let state = state ?? State(environment: environment)
    var dependencies = AppDependencies()
    dependencies.add(state.trails)
    dependencies.add(state.account)
    dependencies.add(state.activity)
    dependencies.add(state.navigation)
    dependencies.add(TrailsEnvironment(intents: environment))
    return AppManifest(
      displayName: displayName,
      alternativeNames: alternativeNames,
      shortcutsProvider: TrailShortcuts.self,
      intents: [
        StartTrailActivity.self, GetTrailInfo.self, OpenFavorites.self, BuyDayPass.self,
        SuggestTrails.self, OpenTrail.self, NextTrailManeuver.self, PauseTrailActivity.self,
        ResumeTrailActivity.self, EndTrailActivity.self, SummarizeActivities.self,
      ],
      dependencies: dependencies,
      currentScreen: { state.navigation.screen },
      foregroundActions: {
        state.account.loggedIn ? [] : [AppAction("Log In") { state.account.loggedIn = true }]
      },
      entities: [TrailEntity.self, TrailCollection.self])
  }
}
