import Foundation

/// The identifier of one donation, returned by `IntentDonationManager.donate(intent:)` to
/// delete it later: Apple's `IntentDonationIdentifier`.
public struct IntentDonationIdentifier: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The donation's unique value.
  public let uuid: UUID

  /// An identifier with a value.
  public init(_ uuid: UUID) {
    self.uuid = uuid
  }

  public var description: String { uuid.uuidString }
}
