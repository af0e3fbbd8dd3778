/// An enum type of the app under test, by type name, from which a test makes cases.
///
/// ```swift
/// let delivery = definitions.enums["OrderTypeAppEnum"].makeCase("delivery")
/// ```
public struct AppEnumDefinition: Sendable {
  /// The enum type's name, such as "OrderTypeAppEnum".
  public let typeIdentifier: String
  /// The bundle identifier of the app that declares the enum.
  public let bundleIdentifier: String

  /// The case with this raw value. It must match one of the enum's cases: a raw value that
  /// matches none makes the intent it is given to throw
  /// ``AppIntentsTestingError/unknownEnumCase(enum:rawValue:cases:)``.
  public func makeCase(_ rawValue: String) -> AnyAppEnum {
    AnyAppEnum(typeIdentifier: typeIdentifier, rawValue: rawValue)
  }
}
