import OpenAppIntents

/// Opens the app on the favorite trails: Apple's `OpenFavorites`.
public struct OpenFavorites: AppIntent {
  public static let title: LocalizedStringResource = "Open Favorite Trails"
  public static let description = IntentDescription(
    "Opens the app and goes to your favorite trails.")
  public static let openAppWhenRun: Bool = true

  @Dependency private var navigationModel: NavigationModel
  @Dependency private var trailManager: TrailDataManager

  public init() {}

  @MainActor
  public func perform() async throws -> some IntentResult {
    navigationModel.selectedCollection = trailManager.favoritesCollection
    return .result()
  }
}
