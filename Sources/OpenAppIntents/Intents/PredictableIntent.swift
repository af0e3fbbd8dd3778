/// An intent the system predicts from how the person uses it, and suggests with the values they
/// used (Spotlight on the Mac, Siri Suggestions).
///
/// SiriSim's `suggestions` command shows the predictions of donated runs with their titles.
public protocol PredictableIntent: AppIntent {
  /// How a prediction of this intent looks.
  associatedtype Prediction: IntentPredictionConfiguration
  /// How a prediction of this intent looks, built from its parameters' values.
  @IntentPredictionsBuilder<Self> static var predictionConfiguration: Prediction {
    get
  }
}

/// How predictions of an intent look.
public protocol IntentPredictionConfiguration: Sendable {
  /// The intent predicted.
  associatedtype Intent: AppIntent
  /// The display of a prediction for an intent with these values, or `nil` when none fits.
  @_spi(SiriSim) func displayRepresentation(for intent: Intent) -> DisplayRepresentation?
}

/// A prediction for the intents whose parameters have values: its display made from the values.
///
/// `Parameter` is the parameters' value type, or a tuple of them for a prediction of several
/// (`IntentPrediction(parameters: (\.$soup, \.$quantity)) { soup, quantity in … }`).
public struct IntentPrediction<Intent: AppIntent, Parameter>: IntentPredictionConfiguration {
  let display: @Sendable (Intent) -> DisplayRepresentation?

  @_spi(SiriSim) public func displayRepresentation(for intent: Intent)
    -> DisplayRepresentation?
  {
    display(intent)
  }

  static func value<V: _IntentValue>(
    _ keyPath: KeyPath<Intent, IntentParameter<V>> & Sendable, in intent: Intent
  ) -> V? {
    intent[keyPath: keyPath].typedValue.map { V._wrapping($0) }
  }
}

extension IntentPrediction where Parameter: _IntentValue {
  /// A prediction for one parameter, such as `IntentPrediction(parameters: \.$landmark) { … }`.
  public init(
    parameters: KeyPath<Intent, IntentParameter<Parameter>> & Sendable,
    displayRepresentation: @escaping @Sendable (Parameter) -> DisplayRepresentation
  ) {
    display = { intent in Self.value(parameters, in: intent).map(displayRepresentation) }
  }
}

extension IntentPrediction {
  /// A prediction for two parameters, made when both have values.
  public init<V0: _IntentValue, V1: _IntentValue>(
    parameters: (
      KeyPath<Intent, IntentParameter<V0>> & Sendable,
      KeyPath<Intent, IntentParameter<V1>> & Sendable
    ),
    displayRepresentation: @escaping @Sendable (V0, V1) -> DisplayRepresentation
  ) where Parameter == (V0, V1) {
    let (k0, k1) = parameters
    display = { intent in
      guard let v0 = Self.value(k0, in: intent), let v1 = Self.value(k1, in: intent) else {
        return nil
      }
      return displayRepresentation(v0, v1)
    }
  }

  /// A prediction for three parameters, made when all three have values.
  public init<V0: _IntentValue, V1: _IntentValue, V2: _IntentValue>(
    parameters: (
      KeyPath<Intent, IntentParameter<V0>> & Sendable,
      KeyPath<Intent, IntentParameter<V1>> & Sendable,
      KeyPath<Intent, IntentParameter<V2>> & Sendable
    ),
    displayRepresentation: @escaping @Sendable (V0, V1, V2) -> DisplayRepresentation
  ) where Parameter == (V0, V1, V2) {
    let (k0, k1, k2) = parameters
    display = { intent in
      guard let v0 = Self.value(k0, in: intent), let v1 = Self.value(k1, in: intent),
        let v2 = Self.value(k2, in: intent)
      else { return nil }
      return displayRepresentation(v0, v1, v2)
    }
  }
}

extension PredictableIntent {
  /// How SiriSim shows a prediction of this run of the intent, if one fits.
  @_spi(SiriSim) public var predictedDisplay: DisplayRepresentation? {
    guard let intent = self as? Self.Prediction.Intent else { return nil }
    return Self.predictionConfiguration.displayRepresentation(for: intent)
  }
}
