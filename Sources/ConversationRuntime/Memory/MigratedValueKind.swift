/// The kind of value a migrated intent's parameter takes, as a SiriKit parameter type is
/// compared with it.
public enum MigratedValueKind: Sendable, Hashable {
  /// An app entity, such as a soup.
  case entity(MigratedEntityType)
  /// An app enum, such as the order type.
  case enumeration(MigratedEnumType)
  /// A type the system defines, the same in SiriKit and App Intents: a number, text, a date.
  case system(SystemKind)
  /// A type a person cannot type in, such as "Date Components".
  case unsupported(typeName: String)

  /// A type the system defines: what a SiriKit parameter type ("Integer", "Distance") and an
  /// App Intent parameter's type (`Int`, `Measurement<UnitLength>`) both name.
  public enum SystemKind: Sendable, Hashable {
    /// A whole number.
    case integer
    /// A decimal number.
    case decimal
    /// Yes or no.
    case boolean
    /// Free text.
    case string
    /// A date.
    case date
    /// A web address.
    case url
    /// A place.
    case placemark
    /// An amount of money.
    case currencyAmount
    /// A measurement of a dimension, such as "length".
    case measurement(dimension: String)

    /// How messages name the kind: "a whole number", "text".
    public var typeDescription: String {
      switch self {
      case .integer: return "a whole number"
      case .decimal: return "a decimal number"
      case .boolean: return "yes or no"
      case .string: return "text"
      case .date: return "a date"
      case .url: return "a URL"
      case .placemark: return "a place"
      case .currencyAmount: return "an amount of money"
      case .measurement(let dimension): return "a \(dimension) measurement"
      }
    }
  }

  /// How messages name the kind: "Soup", "a whole number", "text".
  public var typeDescription: String {
    switch self {
    case .entity(let entity): return entity.displayName
    case .enumeration(let enumeration): return enumeration.displayName
    case .system(let kind): return kind.typeDescription
    case .unsupported(let typeName): return typeName
    }
  }
}

/// An app entity type and the entities the runtime could list for it.
public struct MigratedEntityType: Sendable, Hashable {
  /// The Swift type's name, such as "SoupAppEntity".
  public var typeName: String
  /// The type's display name, such as "Soup".
  public var displayName: String
  /// The entities the query suggests, then every entity when it can list them all: the values
  /// Siri matches typed words against when the query cannot search.
  public var knownValues: [MigratedValue]
  /// Whether ``knownValues`` is every entity (an `EnumerableEntityQuery`).
  public var listsEveryValue: Bool
  /// Whether the query searches by name (an `EntityStringQuery`).
  public var isSearchable: Bool

  /// Creates an entity type.
  public init(
    typeName: String, displayName: String, knownValues: [MigratedValue], listsEveryValue: Bool,
    isSearchable: Bool
  ) {
    self.typeName = typeName
    self.displayName = displayName
    self.knownValues = knownValues
    self.listsEveryValue = listsEveryValue
    self.isSearchable = isSearchable
  }
}

/// An app enum type and its cases.
public struct MigratedEnumType: Sendable, Hashable {
  /// The Swift type's name, such as "OrderTypeAppEnum".
  public var typeName: String
  /// The type's display name, such as "Order Type".
  public var displayName: String
  /// The cases in declaration order: raw value and title ("pickup", "pickup").
  public var cases: [MigratedValue]

  /// Creates an enum type.
  public init(typeName: String, displayName: String, cases: [MigratedValue]) {
    self.typeName = typeName
    self.displayName = displayName
    self.cases = cases
  }
}

/// A value a person can pick: an entity, an enum case or an option, by identifier and title.
public struct MigratedValue: Sendable, Hashable {
  /// The entity's id or the case's raw value.
  public var id: String
  /// How the value is shown and read, such as "New England Clam Chowder".
  public var title: String

  /// Creates a value.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}
