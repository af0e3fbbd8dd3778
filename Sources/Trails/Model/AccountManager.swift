import OpenAppIntents
import SiriSimApp

/// Whether the person is logged in: Apple's `AccountManager`.
///
/// The sample keeps the flag in `UserDefaults`; the port keeps it under ``loggedInKey`` in the
/// app data SiriSim gives the app, so a person who logged in stays logged in on the next run
/// (with ``AppDataStore/inMemory()`` each run starts over). The person logs in from the app's
/// screen when an intent asks to continue in the app (SuggestTrails).
public final class AccountManager: Sendable {
  /// The key the flag is stored under in the app's data.
  public static let loggedInKey = "loggedIn"

  private let stored: StoredValue<Bool>

  /// The account kept in `appData` (by default in memory); `loggedIn` is the state when
  /// nothing is stored there, logged out unless said otherwise.
  public init(loggedIn: Bool = false, appData: AppDataStore = .inMemory()) {
    stored = StoredValue(
      key: Self.loggedInKey, name: "login", appData: appData, initial: loggedIn)
  }

  /// Whether the person is logged in.
  public var loggedIn: Bool { stored.value }

  /// Logs the person in or out, and stores it.
  ///
  /// - Throws: ``TrailsDataError`` when it cannot be stored; nothing changes then.
  public func setLoggedIn(_ loggedIn: Bool) throws(TrailsDataError) {
    try stored.replace(with: loggedIn)
  }

  /// Why the stored login could not be read, or the last change could not be saved; `nil` when
  /// neither happened.
  public var problem: String? { stored.problem }
}
