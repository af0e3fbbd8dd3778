/// Results grouped into sections, such as the regular menu and "Specials".
public struct IntentItemCollection<Result>: ResultsCollection {
  /// The label shown above the list.
  public var promptLabel: LocalizedStringResource?
  /// Whether the list shows an A–Z index.
  public var usesIndexedCollation: Bool
  /// The sections, in order.
  public var sections: [IntentItemSection<Result>]

  /// Creates a collection from sections.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    sections: [IntentItemSection<Result>]
  ) {
    self.promptLabel = promptLabel
    self.usesIndexedCollation = usesIndexedCollation
    self.sections = sections
  }

  /// Creates a collection whose sections are listed in a builder.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    @IntentItemSectionBuilder<Result> sectionsBuilder: () -> [IntentItemSection<Result>]
  ) {
    self.init(
      promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
      sections: sectionsBuilder())
  }

  /// Creates a collection with one untitled section.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    items: [IntentItem<Result>]
  ) {
    self.init(
      promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
      sections: [IntentItemSection(items: items)])
  }

  public var _sections: [IntentItemSection<Result>] { sections }
}

/// A titled group of items.
public struct IntentItemSection<Result> {
  /// The section's title, or `nil` for an untitled section.
  public var title: LocalizedStringResource?
  /// The line under the section's title.
  public var subtitle: LocalizedStringResource?
  /// The image beside the section's title.
  public var image: DisplayRepresentation.Image?
  /// The items, in order.
  public var items: [IntentItem<Result>]

  /// Creates a titled section.
  public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
    self.title = title
    self.items = items
  }

  /// Creates an untitled section.
  public init(items: [IntentItem<Result>]) {
    self.title = nil
    self.items = items
  }

  /// Creates a section whose items are listed in a builder.
  public init(
    _ title: LocalizedStringResource? = nil,
    @IntentItemBuilder<Result> itemsBuilder: () -> [IntentItem<Result>]
  ) {
    self.title = title
    self.items = itemsBuilder()
  }
}

extension IntentItemSection where Result: DisplayRepresentable {
  /// Creates a section of values, each shown by its own display representation.
  public init(_ title: LocalizedStringResource?, items: [Result]) {
    self.title = title
    self.items = items.map { IntentItem($0) }
  }

  /// Creates an untitled section of values.
  public init(items: [Result]) {
    self.init(nil, items: items)
  }
}

/// One item of a collection: a value with the title, subtitle and image to show.
public struct IntentItem<Result> {
  /// The value.
  public var value: Result
  /// The title shown.
  public var title: LocalizedStringResource
  /// The subtitle shown.
  public var subtitle: LocalizedStringResource?
  /// The image shown.
  public var image: DisplayRepresentation.Image?

  /// Creates an item.
  public init(
    _ value: Result, title: LocalizedStringResource,
    subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil
  ) {
    self.value = value
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
}

extension IntentItem {
  /// Creates an item shown as the value is: by its own display representation when it has
  /// one, else as Siri says it ("4", "tomorrow").
  public init(_ value: Result) {
    let display = IntentValueFormatter.displayRepresentation(of: value)
    self.init(value, title: display.title, subtitle: display.subtitle, image: display.image)
  }
}

/// The shorthand Apple's samples use for `IntentItemCollection`.
public typealias ItemCollection = IntentItemCollection
/// The shorthand Apple's samples use for `IntentItemSection`.
public typealias ItemSection = IntentItemSection

/// Builds the sections of an `IntentItemCollection`.
@resultBuilder
public enum IntentItemSectionBuilder<Result> {
  public static func buildExpression(_ section: IntentItemSection<Result>)
    -> [IntentItemSection<Result>]
  { [section] }
  public static func buildBlock(_ parts: [IntentItemSection<Result>]...)
    -> [IntentItemSection<Result>]
  { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [IntentItemSection<Result>]?)
    -> [IntentItemSection<Result>]
  { part ?? [] }
  public static func buildEither(first: [IntentItemSection<Result>]) -> [IntentItemSection<Result>]
  { first }
  public static func buildEither(second: [IntentItemSection<Result>]) -> [IntentItemSection<Result>]
  { second }
  public static func buildArray(_ parts: [[IntentItemSection<Result>]])
    -> [IntentItemSection<Result>]
  { parts.flatMap { $0 } }
}

/// Builds the items of an `IntentItemSection`.
@resultBuilder
public enum IntentItemBuilder<Result> {
  public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItem<Result>] { [item] }
  public static func buildExpression(_ items: [IntentItem<Result>]) -> [IntentItem<Result>] {
    items
  }
  public static func buildBlock(_ parts: [IntentItem<Result>]...) -> [IntentItem<Result>] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [IntentItem<Result>]?) -> [IntentItem<Result>] {
    part ?? []
  }
  public static func buildEither(first: [IntentItem<Result>]) -> [IntentItem<Result>] { first }
  public static func buildEither(second: [IntentItem<Result>]) -> [IntentItem<Result>] { second }
  public static func buildArray(_ parts: [[IntentItem<Result>]]) -> [IntentItem<Result>] {
    parts.flatMap { $0 }
  }
}

extension IntentItemCollection: Sendable where Result: Sendable {}
extension IntentItemSection: Sendable where Result: Sendable {}
extension IntentItem: Sendable where Result: Sendable {}
