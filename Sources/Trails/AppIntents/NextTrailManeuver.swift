import Foundation
import OpenAppIntents

/// The next navigation step of the activity being tracked: Apple's `NextTrailManeuver`.
public struct NextTrailManeuver: AppIntent {
  public static let title: LocalizedStringResource = "Get Next Navigation Step"
  public static let description = IntentDescription(
    "Provides the next step during navigation, such as when to take an upcoming turn.")
  public static let isDiscoverable = false

  @Dependency private var navigationModel: NavigationModel
  @Dependency private var activityTracker: ActivityTracker

  public init() {}

  @MainActor
  public func perform() async throws -> some IntentResult & ProvidesDialog {
    if activityTracker.activityInProgress == nil {
      throw TrailIntentError.activeActivityNotFound
    }
    // The sample formats the distance with MeasurementFormatter, which Foundation on Linux
    // lacks; the measurement reads "300 m" either way.
    let nextTurnDistance = Measurement<UnitLength>(value: 300, unit: .meters)
    activityTracker.nextManeuver =
      "Turn right in \(IntentValueFormatter.spokenText(of: nextTurnDistance)) to return to the parking lot and complete your activity."
    navigationModel.displayInProgressActivityInfo = true
    return .result(
      actionButtonIntent: EndTrailActivity(), dialog: "\(activityTracker.nextManeuver ?? "")")
  }
}
