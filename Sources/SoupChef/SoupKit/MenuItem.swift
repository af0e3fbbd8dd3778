import Foundation

/// A soup on Soup Chef's menu (SoupKit's `MenuItem`).
public struct MenuItem: Identifiable, Hashable, Sendable {
  /// The soups the kitchen makes.
  public enum Identifier: String, Sendable, CaseIterable {
    case chickenNoodleSoup, tomatoSoup, newEnglandClamChowder, manhattanClamChowder
  }

  /// How a soup is offered.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// On the menu today.
    public static let available = Attributes(rawValue: 1 << 0)
    /// A regular item.
    public static let regularItem = Attributes(rawValue: 1 << 1)
    /// The daily special.
    public static let dailySpecialItem = Attributes(rawValue: 1 << 2)
    /// Off the menu: found only by people who ask for it by name.
    public static let secretItem = Attributes(rawValue: 1 << 3)
  }

  /// Which soup.
  public let id: Identifier
  /// The price of one bowl, in US dollars.
  public let price: Decimal
  /// How many bowls are left.
  public let itemsInStock: Int
  /// How the soup is offered.
  public let attributes: Attributes

  /// The soup's name, as the English strings file has it.
  public var localizedName: String {
    switch id {
    case .chickenNoodleSoup: return "Chicken Noodle Soup"
    case .tomatoSoup: return "Tomato Soup"
    case .newEnglandClamChowder: return "New England Clam Chowder"
    case .manhattanClamChowder: return "Manhattan Clam Chowder"
    }
  }

  /// What the soup contains.
  public var localizedItemDescription: String {
    switch id {
    case .chickenNoodleSoup: return "Contains: Chicken, noodles"
    case .tomatoSoup: return "Contains: Tomatoes"
    case .newEnglandClamChowder: return "Contains: Clams"
    case .manhattanClamChowder: return "Contains: Clams, tomatoes"
    }
  }

  /// The name of the soup's picture.
  public var iconImageName: String {
    switch id {
    case .chickenNoodleSoup: return "chicken_noodle_soup"
    case .tomatoSoup: return "tomato_soup"
    case .newEnglandClamChowder, .manhattanClamChowder: return "clam_chowder"
    }
  }
}
