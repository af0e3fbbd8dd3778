import Foundation
import Locking
import OpenAppIntents

/// What the app shows: Apple's `NavigationModel`, with the same members, and the screen as words.
public final class NavigationModel: Sendable {
  private struct State {
    var selectedCollection: TrailCollection?
    var selectedTrail: Trail?
    var columnVisibility: NavigationSplitViewVisibility
    var preferredCompactColumn: NavigationSplitViewColumn
    var displayInProgressActivityInfo = false
  }

  private let state: Locked<State>
  private let trails: TrailDataManager
  private let account: AccountManager
  private let activityTracker: ActivityTracker

  /// The app's navigation; it starts on Near Me, as the sample's app does.
  public init(
    trails: TrailDataManager, account: AccountManager, activityTracker: ActivityTracker,
    columnVisibility: NavigationSplitViewVisibility = .all,
    preferredCompactColumn: NavigationSplitViewColumn = .content
  ) {
    self.trails = trails
    self.account = account
    self.activityTracker = activityTracker
    state = Locked(
      State(
        selectedCollection: trails.nearMeCollection, columnVisibility: columnVisibility,
        preferredCompactColumn: preferredCompactColumn))
  }

  /// The collection shown. Picking one in the sidebar closes the trail and the activity shown.
  public var selectedCollection: TrailCollection? {
    get { state.withLock { $0.selectedCollection } }
    set {
      state.withLock {
        $0.selectedCollection = newValue
        if newValue != nil {
          $0.selectedTrail = nil
          $0.displayInProgressActivityInfo = false
        }
      }
    }
  }

  /// The trail shown.
  public var selectedTrail: Trail? {
    get { state.withLock { $0.selectedTrail } }
    set { state.withLock { $0.selectedTrail = newValue } }
  }

  /// Which columns of the split view show.
  public var columnVisibility: NavigationSplitViewVisibility {
    get { state.withLock { $0.columnVisibility } }
    set { state.withLock { $0.columnVisibility = newValue } }
  }

  /// The column a compact screen shows.
  public var preferredCompactColumn: NavigationSplitViewColumn {
    get { state.withLock { $0.preferredCompactColumn } }
    set { state.withLock { $0.preferredCompactColumn = newValue } }
  }

  /// Whether the activity in progress is shown.
  public var displayInProgressActivityInfo: Bool {
    get { state.withLock { $0.displayInProgressActivityInfo } }
    set { state.withLock { $0.displayInProgressActivityInfo = newValue } }
  }

  /// The screen as words: "Favorites — Devil's Slide Trail, Vernal Falls Trail, …".
  public var screen: String {
    let current = state.withLock { $0 }
    // Continuing in the app to log in shows the sidebar with its button over everything else.
    if current.preferredCompactColumn == .sidebar, !account.loggedIn {
      let sidebar = "Trails — the sidebar, with a Log In button (you aren't logged in)"
      guard let problem = account.problem else { return sidebar }
      return "\(sidebar). \(problem)"
    }
    if current.displayInProgressActivityInfo, let tracked = activityTracker.activityInProgress {
      let style = ActivityStyle.caseDisplayRepresentations[tracked.style]?.title.defaultValue ?? ""
      let trailName = trails.trail(with: tracked.trail)?.name ?? "a trail"
      let paused = activityTracker.isPaused ? " (paused)" : ""
      let step = activityTracker.nextManeuver.map { " — \($0)" } ?? ""
      return "Tracking \(style) on \(trailName)\(paused)\(step)"
    }
    if let trail = current.selectedTrail {
      return "\(trail.name) — \(trail.regionDescription): \(trail.currentConditions)"
    }
    if let collection = current.selectedCollection {
      let names = trails.trails(with: collection.members).map(\.name)
      return "\(collection.displayName) — " + names.joined(separator: ", ")
    }
    return "Trails — " + trails.forYouCollections.map(\.displayName).joined(separator: ", ")
  }
}
