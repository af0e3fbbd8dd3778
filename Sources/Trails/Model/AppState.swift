import Foundation
import OpenAppIntents
import Synchronization

/// Whether the person is logged in: Apple's `AccountManager`. The sample needs an account to
/// suggest trails; in SiriSim the person logs in from the app's screen when an intent asks to
/// continue in the app.
public final class AccountManager: Sendable {
  private let state: Mutex<Bool>

  /// An account, logged out unless said otherwise.
  public init(loggedIn: Bool = false) {
    state = Mutex(loggedIn)
  }

  /// Whether the person is logged in.
  public var loggedIn: Bool { state.withLock { $0 } }

  /// Logs the person in.
  public func logIn() { state.withLock { $0 = true } }

  /// Logs the person out.
  public func logOut() { state.withLock { $0 = false } }
}

/// The activity being tracked, if any: Apple's `ActivityTracker`.
public final class ActivityTracker: Sendable {
  /// An activity on a trail.
  public struct Activity: Sendable, Equatable {
    /// What the person is doing.
    public var style: ActivityStyle
    /// Where.
    public var trail: Trail
    /// Whether it is paused.
    public var isPaused: Bool
  }

  private struct State {
    var activity: Activity?
    var nextManeuver: String?
    var completed = 0
  }

  private let state = Mutex(State())

  /// No activity yet.
  public init() {}

  /// The activity in progress.
  public var activityInProgress: Activity? { state.withLock { $0.activity } }

  /// The next navigation step, once asked for.
  public var nextManeuver: String? {
    get { state.withLock { $0.nextManeuver } }
    set { state.withLock { $0.nextManeuver = newValue } }
  }

  /// How many activities ended.
  public var completedActivities: Int { state.withLock { $0.completed } }

  /// Health data access: always granted in SiriSim.
  public var isActivityTrackingAuthorized: Bool { true }

  /// Starts tracking an activity on a trail.
  public func startNewActivity(_ style: ActivityStyle, on trail: Trail) {
    state.withLock { $0.activity = Activity(style: style, trail: trail, isPaused: false) }
  }

  /// Pauses the activity in progress.
  public func pauseActivity() {
    state.withLock { $0.activity?.isPaused = true }
  }

  /// Resumes the paused activity.
  public func resumeActivity() {
    state.withLock { $0.activity?.isPaused = false }
  }

  /// Ends the activity in progress.
  public func endActivity() {
    state.withLock { state in
      if state.activity != nil { state.completed += 1 }
      state.activity = nil
      state.nextManeuver = nil
    }
  }
}

/// What the app shows: Apple's `NavigationModel`, as text.
public final class NavigationModel: Sendable {
  private struct State {
    var selectedCollection: TrailCollection?
    var selectedTrail: Trail?
    var displayInProgressActivityInfo = false
    var showsLogIn = false
    var openedURL: URL?
  }

  private let state = Mutex(State())
  private let trails: TrailDataManager
  private let account: AccountManager
  private let activity: ActivityTracker

  /// The app starts on Near Me, as the sample does.
  public init(trails: TrailDataManager, account: AccountManager, activity: ActivityTracker) {
    self.trails = trails
    self.account = account
    self.activity = activity
    state.withLock { $0.selectedCollection = trails.nearMeCollection }
  }

  /// The collection shown.
  public var selectedCollection: TrailCollection? {
    get { state.withLock { $0.selectedCollection } }
    set { state.withLock { $0.selectedCollection = newValue } }
  }

  /// The trail shown.
  public var selectedTrail: Trail? {
    get { state.withLock { $0.selectedTrail } }
    set { state.withLock { $0.selectedTrail = newValue } }
  }

  /// Whether the activity in progress is shown.
  public var displayInProgressActivityInfo: Bool {
    get { state.withLock { $0.displayInProgressActivityInfo } }
    set { state.withLock { $0.displayInProgressActivityInfo = newValue } }
  }

  /// Shows the sidebar with the log-in button (the sample's continuation).
  public func showLogIn() {
    state.withLock {
      $0.selectedCollection = nil
      $0.selectedTrail = nil
      $0.showsLogIn = true
    }
  }

  /// Notes a universal link the app opened.
  public func open(_ url: URL) {
    state.withLock { $0.openedURL = url }
  }

  /// The screen as words: "Favorites — Devil's Slide Trail, Vernal Falls Trail, …".
  public var screen: String {
    let current = state.withLock { $0 }
    if current.displayInProgressActivityInfo, let tracked = activity.activityInProgress {
      let style = ActivityStyle.caseDisplayRepresentations[tracked.style]?.title.defaultValue ?? ""
      let paused = tracked.isPaused ? " (paused)" : ""
      let step = activity.nextManeuver.map { " — \($0)" } ?? ""
      return "Tracking \(style) on \(tracked.trail.name)\(paused)\(step)"
    }
    if let trail = current.selectedTrail {
      return "\(trail.name) — \(trail.regionDescription): \(trail.currentConditions)"
    }
    if let collection = current.selectedCollection {
      let names = trails.trails(with: collection.members).map(\.name)
      return "\(collection.displayName) — " + names.joined(separator: ", ")
    }
    if current.showsLogIn, !account.loggedIn {
      return "Trails — you aren't logged in"
    }
    return "Trails"
  }
}
