import Foundation
import OpenAppIntents

/// Suggests trails for an activity near a place, within a radius or from a collection:
/// Apple's `SuggestTrails`.
public struct SuggestTrails: ForegroundContinuableIntent {
  public static let title: LocalizedStringResource = "Suggest Trails"
  // Typed as the requirement is, so the runtime sees its `resultValueName`.
  public static let description: IntentDescription? = IntentDescription(
    "Plan your next trip to the great outdoors with some suggestions on what you might enjoy doing.",
    categoryName: "Discover", resultValueName: "Suggested Trails")
  public static let openAppWhenRun: Bool = false

  public static var parameterSummary: some ParameterSummary {
    Switch(\.$activity) {
      Case(.biking) {
        When(\.$location, .hasAnyValue) {
          Summary("Show \(\.$activity) ideas within \(\.$searchRadius) of \(\.$location)")
        } otherwise: {
          When(\.$trailCollection, .hasAnyValue) {
            Summary("Show \(\.$activity) ideas from \(\.$trailCollection)")
          } otherwise: {
            Summary(
              "Show \(\.$activity) ideas from \(\.$trailCollection) or near \(\.$location)")
          }
        }
      }
      DefaultCase {
        When(\.$location, .hasAnyValue) {
          Summary("Suggest \(\.$activity) trails within \(\.$searchRadius) of \(\.$location)")
        } otherwise: {
          When(\.$trailCollection, .hasAnyValue) {
            Summary("Suggest \(\.$activity) trails from \(\.$trailCollection)")
          } otherwise: {
            Summary(
              "Suggest \(\.$activity) trails from \(\.$trailCollection) or near \(\.$location)")
          }
        }
      }
    }
  }

  @Parameter(requestValueDialog: "What activity would you like to do?")
  public var activity: ActivityStyle

  @Parameter(defaultUnit: .kilometers, supportsNegativeNumbers: false)
  public var searchRadius: Measurement<UnitLength>?

  @Parameter(
    requestValueDialog: "Where would you like to go?", optionsProvider: LocationOptionsProvider())
  public var location: String?

  @Parameter(title: "Featured Collection")
  public var trailCollection: TrailCollection?

  @Dependency private var trailManager: TrailDataManager
  @Dependency private var accountManager: AccountManager
  @Dependency private var navigationModel: NavigationModel

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<[TrailEntity]> {
    if !accountManager.loggedIn {
      let dialog = IntentDialog(
        "You aren't logged in. Tap the Continue button to open the app and log in.")
      throw needsToContinueInForegroundError(dialog) {
        navigationModel.selectedCollection = nil
        navigationModel.selectedTrail = nil
        navigationModel.preferredCompactColumn = .sidebar
        navigationModel.columnVisibility = .all
      }
    }
    try await validateParameters()
    let resolvedTrailCollection = trailCollection ?? trailManager.completeTrailCollection
    var trailsMatchingConditions = trailManager.trails(with: resolvedTrailCollection.members)
    trailsMatchingConditions = trailsMatchingConditions.filter { $0.activities.contains(activity) }
    if var searchRadius {
      searchRadius.convert(to: .meters)
      trailsMatchingConditions = trailsMatchingConditions.filter {
        $0.distanceToTrail.value <= searchRadius.value
      }
    }
    if let location {
      trailsMatchingConditions = trailsMatchingConditions.filter {
        $0.regionDescription == location
      }
    }
    return .result(value: trailsMatchingConditions.map { TrailEntity(trail: $0) })
  }

  private func validateParameters() async throws {
    if location == nil && searchRadius == nil && trailCollection == nil {
      throw $location.needsValueError(IntentDialog("Please provide a location."))
    }
    guard let location else { return }
    let uniqueLocations = trailManager.uniqueLocations
    guard !uniqueLocations.contains(location) else { return }
    let suggestedMatches = uniqueLocations.filter { $0.contains(location) }
    if suggestedMatches.count == 1, let suggestion = suggestedMatches.first {
      let dialog = IntentDialog("Did you mean \(suggestion)?")
      let confirmed = try await $location.requestConfirmation(for: suggestion, dialog: dialog)
      if confirmed {
        self.location = suggestion
      } else {
        throw $location.needsValueError()
      }
    } else if !suggestedMatches.isEmpty && suggestedMatches.count < 5 {
      let dialog = IntentDialog(
        "Multiple locations match \(location). Did you mean one of these locations?")
      let disambiguationList = suggestedMatches.sorted(
        using: KeyPathComparator(\.self, comparator: .localizedStandard))
      throw $location.needsDisambiguationError(among: disambiguationList, dialog: dialog)
    } else {
      throw $location.needsValueError(
        IntentDialog("There are no locations that match \(location)."))
    }
  }
}
