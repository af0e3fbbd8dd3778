import Locking

/// Whether the person is logged in: Apple's `AccountManager`.
///
/// The sample keeps the flag in `UserDefaults`; the port keeps it in memory, so each run starts
/// logged out. The person logs in from the app's screen when an intent asks to continue in the
/// app (SuggestTrails).
public final class AccountManager: Sendable {
  private let state: Locked<Bool>

  /// An account, logged out unless said otherwise.
  public init(loggedIn: Bool = false) {
    state = Locked(loggedIn)
  }

  /// Whether the person is logged in.
  public var loggedIn: Bool {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }
}
