// One source for iOS and Linux: Xcode builds this file against Apple's App Intents,
// SiriSim's package against OpenAppIntents, which has the same names.
#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// A drink, as App Intents sees it. Indexed in Spotlight (the app indexes the menu when it
/// launches), so searching "latte" there finds it and opens it with ``OpenDrink``.
public struct DrinkEntity: IndexedEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Drink")
  public static let defaultQuery = DrinkQuery()

  public var id: String
  public var name: String
  public var price: Int
  public var detail: String

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(detail)", image: .init(systemName: "cup.and.saucer"))
  }

  init(_ drink: Drink) {
    id = drink.id
    name = drink.name
    price = drink.price
    detail = drink.detail
  }
}

/// Finds drinks by identifier and by the words of their name: "latte" finds two, so Siri asks
/// which.
public struct DrinkQuery: EntityStringQuery {
  public init() {}

  public func entities(for identifiers: [DrinkEntity.ID]) async throws -> [DrinkEntity] {
    identifiers.compactMap { id in Menu.drinks.first { $0.id == id }.map(DrinkEntity.init) }
  }

  public func entities(matching string: String) async throws -> [DrinkEntity] {
    Menu.drinks(matching: string).map(DrinkEntity.init)
  }

  public func suggestedEntities() async throws -> [DrinkEntity] {
    Menu.drinks.map(DrinkEntity.init)
  }
}
