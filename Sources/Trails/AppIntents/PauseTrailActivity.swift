import OpenAppIntents

/// Pauses the activity being tracked: Apple's `PauseTrailActivity`.
public struct PauseTrailActivity: PauseWorkoutIntent {
  public static let openAppWhenRun: Bool = true
  public static let title: LocalizedStringResource = "Pause Trail Activity"
  public static let description = IntentDescription(
    "Pauses tracking a trail activity.", categoryName: "Activity Tracking",
    searchKeywords: ["workout"])

  @Dependency private var activityTracker: ActivityTracker

  public init() {}

  public func perform() async throws -> some IntentResult {
    activityTracker.pauseActivity()
    return .result(actionButtonIntent: ResumeTrailActivity())
  }
}
