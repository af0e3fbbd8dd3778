/// How the runtime runs a Find action on one entity type: Shortcuts' "Find Trails" for an
/// `EntityPropertyQuery` (filter, sort, limit) or an `EnumerableEntityQuery` (all of them).
///
/// SiriSim runtime support, not part of Apple's API.
@_spi(SiriSim) public struct EntityFindSupport: Sendable {
  /// A property a person may filter on.
  public struct Property: Sendable {
    /// The property's name in the entity, such as "trailLength".
    public var name: String
    /// Its title, such as "Trail Length" or the `@Property(title:)`.
    public var title: String
    /// How its values are read: a list property's element type, which `contains` takes.
    public var kind: IntentValueKind
    /// The operators it offers.
    public var comparators: [EntityQueryComparatorKind]
  }

  /// One comparison a person asked for.
  public struct Filter: Sendable {
    /// The property's position in ``Description/properties``.
    public var property: Int
    /// The operator.
    public var comparator: EntityQueryComparatorKind
    /// The value (two for `isBetween`), of the property's value type.
    public var values: [any Sendable]

    /// Creates a filter.
    public init(property: Int, comparator: EntityQueryComparatorKind, values: [any Sendable]) {
      self.property = property
      self.comparator = comparator
      self.values = values
    }
  }

  /// A sort key a person asked for.
  public struct Sort: Sendable {
    /// The key's position in ``Description/sortKeys``.
    public var key: Int
    /// Smallest first, or largest first.
    public var ascending: Bool

    /// Creates a sort key.
    public init(key: Int, ascending: Bool) {
      self.key = key
      self.ascending = ascending
    }
  }

  /// What the query declares.
  public struct Description: Sendable {
    /// The properties, in declaration order.
    public var properties: [Property]
    /// The sort keys' names, in declaration order.
    public var sortKeys: [String]
    /// Whether the query filters (an `EntityPropertyQuery`) or only lists (enumerable).
    public var filters: Bool
  }

  /// The type's name, such as "Trail".
  public var typeDisplayRepresentation: TypeDisplayRepresentation
  /// The Find action's description, if the query gives one.
  public var findIntentDescription: IntentDescription?
  /// What the query declares; property names are read from one of the entities.
  public var describe: @Sendable () async -> Description
  /// Runs the query: the matching entities, sorted, at most `limit`.
  public var find:
    @Sendable ([Filter], EntityQueryComparatorMode, [Sort], Int?) async throws
      -> [IntentValueChoice]

  /// The support for a property query.
  public init<Query: EntityPropertyQuery>(propertyQuery query: Query) {
    typeDisplayRepresentation = Query.Entity.typeDisplayRepresentation
    findIntentDescription = Query.findIntentDescription
    let properties = Query.properties.properties
    let sortKeys = Query.sortingOptions.sortableBy
    describe = {
      let sample = await Self.sampleEntity(of: query)
      return Description(
        properties: properties.enumerated().map { index, property in
          let name = sample.flatMap { Self.name(of: property.property($0), in: property.owner($0)) }
          let title = sample.flatMap { property.property($0).title?.defaultValue }
          return Property(
            name: name ?? "property\(index + 1)",
            title: title ?? ParameterDescriptor.generatedTitle(for: name ?? "property\(index + 1)"),
            kind: property.valueKind.elementKind, comparators: property.comparatorKinds)
        },
        sortKeys: sortKeys.enumerated().map { index, key in
          sample.flatMap { entity in key.property(entity).flatMap { Self.name(of: $0, in: entity) }
          }
            ?? "key\(index + 1)"
        },
        filters: true)
    }
    find = { filters, mode, sorts, limit in
      var comparators: [Query.ComparatorMappingType] = []
      for filter in filters {
        guard properties.indices.contains(filter.property),
          let comparator = properties[filter.property].comparators.first(where: {
            $0.kind == filter.comparator
          }),
          let mapped = try await comparator.map(
            filter.values, Self.parameter(for: properties[filter.property]))
        else { throw EntityFindError.unsupportedFilter }
        comparators.append(mapped)
      }
      let sortedBy = sorts.compactMap { sort -> EntityQuerySort<Query.Entity>? in
        guard sortKeys.indices.contains(sort.key) else { return nil }
        return EntityQuerySort(
          by: sortKeys[sort.key].keyPath, order: sort.ascending ? .ascending : .descending)
      }
      return try await query.entities(
        matching: comparators, mode: mode, sortedBy: sortedBy, limit: limit
      )._choices()
    }
  }

  /// The support for an enumerable query: every entity, nothing to filter on.
  public init<Query: EnumerableEntityQuery>(enumerableQuery query: Query) {
    typeDisplayRepresentation = Query.Entity.typeDisplayRepresentation
    findIntentDescription = Query.findIntentDescription
    describe = { Description(properties: [], sortKeys: [], filters: false) }
    find = { _, _, _, limit in
      let all = try await query.allEntities()._choices()
      return limit.map { Array(all.prefix(max(0, $0))) } ?? all
    }
  }

  /// One entity of the query's type, to read property names from.
  static func sampleEntity<Query: EntityQuery>(of query: Query) async -> Query.Entity? {
    if let first = (try? await query.suggestedEntities())?._sections.lazy
      .flatMap(\.items).first?.value
    {
      return first
    }
    if let enumerable = query as? any EnumerableEntityQuery,
      let all = try? await enumerable._anyAll() as? [Query.Entity]
    {
      return all.first
    }
    if let search = query as? any EntityStringQuery,
      let found = try? await search._anySearch("") as? [Query.Entity]
    {
      return found.first
    }
    return nil
  }

  /// What a comparator's resolvers see of the property they resolve a value for.
  static func parameter<Entity, Mapping>(
    for property: EntityQueryPropertyDeclaration<Entity, Mapping>
  ) -> ParameterDescriptor {
    ParameterDescriptor(
      name: "value", title: "Value", kind: property.valueKind, isOptional: false)
  }

  /// The stored property of `entity` that holds `property`: `_trailLength` → "trailLength".
  static func name(of property: AnyEntityProperty, in entity: some Any) -> String? {
    for child in Mirror(reflecting: entity).children {
      guard let label = child.label, let value = child.value as? AnyEntityProperty,
        value === property
      else { continue }
      return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
    return nil
  }
}

/// A Find request the query does not declare, or a value its comparator turns down.
@_spi(SiriSim) public enum EntityFindError: Error, Sendable {
  /// A comparator the property does not offer, or a value of the wrong type.
  case unsupportedFilter
  /// The comparator's resolvers returned no value for what the person gave.
  case valueDeclined
}

extension EntityFindError: CustomLocalizedStringResourceConvertible {
  /// What went wrong, as Siri says it after "Find … failed:".
  public var localizedStringResource: LocalizedStringResource {
    switch self {
    case .unsupportedFilter: "the query does not offer that comparison for that value"
    case .valueDeclined: "the query's resolvers turned the value down"
    }
  }
}

extension EnumerableEntityQuery {
  func _anyAll() async throws -> [any Sendable] { try await allEntities() }
}

extension EntityStringQuery {
  func _anySearch(_ text: String) async throws -> [any Sendable] {
    try await entities(matching: text)._sections.flatMap(\.items).map(\.value)
  }
}
