import Foundation

/// A type that can be the value of an intent parameter.
///
/// Apple's framework keeps this protocol underscored too. The value types that App Intents
/// supports conform already: numbers, `Bool`, `String`, `Date`, `DateComponents`, `URL`,
/// `IntentCurrencyAmount`, `CLPlacemark`, entities, enums, and optionals and arrays of these.
public protocol _IntentValue: Sendable {
  /// The type a parameter of this type resolves to: the wrapped type for an optional.
  associatedtype ValueType: _IntentValue = Self
  /// The value a parameter or property of this type holds, without its optional: Apple's name
  /// for `ValueType` in the `resolvers:` initializers (`default: Value.UnwrappedType?`) and the
  /// comparators (`LessThanComparator` on a `Date?` maps a `Date`).
  associatedtype UnwrappedType where UnwrappedType == ValueType
  /// How the runtime asks for, matches and shows values of this type.
  static var _valueKind: IntentValueKind { get }
  /// Wraps a resolved value in this type.
  static func _wrapping(_ value: ValueType) -> Self
  /// The resolved value this holds, or `nil` for an empty optional.
  var _unwrapped: ValueType? { get }
  /// Whether `nil` is a valid value (the parameter is optional).
  static var _isOptional: Bool { get }
  /// The empty value of an optional type; `nil` for other types.
  static var _emptyValue: Self? { get }
}

extension _IntentValue where ValueType == Self {
  /// A non-optional type wraps a value as itself.
  public static func _wrapping(_ value: Self) -> Self { value }
  /// A non-optional value is its own resolved value.
  public var _unwrapped: Self? { self }
}

extension _IntentValue {
  /// Types are not optional unless they say so.
  public static var _isOptional: Bool { false }
  /// Types have no empty value unless they are optional.
  public static var _emptyValue: Self? { nil }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
  public typealias ValueType = Wrapped.ValueType
  public static var _valueKind: IntentValueKind { Wrapped._valueKind }
  public static func _wrapping(_ value: Wrapped.ValueType) -> Self {
    .some(Wrapped._wrapping(value))
  }
  public var _unwrapped: Wrapped.ValueType? { self.flatMap { $0._unwrapped } }
  public static var _isOptional: Bool { true }
  public static var _emptyValue: Self? { .some(.none) }
}

extension Array: _IntentValue where Element: _IntentValue {
  public static var _valueKind: IntentValueKind { .list(Element._valueKind) }
}

extension Int: _IntentValue {
  public static var _valueKind: IntentValueKind { .integer }
}

extension Double: _IntentValue {
  public static var _valueKind: IntentValueKind { .double }
}

extension Decimal: _IntentValue {
  public static var _valueKind: IntentValueKind { .double }
}

extension Bool: _IntentValue {
  public static var _valueKind: IntentValueKind { .boolean }
}

extension String: _IntentValue {
  public static var _valueKind: IntentValueKind { .string }
}

extension Date: _IntentValue {
  public static var _valueKind: IntentValueKind { .date }
}

extension DateComponents: _IntentValue {
  public static var _valueKind: IntentValueKind { .unsupported(typeName: "Date Components") }
}

extension URL: _IntentValue {
  public static var _valueKind: IntentValueKind { .url }
}

extension IntentCurrencyAmount: _IntentValue {
  public static var _valueKind: IntentValueKind { .currencyAmount }
}

extension CLPlacemark: _IntentValue {
  public static var _valueKind: IntentValueKind { .placemark }
}

extension AttributedString: _IntentValue, _TextIntentValue {
  public static var _valueKind: IntentValueKind { .string }

  static func _fromText(_ text: String) -> Any? { AttributedString(text) }
}
