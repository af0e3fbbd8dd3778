import Foundation
import SoupChef
import Testing

/// SoupKit's default menu, with Apple's prices, stock and attributes.
@Suite struct MenuTests {
  func item(_ id: MenuItem.Identifier) throws -> MenuItem {
    try #require(SoupMenuManager.defaultMenu.first { $0.id == id })
  }

  @Test func menuHasTheFourSoupsInSoupKitOrder() {
    #expect(
      SoupMenuManager.defaultMenu.map(\.id) == [
        .chickenNoodleSoup, .newEnglandClamChowder, .manhattanClamChowder, .tomatoSoup,
      ])
  }

  @Test func pricesAreApples() throws {
    #expect(try item(.chickenNoodleSoup).price == Decimal(string: "4.55"))
    #expect(try item(.newEnglandClamChowder).price == Decimal(string: "3.75"))
    #expect(try item(.manhattanClamChowder).price == Decimal(string: "3.50"))
    #expect(try item(.tomatoSoup).price == Decimal(string: "2.95"))
  }

  @Test func stockIsApples() throws {
    #expect(try item(.chickenNoodleSoup).itemsInStock == 5)
    #expect(try item(.newEnglandClamChowder).itemsInStock == 7)
    #expect(try item(.manhattanClamChowder).itemsInStock == 2)
    #expect(try item(.tomatoSoup).itemsInStock == 4)
  }

  @Test func attributesMarkTheSpecialAndTheSecretItem() throws {
    #expect(try item(.chickenNoodleSoup).attributes == [.available, .dailySpecialItem])
    #expect(try item(.newEnglandClamChowder).attributes == [.available, .regularItem])
    #expect(try item(.manhattanClamChowder).attributes == [.available, .secretItem])
    #expect(try item(.tomatoSoup).attributes == [.available, .regularItem])
  }

  @Test func attributeBitsMatchSoupKit() {
    #expect(MenuItem.Attributes.available.rawValue == 1)
    #expect(MenuItem.Attributes.regularItem.rawValue == 2)
    #expect(MenuItem.Attributes.dailySpecialItem.rawValue == 4)
    #expect(MenuItem.Attributes.secretItem.rawValue == 8)
  }

  @Test func namesDescriptionsAndIcons() throws {
    let menu = SoupMenuManager.defaultMenu
    #expect(
      menu.map(\.localizedName) == [
        "Chicken Noodle Soup", "New England Clam Chowder", "Manhattan Clam Chowder", "Tomato Soup",
      ])
    #expect(
      menu.map(\.localizedItemDescription) == [
        "Contains: Chicken, noodles", "Contains: Clams", "Contains: Clams, tomatoes",
        "Contains: Tomatoes",
      ])
    #expect(
      menu.map(\.iconImageName) == [
        "chicken_noodle_soup", "clam_chowder", "clam_chowder", "tomato_soup",
      ])
  }

  @Test func identifiersAreTheSampleRawValues() {
    #expect(
      MenuItem.Identifier.allCases.map(\.rawValue) == [
        "chickenNoodleSoup", "tomatoSoup", "newEnglandClamChowder", "manhattanClamChowder",
      ])
  }
}
