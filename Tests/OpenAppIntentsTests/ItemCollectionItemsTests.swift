import OpenAppIntents
import Testing

@Suite struct ItemCollectionItemsTests {
  @Test func collectionFromPlainEntitiesShowsEachByItsOwnDisplay() {
    let collection = IntentItemCollection(items: [SoupEntity.tomato, SoupEntity.manhattan])
    #expect(collection.sections.count == 1)
    #expect(
      collection.sections[0].items.map { text($0.title) }
        == [
          text(SoupEntity.tomato.displayRepresentation.title),
          text(SoupEntity.manhattan.displayRepresentation.title),
        ])
  }

  @Test func sectionFromItemsKeepsTheItemsOwnTitles() {
    let section = IntentItemSection<SoupEntity>(
      "Specials", items: [IntentItem(SoupEntity.tomato, title: "Soup of the day")])
    #expect(text(section.title) == "Specials")
    #expect(section.items.map { text($0.title) } == ["Soup of the day"])
  }

  @Test func itemsReadAcrossSectionsAndEmptyHasNone() {
    let collection = IntentItemCollection<SoupEntity>(promptLabel: "Which soup?") {
      IntentItemSection("Soups", subtitle: "Made today", image: nil) {
        IntentItem(SoupEntity.tomato, title: "Tomato")
      }
      IntentItemSection("Specials") { IntentItem(SoupEntity.manhattan, title: "Manhattan") }
    }
    #expect(collection.items.map { text($0.title) } == ["Tomato", "Manhattan"])
    #expect(collection.sections.map { text($0.subtitle) } == ["Made today", nil])
    #expect(IntentItemCollection<SoupEntity>.empty.items.isEmpty)
    let flat = IntentItemCollection(
      promptLabel: "Pick one", usesIndexedCollation: true,
      items: [IntentItem(SoupEntity.tomato, title: "Tomato")])
    #expect(flat.usesIndexedCollation && text(flat.promptLabel) == "Pick one")
    #expect(flat.items.count == 1)
  }

  @Test func aTypeKeepsTheSynonymsItIsCalledBy() {
    let type = TypeDisplayRepresentation(name: "Pizza", synonyms: ["Pie", "Flatbread"])
    #expect(type.synonyms.map(text) == ["Pie", "Flatbread"])
    #expect(TypeDisplayRepresentation(name: "Soup").synonyms.isEmpty)
  }

  @Test func swiftUIsNamedColorsAreDistinct() {
    let colors: [Color] = [
      .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink,
      .brown, .white, .gray, .black, .clear, .primary, .secondary, .accentColor,
    ]
    #expect(Set(colors).count == colors.count)
  }
}
