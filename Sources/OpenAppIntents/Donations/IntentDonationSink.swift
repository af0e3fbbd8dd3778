/// Where donations go while an app's code runs: the runtime's memory of what people did.
///
/// SiriSim runtime support. The runtime binds one for every intent it runs, with the app's name,
/// so that `IntentDonationManager.shared` is no global state.
package protocol IntentDonationSink: Sendable {
  /// Remembers that the intent was done, with its parameter values as they are now.
  func donate(_ intent: any AppIntent) async throws -> IntentDonationIdentifier
  /// Forgets the donations the predicate matches; returns their identifiers.
  func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws
    -> [IntentDonationIdentifier]
}

/// A donation that could not be made or deleted.
@_spi(SiriSim)
public struct IntentDonationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, in words a person understands.
  public var message: String

  /// Creates an error.
  public init(message: String) { self.message = message }

  /// A donation made while no SiriSim runtime was running the app.
  static let noRuntime = IntentDonationError(
    message: "Donations reach Siri only while SiriSim's runtime runs the app's code.")

  public var description: String { message }
}
