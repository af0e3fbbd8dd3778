import Foundation

/// What a Focus filter tells the system about the app while the Focus is on, such as which
/// notifications to show.
public struct FocusFilterAppContext {
  /// The notifications to show while the Focus is on; `nil` shows them all.
  public let notificationFilterPredicate: NSPredicate?
  /// The prefix of the scenes' target content identifiers to prefer while the Focus is on.
  public let targetContentIdentifierPrefix: String?

  /// Creates a context with a notification filter.
  public init(notificationFilterPredicate: NSPredicate? = nil) {
    self.init(
      notificationFilterPredicate: notificationFilterPredicate, targetContentIdentifierPrefix: nil)
  }

  /// Creates a context with a notification filter and a content identifier prefix.
  public init(
    notificationFilterPredicate: NSPredicate? = nil, targetContentIdentifierPrefix: String? = nil
  ) {
    self.notificationFilterPredicate = notificationFilterPredicate
    self.targetContentIdentifierPrefix = targetContentIdentifierPrefix
  }
}
