/// Predictions of four and five parameters: Apple's `IntentPrediction(parameters:)` takes any
/// number of parameter key paths (a parameter pack), and apps that remember a whole playback
/// choice (item, kind, account, shuffle, repeat) predict with five.
extension IntentPrediction {
  /// A prediction for four parameters, made when all four have values.
  public init<V0: _IntentValue, V1: _IntentValue, V2: _IntentValue, V3: _IntentValue>(
    parameters: (
      KeyPath<Intent, IntentParameter<V0>> & Sendable,
      KeyPath<Intent, IntentParameter<V1>> & Sendable,
      KeyPath<Intent, IntentParameter<V2>> & Sendable,
      KeyPath<Intent, IntentParameter<V3>> & Sendable
    ),
    displayRepresentation: @escaping @Sendable (V0, V1, V2, V3) -> DisplayRepresentation
  ) where Parameter == (V0, V1, V2, V3) {
    let (k0, k1, k2, k3) = parameters
    display = { intent in
      guard let v0 = Self.value(k0, in: intent), let v1 = Self.value(k1, in: intent),
        let v2 = Self.value(k2, in: intent), let v3 = Self.value(k3, in: intent)
      else { return nil }
      return displayRepresentation(v0, v1, v2, v3)
    }
  }

  /// A prediction for five parameters, made when all five have values.
  public init<
    V0: _IntentValue, V1: _IntentValue, V2: _IntentValue, V3: _IntentValue, V4: _IntentValue
  >(
    parameters: (
      KeyPath<Intent, IntentParameter<V0>> & Sendable,
      KeyPath<Intent, IntentParameter<V1>> & Sendable,
      KeyPath<Intent, IntentParameter<V2>> & Sendable,
      KeyPath<Intent, IntentParameter<V3>> & Sendable,
      KeyPath<Intent, IntentParameter<V4>> & Sendable
    ),
    displayRepresentation: @escaping @Sendable (V0, V1, V2, V3, V4) -> DisplayRepresentation
  ) where Parameter == (V0, V1, V2, V3, V4) {
    let (k0, k1, k2, k3, k4) = parameters
    display = { intent in
      guard let v0 = Self.value(k0, in: intent), let v1 = Self.value(k1, in: intent),
        let v2 = Self.value(k2, in: intent), let v3 = Self.value(k3, in: intent),
        let v4 = Self.value(k4, in: intent)
      else { return nil }
      return displayRepresentation(v0, v1, v2, v3, v4)
    }
  }
}
