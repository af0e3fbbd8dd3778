/// A query's or options provider's view of the intent it suggests values for: the values
/// already chosen for the listed parameters, such as the calendar picked before its events.
///
/// ```swift
/// struct DrinkQuery: EntityStringQuery {
///   @IntentParameterDependency<OrderDrink>(\.$cafe)
///   var order
///
///   func suggestedEntities() async throws -> [Drink] {
///     guard let order else { return Drink.all }
///     return Drink.all.filter { order.cafe.menu.contains($0.id) }
///   }
/// }
/// ```
///
/// The dependency is `nil` when the query runs for another intent, outside a conversation, or
/// while any listed parameter is still empty.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: Sendable {
  let hasValues: [@Sendable (Intent) -> Bool]

  init(_ hasValues: [@Sendable (Intent) -> Bool]) { self.hasValues = hasValues }

  /// Depends on one parameter.
  public convenience init<V0: _IntentValue>(
    _ k0: KeyPath<Intent, IntentParameter<V0>> & Sendable
  ) {
    self.init([Self.hasValue(k0)])
  }

  /// Depends on two parameters.
  public convenience init<V0: _IntentValue, V1: _IntentValue>(
    _ k0: KeyPath<Intent, IntentParameter<V0>> & Sendable,
    _ k1: KeyPath<Intent, IntentParameter<V1>> & Sendable
  ) {
    self.init([Self.hasValue(k0), Self.hasValue(k1)])
  }

  /// Depends on three parameters.
  public convenience init<V0: _IntentValue, V1: _IntentValue, V2: _IntentValue>(
    _ k0: KeyPath<Intent, IntentParameter<V0>> & Sendable,
    _ k1: KeyPath<Intent, IntentParameter<V1>> & Sendable,
    _ k2: KeyPath<Intent, IntentParameter<V2>> & Sendable
  ) {
    self.init([Self.hasValue(k0), Self.hasValue(k1), Self.hasValue(k2)])
  }

  /// Depends on four parameters.
  public convenience init<V0: _IntentValue, V1: _IntentValue, V2: _IntentValue, V3: _IntentValue>(
    _ k0: KeyPath<Intent, IntentParameter<V0>> & Sendable,
    _ k1: KeyPath<Intent, IntentParameter<V1>> & Sendable,
    _ k2: KeyPath<Intent, IntentParameter<V2>> & Sendable,
    _ k3: KeyPath<Intent, IntentParameter<V3>> & Sendable
  ) {
    self.init([Self.hasValue(k0), Self.hasValue(k1), Self.hasValue(k2), Self.hasValue(k3)])
  }

  /// Depends on five parameters.
  public convenience init<
    V0: _IntentValue, V1: _IntentValue, V2: _IntentValue, V3: _IntentValue, V4: _IntentValue
  >(
    _ k0: KeyPath<Intent, IntentParameter<V0>> & Sendable,
    _ k1: KeyPath<Intent, IntentParameter<V1>> & Sendable,
    _ k2: KeyPath<Intent, IntentParameter<V2>> & Sendable,
    _ k3: KeyPath<Intent, IntentParameter<V3>> & Sendable,
    _ k4: KeyPath<Intent, IntentParameter<V4>> & Sendable
  ) {
    self.init([
      Self.hasValue(k0), Self.hasValue(k1), Self.hasValue(k2), Self.hasValue(k3), Self.hasValue(k4),
    ])
  }

  /// The intent being filled, when it is of this type and every listed parameter has a value.
  public var wrappedValue: IntentProjection<Intent>? {
    guard let intent = IntentParameterDependencyScope.intent as? Intent,
      hasValues.allSatisfy({ $0(intent) })
    else { return nil }
    return IntentProjection(intent)
  }

  private static func hasValue<Value: _IntentValue>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable
  ) -> @Sendable (Intent) -> Bool {
    { intent in intent[keyPath: keyPath].typedValue != nil }
  }
}

extension DynamicOptionsProvider {
  /// The name Apple gives `IntentParameterDependency` inside an options provider.
  public typealias ParameterDependency = IntentParameterDependency
}
