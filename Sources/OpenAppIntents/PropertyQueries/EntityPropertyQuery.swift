/// A query that finds entities by comparing their properties, as Shortcuts' Find actions do.
///
/// Declare the properties a person may filter on and how each comparison maps to your own
/// type (a `Predicate`, an `NSPredicate`, a closure…), the properties results can be sorted by,
/// and answer `entities(matching:mode:sortedBy:limit:)` with the comparators the person chose:
///
/// ```swift
/// extension TrailEntityQuery: EntityPropertyQuery {
///   static let properties = QueryProperties {
///     Property(\TrailEntity.$name) {
///       ContainsComparator { value in #Predicate<TrailEntity> { $0.name.contains(value) } }
///     }
///   }
///   static let sortingOptions = SortingOptions { SortableBy(\TrailEntity.$name) }
///   func entities(
///     matching comparators: [Predicate<TrailEntity>], mode: ComparatorMode,
///     sortedBy: [EntityQuerySort<TrailEntity>], limit: Int?
///   ) async throws -> [TrailEntity] { … }
/// }
/// ```
public protocol EntityPropertyQuery: EntityQuery {
  /// What each comparison becomes: the type your `entities(matching:…)` filters with.
  associatedtype ComparatorMappingType

  /// The properties a person may filter on, with their comparators.
  static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
  /// The properties results may be sorted by.
  static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
  /// The description of the Find action Shortcuts generates for this query.
  static var findIntentDescription: IntentDescription? { get }

  /// The entities that match the comparators (all of them, or any, by `mode`), sorted, and at
  /// most `limit` of them.
  func entities(
    matching comparators: [ComparatorMappingType], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<Entity>], limit: Int?
  ) async throws -> Result
}

extension EntityPropertyQuery {
  /// A property of the query: `Property(\TrailEntity.$name) { … comparators … }`; the key
  /// path gives the property and its value type.
  public typealias Property<Property, PropertyType> = EntityQueryProperty<
    Entity, Entity, Property, PropertyType, ComparatorMappingType
  > where Property: EntityProperty<PropertyType>, PropertyType: _IntentValue
  /// The query's properties: `QueryProperties { Property(…) { … } }`.
  public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
  /// The query's sort keys: `SortingOptions { SortableBy(\TrailEntity.$name) }`.
  public typealias SortingOptions = EntityQuerySortingOptions<Entity>
  /// One sort key.
  public typealias SortableBy = EntityQuerySortableByProperty<Entity>
  /// How results are sorted.
  public typealias Sort = EntityQuerySort
  /// Whether entities must match all the comparators or any of them.
  public typealias ComparatorMode = EntityQueryComparatorMode

  /// By default results cannot be sorted.
  public static var sortingOptions: EntityQuerySortingOptions<Entity> {
    EntityQuerySortingOptions()
  }

  /// By default the generated Find action has no description.
  public static var findIntentDescription: IntentDescription? { nil }
}

/// Whether entities must match all of a query's comparators or any of them.
public enum EntityQueryComparatorMode: Sendable, Hashable {
  /// Every comparator must match.
  case and
  /// At least one comparator must match.
  case or
}

/// One sort key of a property query's results: a property and a direction.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
  /// Which way results are sorted.
  public enum Ordering: Sendable, Hashable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending
  }

  /// The property sorted by: a key path to the entity's `@Property`, such as `\.$name`.
  public let by: PartialKeyPath<Entity>
  /// The direction.
  public let order: Ordering

  /// Creates a sort key.
  public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
    self.by = by
    self.order = order
  }
}
