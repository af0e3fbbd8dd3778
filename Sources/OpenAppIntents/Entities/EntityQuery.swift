/// A collection of query results: an array of entities or an `IntentItemCollection`.
public protocol ResultsCollection<Result> {
  /// The type of each result.
  associatedtype Element
  /// The type of each result, as Apple names it.
  associatedtype Result = Element
  /// The results, grouped into sections (one untitled section for an array).
  var _sections: [IntentItemSection<Element>] { get }
  /// The label shown above the list of results.
  var promptLabel: LocalizedStringResource? { get }
  /// Whether the list shows an A–Z index beside it.
  var usesIndexedCollation: Bool { get }
  /// Every result, section after section.
  var items: [Element] { get }
  /// A collection with no results.
  static var empty: Self { get }
}

extension ResultsCollection {
  /// By default a collection has no label.
  public var promptLabel: LocalizedStringResource? { nil }
  /// By default a collection has no A–Z index.
  public var usesIndexedCollation: Bool { false }
  /// Every result, section after section.
  public var items: [Element] { _sections.flatMap { $0.items.map(\.value) } }
}

extension Array: ResultsCollection {
  /// The type of each result.
  public typealias Result = Element

  public var _sections: [IntentItemSection<Element>] {
    let items = map { value in
      let display = IntentValueFormatter.displayRepresentation(of: value)
      return IntentItem(
        value, title: display.title, subtitle: display.subtitle, image: display.image)
    }
    return [IntentItemSection(items: items)]
  }

  /// The array itself.
  public var items: [Element] { self }

  /// An empty array.
  public static var empty: [Element] { [] }
}

/// The interface through which Siri finds an app's entities.
public protocol EntityQuery: Sendable {
  /// The entity type this query finds.
  associatedtype Entity: AppEntity
  /// What `suggestedEntities()` (and a string query's search) returns.
  associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity

  /// Creates the query.
  init()
  /// The entities with these identifiers.
  func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
  /// The entities a person is offered to pick from.
  func suggestedEntities() async throws -> Result
}

extension EntityQuery where Result == [Entity] {
  /// By default a query suggests nothing.
  public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that can also find entities from text the person said.
public protocol EntityStringQuery: EntityQuery {
  /// The entities that match the text.
  func entities(matching string: String) async throws -> Result
}

/// A query that can list every entity, for small collections.
public protocol EnumerableEntityQuery: EntityQuery {
  /// What a comparison becomes, as in `EntityPropertyQuery`; an enumerable query declares no
  /// comparators, and the system filters all its entities itself.
  associatedtype ComparatorMappingType = Never
  /// Every entity.
  func allEntities() async throws -> [Entity]
  /// The description of the Find action Shortcuts generates for this type.
  static var findIntentDescription: IntentDescription? { get }
}

extension EnumerableEntityQuery {
  /// By default the generated Find action has no description.
  public static var findIntentDescription: IntentDescription? { nil }
}

extension ResultsCollection where Element: AppEntity {
  func _choices() -> [IntentValueChoice] {
    _sections.flatMap { section in
      section.items.map { item in
        var display = item.value.displayRepresentation
        display.title = item.title
        if let subtitle = item.subtitle { display.subtitle = subtitle }
        if let image = item.image { display.image = image }
        return IntentValueChoice(
          id: "\(item.value.id)", displayRepresentation: display,
          section: section.title, value: item.value)
      }
    }
  }
}

extension EntityStringQuery {
  func _searchChoices(_ text: String) async throws -> [IntentValueChoice] {
    try await entities(matching: text)._choices()
  }
}

extension EnumerableEntityQuery {
  func _allChoices() async throws -> [IntentValueChoice] {
    try await allEntities()._choices()
  }
}
