import OpenAppIntents
import SoupChef
import Testing

/// `SoupAppEntity` and its query: what Siri suggests and what it finds by name.
@Suite struct SoupQueryTests {
  let query = SoupAppEntity.SoupAppEntityQuery()

  @Test func suggestionsAreRegularsThenSpecials() async throws {
    let collection = try await query.suggestedEntities()

    #expect(collection.sections.map { $0.title?.defaultValue } == [nil, "Specials"])
    #expect(
      collection.sections.map { $0.items.map(\.value.id) } == [
        ["newEnglandClamChowder", "tomatoSoup"], ["chickenNoodleSoup"],
      ])
    #expect(
      collection.sections[0].items.map(\.title.defaultValue) == [
        "New England Clam Chowder", "Tomato Soup",
      ])
  }

  @Test func secretItemIsNeverSuggested() async throws {
    let collection = try await query.suggestedEntities()

    let ids = collection.sections.flatMap { $0.items.map(\.value.id) }
    #expect(!ids.contains("manhattanClamChowder"))
  }

  @Test func stringSearchFindsTheSecretItem() async throws {
    let found: [SoupAppEntity] = try await query.entities(matching: "manhattan")

    #expect(found.map(\.id) == ["manhattanClamChowder"])
  }

  @Test func stringSearchFindsBothChowders() async throws {
    let found: [SoupAppEntity] = try await query.entities(matching: "Clam Chowder")

    #expect(found.map(\.displayString) == ["Manhattan Clam Chowder", "New England Clam Chowder"])
  }

  @Test func stringSearchAsACollectionHasOneRegularsSection() async throws {
    let collection: IntentItemCollection<SoupAppEntity> = try await query.entities(
      matching: "soup")

    #expect(collection.sections.count == 1)
    #expect(collection.sections.first?.title?.defaultValue == "Regulars")
    #expect(
      collection.sections.first?.items.map(\.value.id) == ["chickenNoodleSoup", "tomatoSoup"])
  }

  @Test func stringSearchForNothingFindsNothing() async throws {
    let found: [SoupAppEntity] = try await query.entities(matching: "banana bread")

    #expect(found.isEmpty)
  }

  @Test func entitiesForIdentifiersSkipsUnknownOnes() async throws {
    let found = try await query.entities(for: ["tomatoSoup", "gazpacho", "manhattanClamChowder"])

    #expect(found.map(\.id) == ["tomatoSoup", "manhattanClamChowder"])
  }

  @Test func entityShowsNameDescriptionAndImage() throws {
    let item = try #require(SoupMenuManager().findItem(by: "newEnglandClamChowder"))
    let entity = SoupAppEntity(item)

    #expect(entity.id == "newEnglandClamChowder")
    #expect(entity.displayRepresentation.title.defaultValue == "New England Clam Chowder")
    #expect(entity.displayRepresentation.subtitle?.defaultValue == "Contains: Clams")
    #expect(entity.displayRepresentation.image?.name == "clam_chowder")
    #expect(SoupAppEntity.typeDisplayRepresentation.name.defaultValue == "Soup")
  }
}
