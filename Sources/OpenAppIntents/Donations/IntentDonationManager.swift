import Foundation

/// Tells Siri what a person did in the app, so Siri can suggest it again: Apple's
/// `IntentDonationManager`.
///
/// SiriSim also donates every intent it runs to completion, as Siri does. Donations reach the
/// store of the runtime running the app's code; outside a run the synchronous `donate` ignores
/// the donation (as Apple's ignores errors) and the asynchronous one throws.
public struct IntentDonationManager: Sendable {
  /// The shared donation manager.
  public static let shared = IntentDonationManager()

  private init() {}

  /// Donates an intent the person performed, ignoring any error.
  @discardableResult
  public func donate(intent: some AppIntent) -> IntentDonationIdentifier {
    let identifier = IntentDonationIdentifier(UUID())
    guard let sink = IntentExecution.current?.donations else { return identifier }
    // Apple's synchronous form returns at once and donates in the background, errors ignored.
    Task { _ = try? await sink.donate(intent) }
    return identifier
  }

  /// Donates an intent the person performed.
  ///
  /// - Throws: ``IntentDonationError`` outside a run, or the store's error.
  @discardableResult
  public func donate(intent: some AppIntent) async throws -> IntentDonationIdentifier {
    guard let sink = IntentExecution.current?.donations else {
      throw IntentDonationError.noRuntime
    }
    return try await sink.donate(intent)
  }

  /// Deletes the donations that match a predicate, such as every donation of a soup taken off
  /// the menu.
  @discardableResult
  public func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws
    -> [IntentDonationIdentifier]
  {
    guard let sink = IntentExecution.current?.donations else {
      throw IntentDonationError.noRuntime
    }
    return try await sink.deleteDonations(matching: predicate)
  }
}

extension AppIntent {
  /// Donates this intent, ignoring any error: `intent.donate()`.
  @discardableResult
  public func donate() -> IntentDonationIdentifier {
    IntentDonationManager.shared.donate(intent: self)
  }

  /// Donates this intent.
  @discardableResult
  public func donate() async throws -> IntentDonationIdentifier {
    try await IntentDonationManager.shared.donate(intent: self)
  }
}
