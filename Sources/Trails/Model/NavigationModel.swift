import Foundation
import Locking
import OpenAppIntents

/// What the app shows: Apple's `NavigationModel`, with the same members (``State``'s, read and
/// written under one lock), and the screen as words.
@dynamicMemberLookup
public final class NavigationModel: Sendable {
  /// What the app shows, as Apple's `NavigationModel` holds it.
  public struct State: Sendable {
    /// The collection shown. Picking one in the sidebar closes the trail and the activity shown.
    public var selectedCollection: TrailCollection? {
      didSet {
        if selectedCollection != nil {
          selectedTrail = nil
          displayInProgressActivityInfo = false
        }
      }
    }
    /// The trail shown.
    public var selectedTrail: Trail?
    /// Which columns of the split view show.
    public var columnVisibility: NavigationSplitViewVisibility
    /// The column a compact screen shows.
    public var preferredCompactColumn: NavigationSplitViewColumn
    /// Whether the activity in progress is shown.
    public var displayInProgressActivityInfo = false
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

  /// A member of ``State`` (`selectedTrail`, `columnVisibility`, …), read or set under the lock.
  public subscript<Value: Sendable>(dynamicMember member: WritableKeyPath<State, Value>) -> Value {
    get { state.withLock { $0[keyPath: member] } }
    set { state.withLock { $0[keyPath: member] = newValue } }
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
