extension AppIntent {
  /// Donates this intent with the result it produced, ignoring any error.
  @discardableResult
  public func donate(result: some IntentResult) -> IntentDonationIdentifier {
    IntentDonationManager.shared.donate(intent: self)
  }

  /// Donates this intent with the result it produced.
  @discardableResult
  public func donate(result: some IntentResult) async throws -> IntentDonationIdentifier {
    try await IntentDonationManager.shared.donate(intent: self)
  }
}

extension IntentDonationManager {
  /// Donates an intent with the result it produced, ignoring any error.
  @discardableResult
  public func donate<Intent: AppIntent>(intent: Intent, result: some IntentResult)
    -> IntentDonationIdentifier
  {
    donate(intent: intent)
  }

  /// Donates an intent with the result it produced.
  @discardableResult
  public func donate<Intent: AppIntent>(intent: Intent, result: some IntentResult) async throws
    -> IntentDonationIdentifier
  {
    try await donate(intent: intent)
  }
}
