import Foundation
import Locking

/// Where an app's data lives between runs: a place to read and write values by key.
///
/// SiriSim-only. On a device an app keeps such data in its container (Soup Chef keeps its order
/// history in its app group's `UserDefaults`); in SiriSim the runtime gives each app an
/// ``AppDataStore`` over SiriSim's store, and apps reach it through `@Dependency`.
public protocol AppDataStorage: Sendable {
  /// The bytes stored under a key, or `nil` when there are none.
  func data(forKey key: String) throws -> Data?
  /// Stores bytes under a key; `nil` removes the key.
  func setData(_ data: Data?, forKey key: String) throws
  /// Reads the bytes under a key and replaces them with what `transform` makes of them, in one
  /// step no other writer comes between (another SiriSim process on the same store included).
  func updateData(forKey key: String, _ transform: (Data?) throws -> Data?) throws
}

extension AppDataStorage {
  /// A read and a write; storages that other processes share must do better.
  public func updateData(forKey key: String, _ transform: (Data?) throws -> Data?) throws {
    try setData(try transform(try data(forKey: key)), forKey: key)
  }
}

/// An app's persistent data: `Codable` values by key, kept in SiriSim's store.
///
/// SiriSim-only. Apps read it with `@Dependency private var appData: AppDataStore`, or take it
/// when their manifest is made. Values are JSON, so a person can read them in the store.
public struct AppDataStore: Sendable {
  private let storage: any AppDataStorage

  /// A store over a storage, such as SiriSim's SQLite store for one app.
  public init(storage: any AppDataStorage) {
    self.storage = storage
  }

  /// A store that forgets everything when the process ends: each one starts empty.
  public static func inMemory() -> AppDataStore {
    AppDataStore(storage: InMemoryAppDataStorage())
  }

  /// The value stored under a key, or `nil` when there is none.
  ///
  /// - Throws: ``AppDataStoreError`` when the stored bytes are not a `Value`, or the storage's
  ///   own error when it cannot be read.
  public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
    guard let data = try storage.data(forKey: key) else { return nil }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw AppDataStoreError(
        key: key, message: "The stored value of “\(key)” is not a \(Value.self): \(error)")
    }
  }

  /// Stores a value under a key, replacing what was there.
  public func set<Value: Encodable>(_ value: Value, forKey key: String) throws {
    try storage.setData(try Self.encode(value, key: key), forKey: key)
  }

  /// Changes the value under a key in one step no other writer comes between: `body` gets the
  /// stored value (`nil` when there is none) and returns the value to store, which `update`
  /// returns. A list two processes add to loses neither's element.
  ///
  /// - Throws: ``AppDataStoreError`` when the stored bytes are not a `Value`, or what `body` or
  ///   the storage throws; nothing is stored then.
  @discardableResult
  public func update<Value: Codable>(
    _ type: Value.Type, forKey key: String, _ body: (Value?) throws -> Value
  ) throws -> Value {
    var result: Value?
    try storage.updateData(forKey: key) { data in
      var stored: Value?
      if let data {
        do {
          stored = try JSONDecoder().decode(Value.self, from: data)
        } catch {
          throw AppDataStoreError(
            key: key, message: "The stored value of “\(key)” is not a \(Value.self): \(error)")
        }
      }
      let updated = try body(stored)
      result = updated
      return try Self.encode(updated, key: key)
    }
    guard let result else {
      throw AppDataStoreError(key: key, message: "“\(key)” was not updated.")
    }
    return result
  }

  private static func encode<Value: Encodable>(_ value: Value, key: String) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      return try encoder.encode(value)
    } catch {
      throw AppDataStoreError(key: key, message: "“\(key)” could not be written: \(error)")
    }
  }

  /// Removes the value under a key.
  public func removeValue(forKey key: String) throws {
    try storage.setData(nil, forKey: key)
  }
}

/// A stored value that could not be read or written.
public struct AppDataStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The key of the value.
  public var key: String
  /// What went wrong, in words a person understands.
  public var message: String

  /// Creates an error.
  public init(key: String, message: String) {
    self.key = key
    self.message = message
  }

  public var description: String { message }
}

/// Values kept in memory, for runs that remember nothing (`--store :memory:`, tests).
public final class InMemoryAppDataStorage: AppDataStorage {
  private let values = Locked<[String: Data]>([:])

  /// An empty storage.
  public init() {}

  public func data(forKey key: String) throws -> Data? {
    values.withLock { $0[key] }
  }

  public func setData(_ data: Data?, forKey key: String) throws {
    values.withLock { $0[key] = data }
  }

  public func updateData(forKey key: String, _ transform: (Data?) throws -> Data?) throws {
    try values.withLock { values in values[key] = try transform(values[key]) }
  }
}
