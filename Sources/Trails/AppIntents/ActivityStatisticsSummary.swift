import Foundation
import OpenAppIntents

/// Totals over the activities a person tracked: Apple's `ActivityStatisticsSummary`, a
/// `TransientAppEntity` because the numbers change with every activity.
public struct ActivityStatisticsSummary: TransientAppEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Workout Summary")

  @Property public var summaryStartDate: Date
  @Property public var workoutsCompleted: Int
  @Property public var caloriesBurned: Measurement<UnitEnergy>
  @Property public var distanceTraveled: Measurement<UnitLength>

  public init() {
    summaryStartDate = Date()
    workoutsCompleted = 0
    caloriesBurned = Measurement(value: 0, unit: .calories)
    distanceTraveled = Measurement(value: 0, unit: .meters)
  }

  public var displayRepresentation: DisplayRepresentation {
    var image = "party.popper"
    var subtitle = LocalizedStringResource(
      "You burned \(caloriesBurned.formatted(.measurement(width: .abbreviated, usage: .food))) calories."
    )
    if workoutsCompleted == 0 {
      image = "figure.hiking"
      subtitle = LocalizedStringResource("You haven't logged a workout yet.")
    }
    return DisplayRepresentation(
      title: "Workout Summary", subtitle: subtitle,
      image: DisplayRepresentation.Image(systemName: image), synonyms: ["Activity Summary"])
  }
}
