/// An intent that starts a workout, such as one the Action button on Apple Watch Ultra runs.
///
/// Declare the workout's style as a parameter named `workoutStyle` (an `AppEnum`), list the
/// workouts to offer in `suggestedWorkouts`, and describe each with `displayRepresentation`.
public protocol StartWorkoutIntent: AppIntent {
  /// The kinds of workout, such as hiking or biking.
  associatedtype WorkoutStyle: AppEnum
  /// The workout to start.
  var workoutStyle: WorkoutStyle { get set }
  /// The workouts offered when a person sets up the Action button or a shortcut.
  static var suggestedWorkouts: [Self] { get }
  /// How this workout appears to a person.
  var displayRepresentation: DisplayRepresentation { get }
}

extension StartWorkoutIntent {
  /// A workout of a style: `StartTrailActivity(style: .hiking)`.
  public init(style: WorkoutStyle) {
    self.init()
    workoutStyle = style
  }
}

/// An intent that pauses the workout in progress.
public protocol PauseWorkoutIntent: AppIntent {}

/// An intent that resumes the paused workout.
public protocol ResumeWorkoutIntent: AppIntent {}

extension StartWorkoutIntent {
  /// Asks the system to read `suggestedWorkouts` again; SiriSim reads it each time it is needed,
  /// so there is nothing to do.
  public static func invalidateSuggestedWorkouts() {}
}
