/// Several predictions of one intent, as ``IntentPredictionsBuilder`` collects them; `T` is
/// the tuple of their types. The first that fits a run is used.
public struct TupleIntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration {
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
