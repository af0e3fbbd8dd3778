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
    guard activityTracker.activityInProgress != nil else {
      throw TrailIntentError.activeActivityNotFound
    }
    activityTracker.pauseActivity()
    return .result(actionButtonIntent: ResumeTrailActivity())
  }
}

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
    guard activityTracker.activityInProgress != nil else {
      throw TrailIntentError.activeActivityNotFound
    }
    activityTracker.resumeActivity()
    return .result(actionButtonIntent: NextTrailManeuver())
  }
}

/// Ends the activity: Apple's `EndTrailActivity`.
public struct EndTrailActivity: AppIntent {
  public static let openAppWhenRun: Bool = true
  public static let title: LocalizedStringResource = "End Trail Activity"
  public static let description = IntentDescription(
    "Ends tracking a trail activity.", categoryName: "Activity Tracking",
    searchKeywords: ["workout"])

  @Dependency private var activityTracker: ActivityTracker
  @Dependency private var navigationModel: NavigationModel

  public init() {}

  @MainActor
  public func perform() async throws -> some IntentResult {
    guard activityTracker.activityInProgress != nil else {
      throw TrailIntentError.activeActivityNotFound
    }
    activityTracker.endActivity()
    navigationModel.displayInProgressActivityInfo = false
    return .result(actionButtonIntent: StartTrailActivity())
  }
}
