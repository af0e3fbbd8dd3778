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
    let distanceFormatter = MeasurementFormatter()
    distanceFormatter.numberFormatter.maximumFractionDigits = 2
    let nextTurnDistance = distanceFormatter.string(
      from: Measurement<UnitLength>(value: 300, unit: .meters))
    activityTracker.nextManeuver =
      "Turn right in \(nextTurnDistance) to return to the parking lot and complete your activity."
    navigationModel.displayInProgressActivityInfo = true
    return .result(
      actionButtonIntent: EndTrailActivity(), dialog: "\(activityTracker.nextManeuver ?? "")")
  }
}
