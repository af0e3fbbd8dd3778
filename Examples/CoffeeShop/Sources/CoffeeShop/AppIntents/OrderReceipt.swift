#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// What was ordered: a drink, its size and the café, with the order's number once placed.
/// Transient: ``OrderAgain`` returns one and takes one, so a shortcut can order the same again.
public struct OrderReceipt: TransientAppEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Receipt")

  @Property(title: "Drink")
  public var drink: DrinkEntity?

  @Property(title: "Size")
  public var size: DrinkSize

  @Property(title: "Café")
  public var cafe: String

  @Property(title: "Order Number")
  public var number: Int?

  public var displayRepresentation: DisplayRepresentation {
    guard let drink else { return DisplayRepresentation(title: "No drink") }
    return DisplayRepresentation(title: "\(size.rawValue) \(drink.name)")
  }

  /// An empty receipt, as the system makes one before it sets its properties: a medium of no
  /// drink yet, at the first café.
  public init() {
    size = .medium
    cafe = Menu.cafes[0].name
  }

  init(drink: DrinkEntity, size: DrinkSize, cafe: String, number: Int?) {
    self.drink = drink
    self.size = size
    self.cafe = cafe
    self.number = number
  }
}
