#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Says what Coffee Corner serves.
public struct ShowMenu: AppIntent {
  public static let title: LocalizedStringResource = "Show the Menu"

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    let names = Menu.drinks.map(\.name).joined(separator: ", ")
    return .result(dialog: "Today we have \(names).")
  }
}
