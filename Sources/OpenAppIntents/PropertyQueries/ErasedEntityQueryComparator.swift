/// A comparator seen by the runtime: its operator, and its mapping for values of any type.
struct ErasedEntityQueryComparator<ComparatorMappingType>: Sendable {
  /// The operator.
  let kind: EntityQueryComparatorKind
  /// Runs the comparator's resolvers on the values, then its mapping; `nil` when a value is of
  /// another type or missing.
  let map: @Sendable ([any Sendable], ParameterDescriptor) async throws -> ComparatorMappingType?

  init<Property, PropertyType, InputType>(
    _ comparator: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>
  ) {
    kind = comparator.kind
    let resolvers =
      comparator.resolvers.isEmpty
      ? nil : ParameterResolvers(resolvers: comparator.resolvers)
    map = { values, parameter in
      var typed: [InputType] = []
      for value in values {
        var value = value
        if let resolvers {
          // The value was read from the person's words already: a resolver that takes text
          // sees it only when the property is text.
          switch try await resolvers.resolve(
            value, skippingText: false, parameter: parameter, conversation: nil)
          {
          case .untouched: break
          case .value(let resolved): value = resolved
          case .declined: throw EntityFindError.valueDeclined
          }
        }
        guard
          let input = value as? InputType
            ?? (value as? InputType.ValueType).map(InputType._wrapping)
        else { return nil }
        typed.append(input)
      }
      return comparator.transform(typed)
    }
  }
}
