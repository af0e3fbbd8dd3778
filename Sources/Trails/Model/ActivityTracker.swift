import Foundation
import Locking
import OpenAppIntents
import SiriSimApp

/// The activities a person tracks on trails: Apple's `ActivityTracker`, with the same members.
///
/// The sample saves its history to a plist and, on watchOS, drives a HealthKit workout session;
/// the port keeps the history in memory, is always authorized, and also records whether the
/// activity is paused so the app's screen can say so. Its clock and identifiers come from the
/// intent environment, so `--now` replays a session exactly.
public final class ActivityTracker: Sendable {
  private struct State {
    var activityHistory: [Activity] = []
    var activityInProgress: Activity?
    var nextManeuver: String?
    var isActivityTrackingAuthorized = true
    var isPaused = false
  }

  private let state = Locked(State())
  private let trails: TrailDataManager
  private let environment: IntentEnvironment

  /// A tracker with no history.
  public init(trails: TrailDataManager, environment: IntentEnvironment = .live) {
    self.trails = trails
    self.environment = environment
  }

  /// Every activity, oldest first.
  public var activityHistory: [Activity] { state.withLock { $0.activityHistory } }

  /// The activity being tracked, if any.
  public var activityInProgress: Activity? { state.withLock { $0.activityInProgress } }

  /// The next navigation step, once asked for.
  public var nextManeuver: String? {
    get { state.withLock { $0.nextManeuver } }
    set { state.withLock { $0.nextManeuver = newValue } }
  }

  /// Whether tracking is allowed (HealthKit's authorization on watchOS): always, here.
  public var isActivityTrackingAuthorized: Bool {
    get { state.withLock { $0.isActivityTrackingAuthorized } }
    set { state.withLock { $0.isActivityTrackingAuthorized = newValue } }
  }

  /// Whether the activity in progress is paused.
  public var isPaused: Bool { state.withLock { $0.isPaused } }

  /// Asks for permission to track; granted.
  public func requestActivityTrackingAuthorization() async throws -> Bool {
    isActivityTrackingAuthorized
  }

  /// Ends any activity in progress and starts tracking a new one on a trail.
  public func startNewActivity(_ activity: ActivityStyle, on trail: Trail) async throws {
    endActivity()
    let newActivity = Activity(
      id: environment.makeUUID(), style: activity, trail: trail.id, start: environment.now(),
      end: nil)
    state.withLock {
      $0.activityInProgress = newActivity
      $0.activityHistory.append(newActivity)
      $0.isPaused = false
    }
  }

  /// Pauses the activity in progress, if any.
  public func pauseActivity() {
    state.withLock { if $0.activityInProgress != nil { $0.isPaused = true } }
  }

  /// Resumes the activity in progress, if any.
  public func resumeActivity() {
    state.withLock { $0.isPaused = false }
  }

  /// Ends the activity in progress, if any.
  public func endActivity() {
    let end = environment.now()
    state.withLock { state in
      guard var completed = state.activityInProgress else { return }
      completed.end = end
      state.activityInProgress = nil
      state.nextManeuver = nil
      state.isPaused = false
      state.activityHistory.removeAll { $0.id == completed.id }
      state.activityHistory.append(completed)
    }
  }

  /// The activities on one trail.
  public func activityHistory(on trail: Trail.ID) -> [Activity] {
    activityHistory.filter { $0.trail == trail }
  }

  /// Totals over every activity: the sample counts each trail's length and 100 calories.
  public var activityStatistics: ActivityStatisticsSummary {
    let history = activityHistory
    let stats = ActivityStatisticsSummary()
    stats.summaryStartDate = history.first?.start ?? environment.now()
    for activity in history {
      guard let trail = trails.trail(with: activity.trail) else { continue }
      stats.distanceTraveled.value += trail.trailLength.converted(to: .meters).value
      stats.caloriesBurned.value += 100
    }
    stats.workoutsCompleted = history.count
    return stats
  }
}
