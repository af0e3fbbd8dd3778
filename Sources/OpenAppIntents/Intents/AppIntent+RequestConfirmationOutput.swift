extension AppIntent {
  /// Shows what the intent will produce, such as an order's total, and asks the person to
  /// confirm it: the iOS 18 spelling of `requestConfirmation(result:…)`.
  ///
  /// Throws `CancellationError` if the person cancels.
  public func requestConfirmation<Output: IntentResult>(
    output: Output, confirmationActionName: ConfirmationActionName = .continue,
    showPrompt: Bool = true
  ) async throws {
    try await requestConfirmation(
      result: output, confirmationActionName: confirmationActionName, showPrompt: showPrompt)
  }
}
