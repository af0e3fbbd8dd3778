#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Finds specials; while ordering one, only the specials of the café already chosen, read
/// through `@IntentParameterDependency`.
public struct SpecialQuery: EntityStringQuery {
  @IntentParameterDependency<OrderSpecial>(\.$cafe)
  var order

  public init() {}

  public func entities(for identifiers: [SpecialEntity.ID]) async throws -> [SpecialEntity] {
    Menu.specials.filter { identifiers.contains($0.id) }.map(SpecialEntity.init)
  }

  public func suggestedEntities() async throws -> [SpecialEntity] {
    guard let order else { return Menu.specials.map(SpecialEntity.init) }
    return Menu.specials.filter { $0.cafe == order.cafe.id }.map(SpecialEntity.init)
  }

  public func entities(matching string: String) async throws -> [SpecialEntity] {
    try await suggestedEntities().filter { $0.name.localizedCaseInsensitiveContains(string) }
  }
}
