/// Which of the three forms of confirmation an intent asks for.
@_spi(SiriSim) public enum ConfirmationKind: Sendable, Equatable {
  /// `$parameter.requestConfirmation(for:dialog:)`: is this the value you meant?
  case parameterValue
  /// `requestConfirmation(result:confirmationActionName:showPrompt:)`: a result preview.
  case result
  /// `requestConfirmation(actionName:dialog:)` or `requestConfirmation()`.
  case action
}
