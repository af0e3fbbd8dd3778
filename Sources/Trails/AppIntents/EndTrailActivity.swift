import OpenAppIntents

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
    activityTracker.endActivity()
    navigationModel.displayInProgressActivityInfo = false
    return .result(actionButtonIntent: StartTrailActivity())
  }
}
