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

  @Test func swiftUIsNamedColorsAreDistinct() {
    let colors: [Color] = [
      .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink,
      .brown, .white, .gray, .black, .clear, .primary, .secondary, .accentColor,
    ]
    #expect(Set(colors).count == colors.count)
  }
}
