import Foundation

/// Finds soups on the menu (SoupKit's `SoupMenuManager`).
public struct SoupMenuManager: Sendable {
  /// The default menu, with Apple's prices, stock and attributes.
  public static let defaultMenu: [MenuItem] = [
    MenuItem(
      id: .chickenNoodleSoup, price: Decimal(string: "4.55") ?? 0, itemsInStock: 5,
      attributes: [.available, .dailySpecialItem]),
    MenuItem(
      id: .newEnglandClamChowder, price: Decimal(string: "3.75") ?? 0, itemsInStock: 7,
      attributes: [.available, .regularItem]),
    MenuItem(
      id: .manhattanClamChowder, price: Decimal(string: "3.50") ?? 0, itemsInStock: 2,
      attributes: [.available, .secretItem]),
    MenuItem(
      id: .tomatoSoup, price: Decimal(string: "2.95") ?? 0, itemsInStock: 4,
      attributes: [.available, .regularItem]),
  ]

  let menu: [MenuItem]

  /// A manager over the default menu.
  public init() { menu = Self.defaultMenu }

  /// The soups whose attributes are exactly one of the given sets, sorted by name and, with a
  /// search term, filtered to names that contain it (ignoring case).
  public func findItems(
    exactlyMatching attributes: MenuItem.Attributes..., searchTerm: String? = nil
  )
    -> [MenuItem]
  {
    menu.filter { attributes.contains($0.attributes) }
      .sorted { $0.localizedName < $1.localizedName }
      .filter { item in
        guard let searchTerm, !searchTerm.isEmpty else { return true }
        return item.localizedName.range(of: searchTerm, options: .caseInsensitive) != nil
      }
  }

  /// The soups that have any of the given attributes.
  public func findItems(containing attributes: MenuItem.Attributes...) -> [MenuItem] {
    menu.filter { item in attributes.contains { !item.attributes.isDisjoint(with: $0) } }
  }

  /// The soup with this identifier.
  public func findItem(by identifier: String) -> MenuItem? {
    menu.first { $0.id.rawValue == identifier }
  }
}
