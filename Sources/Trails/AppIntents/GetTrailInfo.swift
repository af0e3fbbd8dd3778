import OpenAppIntents

/// Says a trail's latest conditions and shows its details: Apple's `GetTrailInfo`.
public struct GetTrailInfo: AppIntent {
  public static let title: LocalizedStringResource = "Get Trail Information"
  public static let description = IntentDescription(
    "Provides complete details on a trail and the current conditions.",
    categoryName: "Discover")

  public static var parameterSummary: some ParameterSummary {
    Summary("Get information on \(\.$trail)")
  }

  @Parameter(title: "Trail", description: "The trail to get information on.")
  public var trail: TrailEntity

  @Dependency private var trailManager: TrailDataManager

  public init() {}

  public func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity>
    & ProvidesDialog & ShowsSnippetView
  {
    guard let trailData = trailManager.trail(with: trail.id) else {
      throw TrailIntentError.trailNotFound
    }
    let dialog = IntentDialog(
      full:
        "The latest conditions reported for \(trail.name) indicate: \(trail.currentConditions).",
      supporting: "Here's the latest information on trail conditions.")
    return .result(
      value: trail, dialog: dialog, view: TrailInfoView(trail: trailData, includeConditions: true))
  }
}
