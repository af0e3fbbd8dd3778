extension IntentPrediction where Parameter == () {
  /// A prediction for an intent that needs no parameter values: always made, with this display.
  public init(displayRepresentation: @escaping @Sendable () -> DisplayRepresentation) {
    display = { _ in displayRepresentation() }
  }
}
