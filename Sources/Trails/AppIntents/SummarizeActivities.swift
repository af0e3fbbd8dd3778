import Foundation
import OpenAppIntents

/// Says how many activities the person tracked, and returns the totals for other shortcuts:
/// Apple's `SummarizeActivities` (in the sample's newer revision).
public struct SummarizeActivities: AppIntent {
  public static let title: LocalizedStringResource = "Summarize Activities"
  // Typed as the requirement is, so the runtime sees its `resultValueName`.
  public static let description: IntentDescription? = IntentDescription(
    "Summarizes activities that the app tracks to monitor progress toward a goal.",
    categoryName: "Activity Tracking", searchKeywords: ["workout"],
    resultValueName: "Activity Statistics")

  @Dependency private var activityTracker: ActivityTracker
  @Dependency private var environment: TrailsEnvironment

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog
    & ReturnsValue<ActivityStatisticsSummary>
  {
    let stats = activityTracker.activityStatistics
    if activityTracker.activityHistory.isEmpty {
      return .result(
        value: stats, dialog: IntentDialog("You haven't logged a workout yet. Let's get started!"))
    }
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = .full
    formatter.allowedUnits = [.month, .year]
    // The sample measures up to `Date()` and force-unwraps the text; the port reads the
    // environment's clock, so `--now` replays, and falls back to a count of workouts alone.
    let period = formatter.string(from: stats.summaryStartDate, to: environment.intents.now())
    let dialog =
      period.map {
        IntentDialog("You completed \(stats.workoutsCompleted) workouts in \($0). Incredible!")
      } ?? IntentDialog("You completed \(stats.workoutsCompleted) workouts. Incredible!")
    return .result(value: stats, dialog: dialog)
  }
}
