import OpenAppIntents

/// Opens the Currently Reading shelf: the session's first intent.
///
/// No App Shortcut: its phrase would equal `OpenShelf`'s "Open Currently Reading in Book
/// Library". It runs by name (`sirisim run OpenCurrentlyReading`).
public struct OpenCurrentlyReading: AppIntent {
  public static let title: LocalizedStringResource = "Open Currently Reading"

  @Dependency private var navigator: Navigator

  public init() {}

  @MainActor
  public func perform() async throws -> some IntentResult {
    navigator.openShelf(.currentlyReading)
    return .result()
  }

  public static let openAppWhenRun: Bool = true
}
