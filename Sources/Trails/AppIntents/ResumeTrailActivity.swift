import OpenAppIntents

/// Resumes the paused activity: Apple's `ResumeTrailActivity`.
public struct ResumeTrailActivity: ResumeWorkoutIntent {
  public static let openAppWhenRun: Bool = true
  public static let title: LocalizedStringResource = "Resume Trail Activity"
  public static let description = IntentDescription(
    "Resumes tracking a trail activity.", categoryName: "Activity Tracking",
    searchKeywords: ["workout"])

  @Dependency private var activityTracker: ActivityTracker

  public init() {}

  public func perform() async throws -> some IntentResult {
    activityTracker.resumeActivity()
    return .result(actionButtonIntent: NextTrailManeuver())
  }
}
