import Foundation
import Synchronization

/// What the app's screen shows: the menu, or the drink an intent opened.
public final class ScreenState: Sendable {
  private let current = Mutex("Menu")

  /// The menu, at first.
  public init() {}

  /// Shows a page.
  public func show(_ page: String) {
    current.withLock { $0 = page }
  }

  /// The page shown.
  public var page: String { current.withLock { $0 } }
}
