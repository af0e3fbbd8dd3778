import OpenAppIntents

/// A topping, as App Intents sees it.
public struct ToppingAppEntity: AppEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Topping")
  public static let defaultQuery = ToppingAppEntityQuery()

  public var id: String
  public var displayString: String

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(displayString)")
  }

  /// Creates a topping entity.
  public init(id: String, displayString: String) {
    self.id = id
    self.displayString = displayString
  }

  /// The entity for a topping.
  public init(_ topping: Order.MenuItemTopping) {
    self.init(id: topping.rawValue, displayString: topping.rawValue)
  }

  /// Finds toppings.
  public struct ToppingAppEntityQuery: EntityQuery {
    public init() {}

    /// As in Apple's sample, this returns every topping whatever identifiers it is given.
    public func entities(for identifiers: [ToppingAppEntity.ID]) async throws -> [ToppingAppEntity]
    {
      Order.MenuItemTopping.allCases.map(ToppingAppEntity.init)
    }

    public func entities(matching string: String) async throws -> [ToppingAppEntity] {
      let menuItemTopping = Order.MenuItemTopping.allCases.filter { $0.rawValue == string }
      let result = menuItemTopping.map { (topping) -> ToppingAppEntity in
        return ToppingAppEntity(id: topping.rawValue, displayString: topping.rawValue)
      }
      return result
    }

    public func suggestedEntities() async throws -> [ToppingAppEntity] {
      Order.MenuItemTopping.allCases.map(ToppingAppEntity.init)
    }
  }
}
