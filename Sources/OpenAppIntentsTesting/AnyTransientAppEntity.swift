import OpenAppIntents

/// A transient entity of the app under test (`TransientAppEntity`), with its properties read
/// by name: one a test made with ``TransientAppEntityDefinition/makeEntity``, or one an intent
/// returned.
///
/// ```swift
/// var receipt = definitions.transientEntities["OrderReceipt"].makeEntity(drink: "Cold Brew")
/// receipt.size = "large"
/// let drink: String? = try receipt.drink
/// let order: AnyTransientAppEntity = try result.value
/// ```
///
/// A made entity keeps its values as given until it is used: then the app's `init()` makes it
/// and each value goes to the `@Property` of its name. A property not given reads as the
/// app's `init()` leaves it.
@dynamicMemberLookup
public struct AnyTransientAppEntity: Sendable {
  /// The type of transient app entity this is: its type name, such as "OrderReceipt", and
  /// the bundle identifier of its app (none for one an intent returned).
  public var entityType: AttributedTypeIdentifier
  let session: TestSession?
  /// The values given, in the order given; `nil` empties the property.
  var values: [(name: String, value: (any IntentValueExpressing)?)] = []
  /// The entity an intent returned, when this is one.
  let resolved: (any TransientAppEntity)?

  init(definition: TransientAppEntityDefinition, values: [(String, (any IntentValueExpressing)?)]) {
    entityType = AttributedTypeIdentifier(
      persistentIdentifier: definition.typeIdentifier,
      bundleIdentifier: definition.bundleIdentifier)
    session = definition.session
    self.values = values.map { (name: $0.0, value: $0.1) }
    resolved = nil
  }

  /// An entity an intent returned.
  init(resolved entity: any TransientAppEntity) {
    entityType = AttributedTypeIdentifier(
      persistentIdentifier: String(describing: type(of: entity)), bundleIdentifier: nil)
    session = nil
    resolved = entity
  }

  /// A property's value without casting, or `nil`; setting it gives the property a value
  /// (`receipt.size = "large"`), and `nil` empties it.
  public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
    get { IntentValueReading.expressing(try? read(identifier)) }
    set {
      values.removeAll { $0.name == identifier }
      values.append((identifier, newValue))
    }
  }

  /// A property's value as `T`: `let drink: String? = try receipt.drink`. Throws when the
  /// entity has no such property or the value is not a `T`.
  public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
    get throws {
      try IntentValueReading.convert(try read(identifier), to: T.self, at: path(identifier))
    }
  }

  /// A property of a property's value: `try order.book.title == "Dune"`.
  public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
    DynamicPropertyPath(
      Result { () throws(AppIntentsTestingError) -> Any? in try read(identifier) },
      path: path(identifier))
  }

  /// The property's value: the returned entity's, else the value given, else what the app's
  /// `init()` leaves in it.
  func read(_ name: String) throws(AppIntentsTestingError) -> Any? {
    if let resolved {
      return try IntentValueReading.property(name, of: resolved, path: path(name))
    }
    let properties = Self.properties(of: try freshEntity())
    guard let property = properties.first(where: { $0.name == name }) else {
      throw .unknownProperty(name, entity: typeIdentifier, properties: properties.map(\.name))
    }
    if let given = values.last(where: { $0.name == name }) {
      return given.value?._intentTestingValue.readable
    }
    return property.property.anyValue
  }

  /// The entity's type name, such as "OrderReceipt".
  var typeIdentifier: String { entityType.persistentIdentifier }

  var bundleIdentifier: String? { entityType.bundleIdentifier }

  func path(_ property: String) -> String {
    "\(typeIdentifier).\(property)"
  }
}

extension AnyTransientAppEntity: IntentValueConvertible {
  public var _intentTestingValue: _IntentTestingValue {
    // A made entity is made with the app's `init()` when the intent it is given to runs
    // (`AnyAppIntent.run()`), where its entity references can be found through their queries.
    _IntentTestingValue(.value(resolved ?? self), readable: self)
  }

  public static func _fromIntentTestingValue(_ value: Any?) -> AnyTransientAppEntity? {
    switch IntentValueReading.unwrapped(value) {
    case let entity as AnyTransientAppEntity: return entity
    case let entity as any TransientAppEntity: return AnyTransientAppEntity(resolved: entity)
    default: return nil
    }
  }
}
