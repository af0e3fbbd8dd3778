import Foundation

/// A value kept in `UserDefaults` under a key, read and written as a property (SwiftUI's
/// `@AppStorage`), as intents read an app's settings: `@AppStorage("units") var units = "metric"`.
///
/// The standard defaults unless a `store` is given, such as an app group's suite.
@propertyWrapper
public struct AppStorage<Value> {
  private let key: String
  private let store: UserDefaults
  private let read: (UserDefaults, String) -> Value?
  private let write: (UserDefaults, String, Value) -> Void
  private let defaultValue: Value

  private init(
    key: String, store: UserDefaults?, defaultValue: Value,
    read: @escaping (UserDefaults, String) -> Value?,
    write: @escaping (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    self.store = store ?? .standard
    self.defaultValue = defaultValue
    self.read = read
    self.write = write
  }

  /// The stored value, or the default when none is stored.
  public var wrappedValue: Value {
    get { read(store, key) ?? defaultValue }
    nonmutating set { write(store, key, newValue) }
  }

  private static func plain(_ store: UserDefaults, _ key: String) -> Value? {
    store.object(forKey: key) as? Value
  }
  private static func setPlain(_ store: UserDefaults, _ key: String, _ value: Value) {
    store.set(value, forKey: key)
  }
}

extension AppStorage where Value: _AppStoragePlainValue {
  /// A stored Boolean, integer, number, string or data: SwiftUI declares one initializer for
  /// each, alike, as `UserDefaults` keeps each as it is.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, read: Self.plain, write: Self.setPlain)
  }
}

/// A value `UserDefaults` keeps as it is (`Bool`, `Int`, `Double`, `String`, `Data`), for which
/// `AppStorage`'s one initializer serves SwiftUI's five.
public protocol _AppStoragePlainValue: Sendable {}

extension Bool: _AppStoragePlainValue {}
extension Int: _AppStoragePlainValue {}
extension Double: _AppStoragePlainValue {}
extension String: _AppStoragePlainValue {}
extension Data: _AppStoragePlainValue {}

extension AppStorage where Value == URL {
  /// A stored URL.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, store: store, defaultValue: wrappedValue, read: { $0.url(forKey: $1) },
      write: { $0.set($2, forKey: $1) })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// A stored enumeration of string raw values.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { ($0.string(forKey: $1)).flatMap(Value.init(rawValue:)) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// A stored enumeration of integer raw values.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) },
      write: { $0.set($2.rawValue, forKey: $1) })
  }
}

extension AppStorage {
  /// A stored optional string, `nil` until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(
      key: key, store: store, defaultValue: nil, read: { .some($0.string(forKey: $1)) },
      write: { $0.set($2, forKey: $1) })
  }

  /// A stored optional integer, `nil` until one is stored.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(
      key: key, store: store, defaultValue: nil, read: { .some($0.object(forKey: $1) as? Int) },
      write: { $0.set($2, forKey: $1) })
  }
}
