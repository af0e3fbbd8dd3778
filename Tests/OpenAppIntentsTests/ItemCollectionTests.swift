import OpenAppIntents
import Testing

@Suite struct ItemCollectionTests {
  @Test func collectionFromItemsIsOneUntitledSection() {
    let collection = IntentItemCollection(items: [IntentItem(SoupEntity.tomato)])
    #expect(collection.sections.count == 1)
    #expect(collection.sections.first?.title == nil)
    #expect(collection.promptLabel == nil)
    #expect(collection.usesIndexedCollation == false)
  }

  @Test func collectionBuilderKeepsSectionOrderAndOptionalSections() {
    let showSpecials = false
    let collection = ItemCollection(promptLabel: "Pick a soup", usesIndexedCollation: true) {
      ItemSection<SoupEntity>("Regulars", items: SoupEntity.regulars)
      if showSpecials {
        ItemSection<SoupEntity>("Specials", items: SoupEntity.specials)
      }
      for soup in [SoupEntity.manhattan] {
        ItemSection<SoupEntity>(title: "Secret", items: [IntentItem(soup)])
      }
    }
    #expect(collection.sections.map { text($0.title) } == ["Regulars", "Secret"])
    #expect(text(collection.promptLabel) == "Pick a soup")
    #expect(collection.usesIndexedCollation)
  }

  @Test func sectionBuilderListsItems() {
    let withCroutons = true
    let section = ItemSection<ToppingEntity>("Toppings") {
      IntentItem(ToppingEntity.cheese, title: "Cheese", subtitle: "Cheddar")
      [IntentItem(ToppingEntity.redPepper)]
      if withCroutons {
        IntentItem(ToppingEntity.croutons)
      } else {
        IntentItem(ToppingEntity.cheese)
      }
    }
    #expect(section.items.map { text($0.title) } == ["Cheese", "Red Pepper", "Croutons"])
    #expect(text(section.items.first?.subtitle) == "Cheddar")
    #expect(text(section.title) == "Toppings")
  }

  @Test func itemFromARepresentableValueUsesItsRepresentation() {
    let item = IntentItem(SoupEntity.chowder)
    #expect(text(item.title) == "New England Clam Chowder")
    #expect(text(item.subtitle) == "Clams")
    #expect(item.image?.name == "clamChowder_icon")
  }
}
