import OpenAppIntents

/// Opens one shelf: the session's `OpenShelf`.
public struct OpenShelf: AppIntent {
  public static let title: LocalizedStringResource = "Open Shelf"

  @Parameter(title: "Shelf")
  public var shelf: Shelf

  @Dependency private var navigator: Navigator

  public init() {}

  @MainActor
  public func perform() async throws -> some IntentResult {
    navigator.openShelf(shelf)
    return .result()
  }

  public static var parameterSummary: some ParameterSummary {
    Summary("Open \(\.$shelf)")
  }

  public static let openAppWhenRun: Bool = true
}
