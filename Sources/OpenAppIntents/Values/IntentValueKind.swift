import Foundation

/// How the runtime asks for, matches and shows the values of a parameter's type.
///
/// SiriSim runtime support, not part of Apple's API: app code never uses it. The conversation
/// runtime reads it to turn a person's words into a value.
public indirect enum IntentValueKind: Sendable {
  /// An app entity, found through its query.
  case entity(EntityValueSupport)
  /// An app enum, one of its cases.
  case enumeration(EnumValueSupport)
  /// A whole number.
  case integer
  /// A decimal number.
  case double
  /// Yes or no.
  case boolean
  /// Free text.
  case string
  /// A date.
  case date
  /// A web address.
  case url
  /// A place, such as a delivery address.
  case placemark
  /// An amount of money.
  case currencyAmount
  /// A measurement, such as a length: a number and a unit.
  case measurement(MeasurementValueSupport)
  /// Several values of one kind.
  case list(IntentValueKind)
  /// A type that a person cannot type in here.
  case unsupported(typeName: String)

  /// The kind of each value: the element kind for a list, else this kind.
  public var elementKind: IntentValueKind {
    if case .list(let element) = self { return element }
    return self
  }

  /// Whether the parameter takes several values.
  public var isList: Bool {
    if case .list = self { return true }
    return false
  }
}

/// One value a person can pick: its identifier, how it looks, its section and the value itself.
public struct IntentValueChoice: Sendable {
  /// A stable identifier: the entity's id or the enum case's raw value.
  public var id: String
  /// How the value appears.
  public var displayRepresentation: DisplayRepresentation
  /// The section the value is listed under, such as "Specials".
  public var section: LocalizedStringResource?
  /// The value, of the parameter's `ValueType`.
  public var value: any Sendable

  /// Creates a choice.
  public init(
    id: String, displayRepresentation: DisplayRepresentation,
    section: LocalizedStringResource? = nil, value: any Sendable
  ) {
    self.id = id
    self.displayRepresentation = displayRepresentation
    self.section = section
    self.value = value
  }

  /// Describes any value as a choice, using its display representation where it has one.
  public init(describing value: any Sendable, section: LocalizedStringResource? = nil) {
    self.init(
      id: IntentValueFormatter.identifier(of: value),
      displayRepresentation: IntentValueFormatter.displayRepresentation(of: value),
      section: section,
      value: value)
  }
}

/// How the runtime finds the entities of one type.
public struct EntityValueSupport: Sendable {
  /// The entity type's name, such as "Soup".
  public var typeDisplayRepresentation: TypeDisplayRepresentation
  /// The Swift type's name, such as "SoupEntity", as Spotlight and donations name it.
  public var typeName: String
  /// The entities the query suggests, with their sections.
  public var suggested: @Sendable () async throws -> [IntentValueChoice]
  /// The query's string search, when it is an `EntityStringQuery`.
  public var search: (@Sendable (String) async throws -> [IntentValueChoice])?
  /// Every entity, when the query is an `EnumerableEntityQuery`.
  public var all: (@Sendable () async throws -> [IntentValueChoice])?
  /// The entities with these identifiers (as text), through `entities(for:)`.
  public var byIdentifier: @Sendable ([String]) async throws -> [IntentValueChoice]
  /// The Find action Shortcuts offers, when the query is an `EntityPropertyQuery` or an
  /// `EnumerableEntityQuery`.
  @_spi(SiriSim) public var find: EntityFindSupport?
  /// The schema the entity type conforms to (`@AppEntity(schema:)`), such as `photos.album`.
  @_spi(SiriSim) public var schema: String?

  /// Creates the support for an entity type from its default query.
  public init<Entity: AppEntity>(_ type: Entity.Type) {
    typeDisplayRepresentation = Entity.typeDisplayRepresentation
    typeName = String(describing: Entity.self)
    schema = (Entity.self as? any AssistantSchemaEntity.Type)?.__appSchemaEntity.identifier
    let query = Entity.defaultQuery
    suggested = { try await query.suggestedEntities()._choices() }
    byIdentifier = { texts in
      let identifiers = texts.compactMap {
        EntityIdentifierParsing.identifier(Entity.ID.self, from: $0)
      }
      return try await query.entities(for: identifiers)._choices()
    }
    if let stringQuery = query as? any EntityStringQuery {
      search = { text in try await stringQuery._searchChoices(text) }
    }
    if let enumerable = query as? any EnumerableEntityQuery {
      all = { try await enumerable._allChoices() }
    }
    if let propertyQuery = query as? any EntityPropertyQuery {
      find = EntityFindSupport(propertyQuery: propertyQuery)
    } else if let enumerable = query as? any EnumerableEntityQuery {
      find = EntityFindSupport(enumerableQuery: enumerable)
    }
  }
}

/// Reads an entity identifier back from its text (`"\(id)"`).
enum EntityIdentifierParsing {
  static func identifier<ID>(_ type: ID.Type, from text: String) -> ID? {
    if let convertible = type as? any EntityIdentifierConvertible.Type {
      return convertible.entityIdentifier(for: text) as? ID
    }
    if let lossless = type as? any LosslessStringConvertible.Type {
      return lossless.init(text) as? ID
    }
    if type == UUID.self { return UUID(uuidString: text) as? ID }
    return nil
  }
}

/// The cases of an app enum.
public struct EnumValueSupport: Sendable {
  /// The enum type's name, such as "Order Type".
  public var typeDisplayRepresentation: TypeDisplayRepresentation
  /// Every case, in declaration order.
  public var cases: [IntentValueChoice]
  /// The schema the enum conforms to (`@AppEnum(schema:)`), such as `photos.assetType`.
  @_spi(SiriSim) public var schema: String?

  /// Creates the support for an enum type.
  public init<Enum: AppEnum>(_ type: Enum.Type) {
    typeDisplayRepresentation = Enum.typeDisplayRepresentation
    schema = (Enum.self as? any AssistantSchemaEnum.Type)?.__appSchemaEnum.identifier
    cases = Enum.allCases.map { value in
      IntentValueChoice(
        id: value.rawValue.description,
        displayRepresentation: value.displayRepresentation,
        value: value)
    }
  }
}
