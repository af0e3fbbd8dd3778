/// Marks `Optional` among intent values, so a parameter can say whether it may stay empty.
package protocol _OptionalIntentValue {}

extension Optional: _OptionalIntentValue {}

extension IntentParameter {
  /// Whether the parameter may stay empty: its value's type is optional.
  public var isOptional: Bool { Value.self is any _OptionalIntentValue.Type }
}

extension EntityProperty {
  /// Whether the property may be empty: its value's type is optional.
  public var isOptional: Bool { Value.self is any _OptionalIntentValue.Type }
}
