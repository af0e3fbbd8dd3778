/// A drink only one café makes, on its specials board.
public struct Special: Sendable, Hashable {
  public var id: String
  public var name: String
  public var cafe: String
  /// The price, in cents.
  public var price: Int
}

extension Menu {
  /// Each café's specials: both make a Sea Salt Mocha, each its own.
  public static let specials: [Special] = [
    Special(id: "harbor-maple-cortado", name: "Maple Cortado", cafe: "harbor-street", price: 475),
    Special(id: "harbor-sea-salt-mocha", name: "Sea Salt Mocha", cafe: "harbor-street", price: 525),
    Special(
      id: "market-honey-lavender", name: "Honey Lavender Latte", cafe: "market-square", price: 550
    ),
    Special(id: "market-sea-salt-mocha", name: "Sea Salt Mocha", cafe: "market-square", price: 500),
  ]
}
