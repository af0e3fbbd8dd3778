import Synchronization

/// The person's loyalty card: whether the app tells them when a free drink is waiting.
public final class LoyaltyCard: Sendable {
  private let notifies = Mutex(false)

  /// A card with notifications off.
  public init() {}

  /// Whether loyalty notifications are on.
  public var notificationsOn: Bool {
    get { notifies.withLock { $0 } }
    set { notifies.withLock { $0 = newValue } }
  }
}
