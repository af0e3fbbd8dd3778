import Foundation
import OpenAppIntents

/// Reads values an intent was given or returned: optionals unwrapped, lists split, an entity's
/// properties found by name.
enum IntentValueReading {
  /// The value inside any number of optionals; `nil` when one of them is empty.
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return unwrapped(mirror.children.first?.value)
  }

  /// The elements of a list value, or `nil` when it is not a list.
  static func elements(of value: Any?) -> [Any]? {
    guard let value = unwrapped(value) else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .collection else { return nil }
    return mirror.children.map(\.value)
  }

  /// A value read by reflection as one that can be handed on (to a parameter, another
  /// reading): app entities, app enums and the values parameters take; `nil` for anything
  /// else, or for no value.
  static func sendable(_ value: Any?) -> (any Sendable)? {
    switch unwrapped(value) {
    case .none: return nil
    case let property as any AnyEntityProperty: return sendable(property.anyValue)
    case let value as any _IntentValue: return value
    case let value as AnyAppEntity: return value
    case let value as AnyAppEnum: return value
    case let value as UUID: return value
    case let value as Decimal: return value
    case let value?:
      guard let elements = elements(of: value) else { return nil }
      return elements.compactMap(sendable)
    }
  }

  /// The property `name` of `base`: an entity's `@Property` or stored property, or any
  /// value's stored property.
  static func property(_ name: String, of base: Any?, path: String) throws(AppIntentsTestingError)
    -> Any?
  {
    guard let base = unwrapped(base) else {
      throw .typeMismatch(
        expected: "a value with a property “\(name)”", actual: "no value", at: path)
    }
    if let entity = base as? AnyTransientAppEntity {
      return try entity.read(name)
    }
    if let entity = base as? AnyAppEntity {
      return try property(name, of: try entity.appEntity(reading: name), path: path)
    }
    for child in Mirror(reflecting: base).children {
      guard let label = child.label, label == name || label == "_\(name)" else { continue }
      if let entityProperty = child.value as? any AnyEntityProperty {
        return entityProperty.anyValue
      }
      return child.value
    }
    throw .noProperty(name, of: String(describing: type(of: base)), at: path)
  }

  /// The element at `index` of a list value.
  static func element(_ index: Int, of base: Any?, path: String) throws(AppIntentsTestingError)
    -> Any?
  {
    guard let elements = elements(of: base) else {
      throw .typeMismatch(expected: "a list", actual: describe(base), at: path)
    }
    guard elements.indices.contains(index) else {
      throw .typeMismatch(
        expected: "a list with an element at \(index)", actual: "\(elements.count) elements",
        at: path)
    }
    return elements[index]
  }

  /// The value read as `T`, or the error that says what it is instead.
  static func convert<T: IntentValueConvertible>(_ value: Any?, to type: T.Type, at path: String)
    throws(AppIntentsTestingError) -> T
  {
    guard let converted = T._fromIntentTestingValue(wrappingEntities(value)) else {
      throw .typeMismatch(expected: String(describing: T.self), actual: describe(value), at: path)
    }
    return converted
  }

  /// The value as a test sees it: an app entity as an ``AnyAppEntity``, an app enum case as an
  /// ``AnyAppEnum``, lists element by element.
  static func wrappingEntities(_ value: Any?) -> Any? {
    switch unwrapped(value) {
    case .none: return nil
    case let entity as any AppEntity: return AnyAppEntity(resolved: entity)
    case let enumCase as any AppEnum: return AnyAppEnum(resolved: enumCase)
    case let entity as any TransientAppEntity: return AnyTransientAppEntity(resolved: entity)
    case let value?:
      if !(value is String), let elements = elements(of: value) {
        return elements.map(wrappingEntities)
      }
      return value
    }
  }

  /// The value as something a test can hand on: `intent2.book = result.value`.
  static func expressing(_ value: Any?) -> (any IntentValueExpressing)? {
    switch wrappingEntities(value) {
    case .none: return nil
    case let value as any IntentValueExpressing: return value
    case let elements as [Any?]:
      return ListValue(elements: elements.map(expressing))
    case let value?:
      guard let sendable = sendable(value) else { return nil }
      return RuntimeValue(value: sendable)
    }
  }

  /// "a String (“Dune”)", "no value": what a value is, for messages.
  static func describe(_ value: Any?) -> String {
    guard let value = unwrapped(value) else { return "no value" }
    return "a \(type(of: value)) (\(String(describing: value).prefix(80)))"
  }
}

/// A value an intent returned that no test type stands for, handed on as it is.
struct RuntimeValue: IntentValueExpressing {
  let value: any Sendable

  var _intentTestingValue: _IntentTestingValue {
    _IntentTestingValue(.value(value), readable: value)
  }
}

/// A list an intent returned, handed on element by element: `next.trails = result.value`.
struct ListValue: IntentValueExpressing {
  let elements: [(any IntentValueExpressing)?]

  var _intentTestingValue: _IntentTestingValue {
    let values = elements.map { $0?._intentTestingValue }
    return _IntentTestingValue(
      .list(values.map { $0?.preset ?? .none }), readable: values.map { $0?.readable })
  }
}
