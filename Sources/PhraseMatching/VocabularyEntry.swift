/// One value a slot can take: an entity or enum case, by id, with its title and synonyms.
public struct VocabularyEntry: Sendable, Hashable {
  /// The entity id or enum case the runtime resolves to.
  public var id: String
  /// The display title ("New England Clam Chowder").
  public var title: String
  /// Other ways people say it.
  public var synonyms: [String]

  /// Creates an entry.
  public init(id: String, title: String, synonyms: [String] = []) {
    self.id = id
    self.title = title
    self.synonyms = synonyms
  }
}
