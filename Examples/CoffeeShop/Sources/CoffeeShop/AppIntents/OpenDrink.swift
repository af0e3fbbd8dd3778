#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Opens the app on a drink's page: what a Spotlight result for a drink runs.
public struct OpenDrink: OpenIntent {
  public static let title: LocalizedStringResource = "Open a Drink"

  @Parameter(title: "Drink")
  public var target: DrinkEntity

  @Dependency private var screen: ScreenState

  public init() {}

  public func perform() async throws -> some IntentResult {
    screen.show("\(target.name) — \(target.detail)")
    return .result()
  }
}
