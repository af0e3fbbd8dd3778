/// One branch of a `Switch` as the runtime reads it: a `Case`'s value, or none for the
/// `DefaultCase`, and its summary.
public struct ParameterSummaryCase<Intent: AppIntent, Value: _IntentValue> {
  let value: Value?
  let render: (Intent) -> ParameterSummaryText?
}
