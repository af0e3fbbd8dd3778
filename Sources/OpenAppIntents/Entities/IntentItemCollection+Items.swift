extension IntentItemSection {
  /// Creates a section, titled or not, of items each with its own title, subtitle and image:
  /// `IntentItemSection("Favorites", items: favorites.map { IntentItem($0, title: …) })`.
  public init(_ title: LocalizedStringResource?, items: [IntentItem<Result>]) {
    self.title = title
    self.items = items
  }
}

extension IntentItemCollection where Result: DisplayRepresentable {
  /// Creates a collection with one untitled section of values, such as a query's entities,
  /// each shown by its own display representation.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    items: [Result]
  ) {
    self.init(
      promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
      sections: [IntentItemSection(items: items.map { IntentItem($0) })])
  }
}
