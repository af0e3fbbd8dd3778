import OpenAppIntents

/// A case of an app enum of the app under test, by its raw value.
///
/// ```swift
/// let delivery = definitions.enums["OrderTypeAppEnum"].makeCase("delivery")
/// delivery.rawValue  // "delivery"
/// ```
public struct AnyAppEnum: Sendable, Equatable {
  /// The enum type's name, such as "OrderTypeAppEnum".
  public let typeIdentifier: String
  /// The raw value of the selected enumeration option.
  public var rawValue: String
  /// The case an intent returned or was given, when this is one.
  let resolved: (any AppEnum)?

  /// The case of the enum `typeIdentifier` with this raw value.
  public init(typeIdentifier: String, rawValue: String) {
    self.typeIdentifier = typeIdentifier
    self.rawValue = rawValue
    resolved = nil
  }

  /// The case whose raw value is `value`'s text (an `Int` raw value, say).
  public init(typeIdentifier: String, value: any LosslessStringConvertible) {
    self.init(typeIdentifier: typeIdentifier, rawValue: value.description)
  }

  /// A case an intent returned.
  init(resolved value: any AppEnum) {
    typeIdentifier = String(describing: type(of: value))
    rawValue = Self.rawText(of: value)
    resolved = value
  }

  private static func rawText<Enum: AppEnum>(of value: Enum) -> String {
    value.rawValue.description
  }

  /// The raw value as `T`: `try size.as(String.self)`. Throws when it is not one.
  public func `as`<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
    guard let value = T(rawValue) else {
      throw AppIntentsTestingError.typeMismatch(
        expected: String(describing: T.self), actual: "“\(rawValue)”",
        at: "\(typeIdentifier).rawValue")
    }
    return value
  }

  /// Two cases are equal when their enums and raw values are.
  public static func == (lhs: AnyAppEnum, rhs: AnyAppEnum) -> Bool {
    lhs.typeIdentifier == rhs.typeIdentifier && lhs.rawValue == rhs.rawValue
  }
}

extension AnyAppEnum: IntentValueConvertible {
  public var _intentTestingValue: _IntentTestingValue {
    if let resolved, Self.rawText(of: resolved) == rawValue {
      return _IntentTestingValue(.value(resolved), readable: self)
    }
    return _IntentTestingValue(
      .enumCase(typeName: typeIdentifier, rawValue: rawValue), readable: self)
  }

  public static func _fromIntentTestingValue(_ value: Any?) -> AnyAppEnum? {
    switch IntentValueReading.unwrapped(value) {
    case let value as AnyAppEnum: return value
    case let value as any AppEnum: return AnyAppEnum(resolved: value)
    default: return nil
    }
  }
}
