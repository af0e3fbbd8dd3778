import Foundation

/// A drink on Coffee Corner's menu.
public struct Drink: Sendable, Hashable {
  public var id: String
  public var name: String
  /// The price of a medium, in cents.
  public var price: Int
  public var detail: String
}

/// A Coffee Corner café a drink can be picked up from.
public struct Cafe: Sendable, Hashable {
  public var id: String
  public var name: String
  public var address: String
}

/// What Coffee Corner sells, and where.
public enum Menu {
  public static let drinks: [Drink] = [
    Drink(id: "caffe-latte", name: "Caffè Latte", price: 450, detail: "Espresso, steamed milk"),
    Drink(id: "oat-milk-latte", name: "Oat Milk Latte", price: 500, detail: "Espresso, oat milk"),
    Drink(id: "flat-white", name: "Flat White", price: 425, detail: "Ristretto, velvet milk"),
    Drink(id: "cold-brew", name: "Cold Brew", price: 400, detail: "Steeped for 18 hours"),
    Drink(id: "hot-chocolate", name: "Hot Chocolate", price: 375, detail: "Dark chocolate, milk"),
  ]

  public static let cafes: [Cafe] = [
    Cafe(id: "harbor-street", name: "Harbor Street", address: "12 Harbor Street"),
    Cafe(id: "market-square", name: "Market Square", address: "3 Market Square"),
  ]

  /// The drinks whose name holds every word of `text` (case and accents ignored).
  public static func drinks(matching text: String) -> [Drink] {
    let words = fold(text).split(separator: " ")
    guard !words.isEmpty else { return [] }
    return drinks.filter { drink in
      let name = fold(drink.name)
      return words.allSatisfy { name.contains($0) }
    }
  }

  private static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// Cents as dollars: "$4.50".
  public static func price(_ cents: Int) -> String {
    "$\(cents / 100).\(String(format: "%02d", cents % 100))"
  }
}
