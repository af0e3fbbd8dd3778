import Locking

/// A property of an entity that Shortcuts can read and filter on.
@propertyWrapper
public final class EntityProperty<Value: _IntentValue>: Sendable {
  /// The property's title.
  public let title: LocalizedStringResource?
  let value: Locked<Value?>

  /// Creates a property with no value yet (`nil` for an optional type).
  public init(title: LocalizedStringResource? = nil) {
    self.title = title
    value = Locked(Value._emptyValue)
  }

  /// Creates a property with a value.
  public init(wrappedValue: Value, title: LocalizedStringResource? = nil) {
    self.title = title
    value = Locked(wrappedValue)
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
}

extension EntityProperty: AnyEntityProperty {
  package var anyValue: (any Sendable)? { value.withLock { $0 } }
}
