import OpenAppIntents

/// Starts tracking an activity on a trail that allows it, picked at random:
/// Apple's `StartTrailActivity`.
public struct StartTrailActivity: StartWorkoutIntent {
  public static let title: LocalizedStringResource = "Start Trail Activity"
  public static let description = IntentDescription(
    "Starts tracking a trail activity.", categoryName: "Activity Tracking",
    searchKeywords: ["workout"])

  public static var parameterSummary: some ParameterSummary {
    Summary("Start tracking my \(\.$workoutStyle) activity")
  }

  public static let openAppWhenRun: Bool = true

  public static let suggestedWorkouts: [StartTrailActivity] = [
    StartTrailActivity(style: .hiking),
    StartTrailActivity(style: .biking),
  ]

  public var displayRepresentation: DisplayRepresentation {
    ActivityStyle.caseDisplayRepresentations[workoutStyle] ?? "Unknown Activity Style"
  }

  @Parameter(title: "Activity", description: "The activity to track, such as skiing.")
  public var workoutStyle: ActivityStyle

  @Dependency private var navigationModel: NavigationModel
  @Dependency private var trailManager: TrailDataManager
  @Dependency private var activityTracker: ActivityTracker
  @Dependency private var environment: TrailsEnvironment

  public init() {}

  public func perform() async throws -> some IntentResult {
    if activityTracker.isActivityTrackingAuthorized {
      try await startActivityTracking()
    } else {
      // As in the sample: ask for permission without holding the intent open.
      Task {
        if try await activityTracker.requestActivityTrackingAuthorization() {
          try? await startActivityTracking()
        }
      }
    }
    return .result()
  }

  @MainActor
  private func startActivityTracking() async throws {
    // The sample draws random trails until one allows the activity; drawing among those that do
    // ends the same way without a loop that could spin forever, and the environment's seeded
    // randomness makes `--now` runs replay.
    let candidates = trailManager.trails(with: trailManager.completeTrailCollection.members)
      .filter { $0.activities.contains(workoutStyle) }
    guard let randomTrail = environment.intents.randomElement(of: candidates) else {
      throw TrailIntentError.workoutDidNotStart
    }
    do {
      try await activityTracker.startNewActivity(workoutStyle, on: randomTrail)
    } catch {
      throw TrailIntentError.workoutDidNotStart
    }
    navigationModel.displayInProgressActivityInfo = true
  }
}
