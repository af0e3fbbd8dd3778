/// An intent the system predicts from how the person uses it, and suggests with the values they
/// used (Spotlight on the Mac, Siri Suggestions).
///
/// SiriSim's `suggestions` command shows the predictions of donated runs with their titles.
public protocol PredictableIntent: AppIntent {
  /// How a prediction of this intent looks.
  associatedtype Prediction: IntentPredictionConfiguration
  /// How a prediction of this intent looks, built from its parameters' values.
  @IntentPredictionConfigurationBuilder<Self> static var predictionConfiguration: Prediction {
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

/// A prediction for the intents whose parameter has a value: its display made from the value.
public struct IntentPrediction<Intent: AppIntent, Parameter: _IntentValue>:
  IntentPredictionConfiguration
{
  let parameter: @Sendable (Intent) -> IntentParameter<Parameter>
  let display: @Sendable (Parameter) -> DisplayRepresentation

  /// A prediction for one parameter, such as `IntentPrediction(parameters: \.$landmark) { … }`.
  public init(
    parameters: KeyPath<Intent, IntentParameter<Parameter>> & Sendable,
    displayRepresentation: @escaping @Sendable (Parameter) -> DisplayRepresentation
  ) {
    parameter = { $0[keyPath: parameters] }
    display = displayRepresentation
  }

  @_spi(SiriSim) public func displayRepresentation(for intent: Intent)
    -> DisplayRepresentation?
  {
    let value = parameter(intent).typedValue.map { Parameter._wrapping($0) }
    return value.map(display)
  }
}

/// Several predictions of one intent; the first that fits is used.
public struct IntentPredictions<Intent: AppIntent>: IntentPredictionConfiguration {
  let predictions: [@Sendable (Intent) -> DisplayRepresentation?]

  @_spi(SiriSim) public func displayRepresentation(for intent: Intent)
    -> DisplayRepresentation?
  {
    for prediction in predictions {
      if let display = prediction(intent) { return display }
    }
    return nil
  }
}

/// Builds an intent's ``PredictableIntent/predictionConfiguration``.
@resultBuilder
public enum IntentPredictionConfigurationBuilder<Intent: AppIntent> {
  public static func buildExpression<C: IntentPredictionConfiguration>(_ configuration: C)
    -> IntentPredictions<Intent> where C.Intent == Intent
  {
    IntentPredictions(predictions: [{ configuration.displayRepresentation(for: $0) }])
  }

  public static func buildBlock(_ parts: IntentPredictions<Intent>...) -> IntentPredictions<
    Intent
  > {
    IntentPredictions(predictions: parts.flatMap(\.predictions))
  }
}

extension PredictableIntent {
  /// How SiriSim shows a prediction of this run of the intent, if one fits.
  @_spi(SiriSim) public var predictedDisplay: DisplayRepresentation? {
    guard let intent = self as? Self.Prediction.Intent else { return nil }
    return Self.predictionConfiguration.displayRepresentation(for: intent)
  }
}
