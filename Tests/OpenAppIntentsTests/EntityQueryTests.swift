import OpenAppIntents
import Testing

@Suite struct EntityQueryTests {
  @Test func entitySupportNamesTheType() {
    let support = EntityValueSupport(SoupEntity.self)
    #expect(text(support.typeDisplayRepresentation.name) == "Soup")
  }

  @Test func suggestedKeepsTheSectionsOfAnItemCollection() async throws {
    let choices = try await EntityValueSupport(SoupEntity.self).suggested()
    #expect(choices.map(\.id) == ["tomato", "clamChowder", "chickenNoodle"])
    #expect(choices.map { text($0.section) } == [nil, nil, "Specials"])
    #expect(
      choices.map { text($0.displayRepresentation.title) }
        == ["Tomato Soup", "New England Clam Chowder", "Today: Chicken Noodle Soup"])
  }

  @Test func suggestedItemTitleAndSubtitleOverrideTheEntitysOwn() async throws {
    let choices = try await EntityValueSupport(SoupEntity.self).suggested()
    let special = try #require(choices.last)
    #expect(text(special.displayRepresentation.subtitle) == "Daily special")
    #expect(special.displayRepresentation.image?.name == "chickenNoodle_icon")
    #expect(special.value as? SoupEntity == .chickenNoodle)
    let regular = try #require(choices.first)
    #expect(text(regular.displayRepresentation.subtitle) == "Tomatoes")
  }

  @Test func searchExistsForAStringQuery() async throws {
    let search = try #require(EntityValueSupport(SoupEntity.self).search)
    let choices = try await search("chowder")
    #expect(choices.map(\.id) == ["clamChowder", "manhattan"])
    #expect(choices.allSatisfy { text($0.section) == "Matches" })
    #expect(choices.map { $0.value as? SoupEntity } == [.chowder, .manhattan])
  }

  @Test func searchFindsWhatIsNotSuggested() async throws {
    let support = EntityValueSupport(SoupEntity.self)
    let suggested = try await support.suggested().map(\.id)
    let search = try #require(support.search)
    let found = try await search("Manhattan").map(\.id)
    #expect(!suggested.contains("manhattan"))
    #expect(found == ["manhattan"])
  }

  @Test func searchWithNoMatchIsEmpty() async throws {
    let search = try #require(EntityValueSupport(SoupEntity.self).search)
    #expect(try await search("gazpacho").isEmpty)
  }

  @Test func onlyAStringQuerySearches() {
    #expect(EntityValueSupport(SoupEntity.self).search != nil)
    #expect(EntityValueSupport(ToppingEntity.self).search == nil)
    #expect(EntityValueSupport(StoreEntity.self).search == nil)
  }

  @Test func onlyAnEnumerableQueryListsAll() async throws {
    #expect(EntityValueSupport(SoupEntity.self).all == nil)
    #expect(EntityValueSupport(StoreEntity.self).all == nil)
    let all = try #require(EntityValueSupport(ToppingEntity.self).all)
    let choices = try await all()
    #expect(choices.map(\.id) == ["Cheese", "Red Pepper", "Croutons"])
    #expect(choices.allSatisfy { $0.section == nil })
    #expect(choices.map { $0.value as? ToppingEntity } == ToppingEntity.all)
  }

  @Test func queryWithoutSuggestionsSuggestsNothing() async throws {
    #expect(try await EntityValueSupport(StoreEntity.self).suggested().isEmpty)
    #expect(try await ToppingQuery().suggestedEntities().isEmpty)
  }

  @Test func entitiesForIdentifiersUsesTheQuery() async throws {
    let soups = try await SoupEntity.defaultQuery.entities(for: ["tomato", "nope", "manhattan"])
    #expect(soups == [.tomato, .manhattan])
    let stores = try await StoreEntity.defaultQuery.entities(for: [3])
    #expect(stores.map(\.id) == [3])
    #expect(text(stores.first?.displayRepresentation.title) == "Store 3")
  }

  @Test func enumerableQueryHasNoFindDescriptionByDefault() {
    #expect(ToppingQuery.findIntentDescription == nil)
  }

  @Test func arrayResultsAreOneUntitledSection() throws {
    let sections = [SoupEntity.tomato, .chowder]._sections
    #expect(sections.count == 1)
    let section = try #require(sections.first)
    #expect(section.title == nil)
    #expect(section.items.map { text($0.title) } == ["Tomato Soup", "New England Clam Chowder"])
    #expect(text(section.items.first?.subtitle) == "Tomatoes")
  }
}
