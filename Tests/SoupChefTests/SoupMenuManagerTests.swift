import SoupChef
import Testing

/// `SoupMenuManager`'s lookups, as SoupKit defines them.
@Suite struct SoupMenuManagerTests {
  let manager = SoupMenuManager()

  @Test func exactlyMatchingKeepsOnlyItemsWithThatExactAttributeSet() {
    #expect(
      manager.findItems(exactlyMatching: [.available, .regularItem]).map(\.id) == [
        .newEnglandClamChowder, .tomatoSoup,
      ])
    #expect(manager.findItems(exactlyMatching: [.available]).isEmpty)
    #expect(manager.findItems(exactlyMatching: [.regularItem]).isEmpty)
  }

  @Test func severalAttributeSetsAreSortedByName() {
    let items = manager.findItems(
      exactlyMatching: [.available, .regularItem], [.available, .dailySpecialItem],
      [.available, .secretItem])
    #expect(
      items.map(\.localizedName) == [
        "Chicken Noodle Soup", "Manhattan Clam Chowder", "New England Clam Chowder", "Tomato Soup",
      ])
  }

  @Test func searchTermFiltersByNameIgnoringCase() {
    let items = manager.findItems(
      exactlyMatching: [.available, .regularItem], [.available, .secretItem],
      searchTerm: "CLAM chowder")
    #expect(items.map(\.id) == [.manhattanClamChowder, .newEnglandClamChowder])
  }

  @Test func searchTermOnlySearchesTheGivenAttributeSets() {
    let items = manager.findItems(
      exactlyMatching: [.available, .regularItem], searchTerm: "clam chowder")
    #expect(items.map(\.id) == [.newEnglandClamChowder])
  }

  @Test func emptySearchTermKeepsEverything() {
    #expect(
      manager.findItems(exactlyMatching: [.available, .regularItem], searchTerm: "").count == 2)
  }

  @Test func searchTermThatNamesNothingFindsNothing() {
    #expect(
      manager.findItems(exactlyMatching: [.available, .regularItem], searchTerm: "gazpacho")
        .isEmpty)
  }

  @Test func containingKeepsItemsWithAnyOfTheAttributes() {
    #expect(manager.findItems(containing: [.secretItem]).map(\.id) == [.manhattanClamChowder])
    #expect(
      manager.findItems(containing: [.dailySpecialItem], [.secretItem]).map(\.id) == [
        .chickenNoodleSoup, .manhattanClamChowder,
      ])
    #expect(manager.findItems(containing: [.available]).count == 4)
  }

  @Test func findItemByIdentifier() {
    #expect(manager.findItem(by: "tomatoSoup")?.localizedName == "Tomato Soup")
    #expect(manager.findItem(by: "TomatoSoup") == nil)
    #expect(manager.findItem(by: "Tomato Soup") == nil)
  }
}
