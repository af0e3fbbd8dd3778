/// Builds an intent's ``PredictableIntent/predictionConfiguration``: one prediction, or up to
/// six (a ``TupleIntentPrediction`` of them).
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
  /// A prediction as written; it gives a prediction's key paths their root, the intent.
  public static func buildExpression<C: IntentPredictionConfiguration>(_ expression: C) -> C
  where C.Intent == Intent { expression }

  /// One prediction, as it is.
  public static func buildBlock<A0: IntentPredictionConfiguration>(_ block: A0) -> A0
  where A0.Intent == Intent { block }

  /// 2 predictions of the intent; the first that fits a run is used.
  public static func buildBlock<
    A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration
  >(
    _ a0: A0, _ a1: A1
  ) -> TupleIntentPrediction<Intent, (A0, A1)> where A0.Intent == Intent, A1.Intent == Intent {
    TupleIntentPrediction(predictions: [erase(a0), erase(a1)])
  }

  /// 3 predictions of the intent; the first that fits a run is used.
  public static func buildBlock<
    A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration
  >(
    _ a0: A0, _ a1: A1, _ a2: A2
  ) -> TupleIntentPrediction<Intent, (A0, A1, A2)>
  where A0.Intent == Intent, A1.Intent == Intent, A2.Intent == Intent {
    TupleIntentPrediction(predictions: [erase(a0), erase(a1), erase(a2)])
  }

  /// 4 predictions of the intent; the first that fits a run is used.
  public static func buildBlock<
    A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration
  >(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3
  ) -> TupleIntentPrediction<Intent, (A0, A1, A2, A3)>
  where A0.Intent == Intent, A1.Intent == Intent, A2.Intent == Intent, A3.Intent == Intent {
    TupleIntentPrediction(predictions: [erase(a0), erase(a1), erase(a2), erase(a3)])
  }

  /// 5 predictions of the intent; the first that fits a run is used.
  public static func buildBlock<
    A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration
  >(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4
  ) -> TupleIntentPrediction<Intent, (A0, A1, A2, A3, A4)>
  where
    A0.Intent == Intent, A1.Intent == Intent, A2.Intent == Intent, A3.Intent == Intent,
    A4.Intent == Intent
  {
    TupleIntentPrediction(predictions: [erase(a0), erase(a1), erase(a2), erase(a3), erase(a4)])
  }

  /// 6 predictions of the intent; the first that fits a run is used.
  public static func buildBlock<
    A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration
  >(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5
  ) -> TupleIntentPrediction<Intent, (A0, A1, A2, A3, A4, A5)>
  where
    A0.Intent == Intent, A1.Intent == Intent, A2.Intent == Intent, A3.Intent == Intent,
    A4.Intent == Intent, A5.Intent == Intent
  {
    TupleIntentPrediction(predictions: [
      erase(a0), erase(a1), erase(a2), erase(a3), erase(a4), erase(a5),
    ])
  }

  /// A prediction as the display it makes for a run, if it fits.
  static func erase<A: IntentPredictionConfiguration>(_ prediction: A)
    -> @Sendable (Intent) -> DisplayRepresentation?
  where A.Intent == Intent {
    { prediction.displayRepresentation(for: $0) }
  }
}

/// The name this builder had before it took Apple's.
public typealias IntentPredictionConfigurationBuilder<Intent: AppIntent> =
  IntentPredictionsBuilder<Intent>
