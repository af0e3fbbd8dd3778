#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Searches the menu, opening the app on the drinks found: a schema intent
/// (`@AppIntent(schema: .system.search)`). It has no App Shortcut phrase; Siri reaches it by the
/// search schema's own words ("Search Coffee Corner for oat", "Find cold brew in Coffee Corner").
@AppIntent(schema: .system.search)
public struct SearchMenu: ShowInAppSearchResultsIntent {
  public static let searchScopes: [StringSearchScope] = [.general]

  // The schema's parameter: the macro makes it an `@Parameter`.
  public var criteria: StringSearchCriteria

  @Dependency private var screen: ScreenState

  public init() {}

  public func perform() async throws -> some IntentResult & ProvidesDialog {
    let found = Menu.drinks(matching: criteria.term)
    guard !found.isEmpty else {
      screen.show("Search: no drinks for “\(criteria.term)”")
      return .result(dialog: "Coffee Corner has no drink called \(criteria.term).")
    }
    let names = found.map(\.name)
    screen.show("Search: \(names.joined(separator: ", "))")
    return .result(
      dialog: "Coffee Corner found \(names.count == 1 ? "1 drink" : "\(names.count) drinks").")
  }
}
