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

extension IntentItemCollection {
  /// Every value, section after section.
  public var items: [Result] { sections.flatMap { section in section.items.map(\.value) } }

  /// A collection with nothing in it.
  public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }
}

extension IntentItemSection {
  /// Builds the sections of an ``IntentItemCollection``:
  /// `@IntentItemSection<Result>.Builder sectionsBuilder`.
  public typealias Builder = IntentItemSectionBuilder<Result>

  /// Creates a titled section with a subtitle and an image, whose items are listed in a builder.
  public init(
    _ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil,
    @IntentItemBuilder<Result> itemsBuilder: () -> [IntentItem<Result>]
  ) {
    self.init(title: title, items: itemsBuilder())
    self.subtitle = subtitle
    self.image = image
  }
}

extension IntentItem {
  /// Builds the items of an ``IntentItemSection``.
  public typealias Builder = IntentItemBuilder<Result>
}
