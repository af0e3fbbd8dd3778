/// Sets an entity property from a value given by name, as AppIntentsTesting's
/// `makeEntity(…)` gives a transient entity its properties.
///
/// SiriSim runtime support, not part of Apple's API.
extension EntityProperty {
  /// Sets the value, converted as a parameter's answer is (an `Int` for a `Double`, a list of
  /// elements); `nil` empties an optional property. Throws when the value is of another type.
  package func setAnyValue(_ newValue: (any Sendable)?, name: String)
    throws(IntentRequestError)
  {
    guard let newValue else {
      guard let empty = Value._emptyValue else {
        throw IntentRequestError(message: "'\(name)' takes a \(Value.ValueType.self), not nil.")
      }
      value.withLock { $0 = empty }
      return
    }
    let converted = try IntentParameter<Value>.convert(newValue, for: name)
    value.withLock { $0 = Value._wrapping(converted) }
  }
}
