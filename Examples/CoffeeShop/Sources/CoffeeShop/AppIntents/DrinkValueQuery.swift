#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// The drinks a description names, best first, as the system asks an app for its values (for
/// visual intelligence, a label of what the camera sees: "latte" finds both lattes).
public struct DrinkValueQuery: IntentValueQuery {
  public init() {}

  public func values(for input: String) async throws -> [DrinkEntity] {
    Menu.drinks(matching: input).map(DrinkEntity.init)
  }
}
