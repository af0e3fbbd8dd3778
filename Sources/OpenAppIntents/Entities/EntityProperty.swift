import Locking

/// A property of an entity that Shortcuts can read and filter on.
@propertyWrapper
public final class EntityProperty<Value: _IntentValue>: Sendable {
  /// The property's title.
  public let title: LocalizedStringResource?
  /// The Spotlight attribute the property's value is indexed as (`IndexedEntity`).
  // A key path is immutable; Apple's parameter type is not marked Sendable.
  nonisolated(unsafe) public let indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>?
  /// The app's own Spotlight attribute the property's value is indexed as.
  public let customIndexingKey: CSCustomAttributeKey?
  let value: Locked<Value?>

  /// Creates a property with no value yet (`nil` for an optional type).
  public init(title: LocalizedStringResource? = nil) {
    self.title = title
    indexingKey = nil
    customIndexingKey = nil
    value = Locked(Value._emptyValue)
  }

  /// Creates a property with a value.
  public init(wrappedValue: Value, title: LocalizedStringResource? = nil) {
    self.title = title
    indexingKey = nil
    customIndexingKey = nil
    value = Locked(wrappedValue)
  }

  /// Creates a property Spotlight indexes as one of its attributes, such as
  /// `\.contentDescription`.
  public init(
    title: LocalizedStringResource? = nil,
    indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
  ) {
    self.title = title
    self.indexingKey = indexingKey
    customIndexingKey = nil
    value = Locked(Value._emptyValue)
  }

  /// Creates a property Spotlight indexes under the app's own attribute.
  public init(title: LocalizedStringResource? = nil, customIndexingKey: CSCustomAttributeKey) {
    self.title = title
    indexingKey = nil
    self.customIndexingKey = customIndexingKey
    value = Locked(Value._emptyValue)
  }

  /// The value. Reading a non-optional property before it was set is a programming error.
  public var wrappedValue: Value {
    get {
      guard let current = value.withLock({ $0 }) else {
        preconditionFailure("An entity property was read before it was set.")
      }
      return current
    }
    set { value.withLock { $0 = newValue } }
  }

  /// The property itself, for key paths such as `\TrailEntity.$name`.
  public var projectedValue: EntityProperty<Value> { self }
}

/// The shorthand used to declare entity properties: `@Property(title: "Total") var total: …`.
public typealias Property = EntityProperty

/// An entity property seen without its value type, for the runtime.
package protocol AnyEntityProperty: AnyObject, Sendable {
  /// The title given in `@Property(title:)`, if any.
  var title: LocalizedStringResource? { get }
  /// The value, if set.
  var anyValue: (any Sendable)? { get }
  /// The Spotlight attribute it is indexed as, if any.
  var indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>? { get }
  /// The app's own Spotlight attribute it is indexed as, if any.
  var customIndexingKey: CSCustomAttributeKey? { get }
  /// The declared type, such as `Optional<Date>`.
  var valueType: Any.Type { get }
  /// How values of the type are found and shown.
  var valueKind: IntentValueKind { get }
  /// Sets the value from one given by name; throws when it is of another type.
  func setAnyValue(_ newValue: (any Sendable)?, name: String) throws(IntentRequestError)
}

extension EntityProperty: AnyEntityProperty {
  package var anyValue: (any Sendable)? { value.withLock { $0 } }
  package var valueType: Any.Type { Value.self }
  package var valueKind: IntentValueKind { Value._valueKind }
}

/// Reads an entity's `@Property` and `@ComputedProperty` declarations.
enum EntityReflection {
  /// A value Spotlight indexes, with the key it goes under.
  struct IndexedValue {
    let indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>?
    let customIndexingKey: CSCustomAttributeKey?
    let value: Any
  }

  /// The values of an entity's properties that Spotlight indexes (`indexingKey:`,
  /// `customIndexingKey:`): stored ones, and computed ones read now.
  static func indexedValues<Entity: AppEntity>(of entity: Entity) -> [IndexedValue] {
    Mirror(reflecting: entity).children.compactMap { child in
      if let property = child.value as? any AnyEntityProperty,
        property.indexingKey != nil || property.customIndexingKey != nil,
        let value = property.anyValue
      {
        return IndexedValue(
          indexingKey: property.indexingKey, customIndexingKey: property.customIndexingKey,
          value: value)
      }
      if let computed = child.value as? _ComputedEntityProperty<Entity>,
        computed.indexingKey != nil || computed.customIndexingKey != nil
      {
        return IndexedValue(
          indexingKey: computed.indexingKey, customIndexingKey: computed.customIndexingKey,
          value: computed.read(entity))
      }
      return nil
    }
  }
}
