import Locking
import OpenAppIntents
import SiriSimApp

/// A value the app keeps in its ``AppDataStore`` under a key: read once, when it is made, and
/// stored again on every change.
///
/// A stored value that cannot be read leaves the initial value in its place and says why in
/// ``problem``; the stored bytes stay as they are until a new value replaces them.
final class StoredValue<Value: Codable & Sendable>: Sendable {
  private struct State {
    var value: Value
    var problem: String?
  }

  /// The key the value is stored under.
  let key: String
  /// What the value is, in words, for messages: "whether you're logged in".
  private let name: String
  private let appData: AppDataStore
  private let state: Locked<State>

  /// The value stored under `key`, or `initial` when there is none or it cannot be read.
  init(key: String, name: String, appData: AppDataStore, initial: Value) {
    self.key = key
    self.name = name
    self.appData = appData
    do {
      state = Locked(State(value: try appData.value(Value.self, forKey: key) ?? initial))
    } catch {
      state = Locked(State(value: initial, problem: "The stored \(name) can't be read: \(error)"))
    }
  }

  /// The value.
  var value: Value { state.withLock { $0.value } }

  /// Why the stored value could not be read, or the last change could not be stored; `nil`
  /// when neither happened.
  var problem: String? { state.withLock { $0.problem } }

  /// Stores a new value, which replaces an unreadable one too.
  ///
  /// - Throws: ``TrailsDataError`` when it cannot be stored; the value is then not changed.
  func replace(with newValue: Value) throws(TrailsDataError) {
    try state.withLock { state throws(TrailsDataError) in
      do {
        try appData.set(newValue, forKey: key)
      } catch {
        let message = "The \(name) couldn't be saved: \(error)"
        state.problem = message
        throw TrailsDataError(message: message)
      }
      state = State(value: newValue, problem: nil)
    }
  }
}

/// What Trails keeps between runs could not be read or saved.
public struct TrailsDataError: Error, Sendable, Equatable, CustomLocalizedStringResourceConvertible
{
  /// What went wrong, in words a person understands.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }

  public var localizedStringResource: LocalizedStringResource { "\(message)" }
}
