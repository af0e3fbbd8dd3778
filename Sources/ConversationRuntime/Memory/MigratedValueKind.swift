import OpenAppIntents

/// The kind of value a migrated intent's parameter takes, as a SiriKit parameter type is
/// compared with it.
package enum MigratedValueKind: Sendable, Hashable {
  /// An app entity, such as a soup.
  case entity(MigratedEntityType)
  /// An app enum, such as the order type.
  case enumeration(MigratedEnumType)
  /// A type the system defines, the same in SiriKit and App Intents: a number, text, a date,
  /// a measurement. It is App Intents' own kind (`IntentValueKind`), so the kinds are listed
  /// once; two are equal when they read the same values (one `systemTypeDescription`).
  case system(IntentValueKind)
  /// A type a person cannot type in, such as "Date Components".
  case unsupported(typeName: String)

  /// How messages name the kind: "Soup", "a whole number", "text".
  package var typeDescription: String {
    switch self {
    case .entity(let entity): return entity.displayName
    case .enumeration(let enumeration): return enumeration.displayName
    case .system(let kind): return kind.systemTypeDescription ?? "a value"
    case .unsupported(let typeName): return typeName
    }
  }

  /// What identifies the kind: a system kind by what it reads, the others by their values.
  private var identity: Identity {
    switch self {
    case .entity(let entity): return .entity(entity)
    case .enumeration(let enumeration): return .enumeration(enumeration)
    case .system(let kind): return .system(kind.systemTypeDescription ?? "")
    case .unsupported(let typeName): return .unsupported(typeName)
    }
  }

  private enum Identity: Hashable {
    case entity(MigratedEntityType)
    case enumeration(MigratedEnumType)
    case system(String)
    case unsupported(String)
  }

  /// Whether two kinds are the same: system kinds that read the same values, or the same type.
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }

  /// Hashes what identifies the kind.
  package func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

extension IntentValueKind {
  /// How messages name a kind the system defines, the same in SiriKit and App Intents:
  /// "a whole number", "text", "a length measurement"; `nil` for an app's entity or enum, a
  /// list or an unsupported type. Two kinds with one description read the same values.
  package var systemTypeDescription: String? {
    switch self {
    case .integer: return "a whole number"
    case .double: return "a decimal number"
    case .boolean: return "yes or no"
    case .string: return "text"
    case .date: return "a date"
    case .url: return "a URL"
    case .placemark: return "a place"
    case .currencyAmount: return "an amount of money"
    case .measurement(let support): return "a \(support.dimensionName) measurement"
    case .entity, .enumeration, .list, .unsupported: return nil
    }
  }
}

/// An app entity type and the entities the runtime could list for it (made only here, by
/// `migratedIntents()`, so its memberwise initializer is the module's own).
package struct MigratedEntityType: Sendable, Hashable {
  /// The Swift type's name, such as "SoupAppEntity".
  package var typeName: String
  /// The type's display name, such as "Soup".
  package var displayName: String
  /// The entities the query suggests, then every entity when it can list them all: the values
  /// Siri matches typed words against when the query cannot search.
  package var knownValues: [MigratedValue]
  /// Whether ``knownValues`` is every entity (an `EnumerableEntityQuery`).
  package var listsEveryValue: Bool
  /// Whether the query searches by name (an `EntityStringQuery`).
  package var isSearchable: Bool
}

/// An app enum type and its cases.
package struct MigratedEnumType: Sendable, Hashable {
  /// The Swift type's name, such as "OrderTypeAppEnum".
  package var typeName: String
  /// The type's display name, such as "Order Type".
  package var displayName: String
  /// The cases in declaration order: raw value and title ("pickup", "pickup").
  package var cases: [MigratedValue]
}

/// A value a person can pick: an entity, an enum case or an option, by identifier and title.
package struct MigratedValue: Sendable, Hashable {
  /// The entity's id or the case's raw value.
  package var id: String
  /// How the value is shown and read, such as "New England Clam Chowder".
  package var title: String
}
