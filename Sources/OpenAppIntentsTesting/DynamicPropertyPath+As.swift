extension DynamicPropertyPath {
  /// Casts a property to the provided type: `try result.value.as(String.self)`. Throws when the
  /// value's type doesn't match.
  public func `as`<T>(_ type: T.Type) throws -> T where T: IntentValueConvertible {
    try IntentValueReading.convert(try read(), to: T.self, at: path)
  }

  /// Casts the value to the instance type of a definition, checking it is one of that
  /// definition's type: `let coffee: AnyAppEntity = try result.value.as(DrinkEntity)`. Throws
  /// when the value's type doesn't match.
  public func `as`<IntentType>(_ type: IntentType) throws -> IntentType.Instance
  where IntentType: AppIntentTypeDefinition {
    let value = try self.as(IntentType.Instance.self)
    try type.isInstance(value)
    return value
  }

  /// The value as something a test can hand on, or `nil`.
  func expressing() throws(AppIntentsTestingError) -> (any IntentValueExpressing)? {
    IntentValueReading.expressing(try read())
  }
}
