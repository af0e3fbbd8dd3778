/// One value a slot can take: an entity or enum case, by id, with its title and synonyms.
public struct VocabularyEntry: Sendable, Hashable {
  /// The entity id or enum case the runtime resolves to.
  public var id: String
  /// The display title ("New England Clam Chowder").
  public var title: String
  /// Other ways people say it.
  public var synonyms: [String]
  /// What it is, in a few words (an enum case's subtitle: "Mountain bike ride" for Biking):
  /// said by its content words only, so that "in" or "the" never names it.
  public var descriptions: [String]
  /// Whether only the app's string search finds it (it is never suggested, as Soup Chef's
  /// secret soup is not): heard when said in full, while part of it ("Dune" of Kelso Dunes
  /// Trail) is words for the search, as for a thing the matcher doesn't know.
  public var isSearched: Bool

  /// Creates an entry.
  public init(
    id: String, title: String, synonyms: [String] = [], descriptions: [String] = [],
    isSearched: Bool = false
  ) {
    self.id = id
    self.title = title
    self.synonyms = synonyms
    self.descriptions = descriptions
    self.isSearched = isSearched
  }
}
