import Foundation
import Locking
import OpenAppIntents

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

  /// The newest elements of the list under a key, newest first (at most `limit`), and the
  /// position of the newest (0 for a list never added to).
  ///
  /// A list is apart from the value under the same key. Positions count up from 1, one per
  /// element ever added, and are never reused.
  func listData(forKey key: String, newest limit: Int) throws -> (elements: [Data], end: Int64)

  /// Adds an element to the list under a key as its newest, and forgets the oldest past `limit`,
  /// in one step no other writer comes between; returns the new element's position.
  ///
  /// `make` gets the elements added after `position` (newest first, at most `limit`): those
  /// other writers added since the caller last looked. The cost must not grow with the list.
  func appendListData(
    forKey key: String, after position: Int64, keepingNewest limit: Int,
    _ make: ([Data]) throws -> Data
  ) throws -> Int64
}

extension AppDataStorage {
  /// A read and a write; storages that other processes share must do better.
  public func updateData(forKey key: String, _ transform: (Data?) throws -> Data?) throws {
    try setData(try transform(try data(forKey: key)), forKey: key)
  }

  /// The list kept as one value under `<key>#list` (rewritten whole on each append, so for
  /// storages whose lists stay small, such as memory); SiriSim's store keeps one row an element.
  public func listData(forKey key: String, newest limit: Int) throws -> (
    elements: [Data], end: Int64
  ) {
    let list = try WholeList.decode(try data(forKey: WholeList.key(key)), key: key)
    return (Array(list.elements.prefix(max(0, limit))), list.end)
  }

  public func appendListData(
    forKey key: String, after position: Int64, keepingNewest limit: Int,
    _ make: ([Data]) throws -> Data
  ) throws -> Int64 {
    var end: Int64 = 0
    try updateData(forKey: WholeList.key(key)) { data in
      var list = try WholeList.decode(data, key: key)
      end = try list.appending(after: position, keepingNewest: limit, make)
      return try JSONEncoder().encode(list)
    }
    return end
  }
}

/// A list kept whole: its elements, newest first, and the newest one's position.
struct WholeList: Codable {
  var end: Int64 = 0
  var elements: [Data] = []

  /// Adds `make`'s element (`make` gets those added after `position`) as the newest, keeps the
  /// newest `limit`, and returns the new end.
  mutating func appending(
    after position: Int64, keepingNewest limit: Int, _ make: ([Data]) throws -> Data
  ) rethrows -> Int64 {
    let added = Int(clamping: max(0, end - position))
    let element = try make(Array(elements.prefix(min(added, max(0, limit)))))
    end += 1
    elements.insert(element, at: 0)
    elements.removeLast(max(0, elements.count - max(0, limit)))
    return end
  }

  static func key(_ key: String) -> String { key + "#list" }

  static func decode(_ data: Data?, key: String) throws -> WholeList {
    guard let data else { return WholeList() }
    do {
      return try JSONDecoder().decode(WholeList.self, from: data)
    } catch {
      throw AppDataStoreError(
        key: key, message: "The stored list “\(key)” can't be read: \(StoredValueError(error))")
    }
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

  /// The newest elements of the list under a key, newest first (at most `limit`), each read on
  /// its own, and the position of the newest (0 for a list never added to).
  ///
  /// A list is apart from the value under the same key: an order history, a log. Where
  /// ``update(_:forKey:_:)`` rewrites a whole value, a list adds one element at a time.
  ///
  /// - Throws: The storage's error when the list cannot be read.
  public func list<Element: Decodable & Sendable>(
    _ type: Element.Type, forKey key: String, newest limit: Int
  ) throws -> (elements: [ReadableElement<Element>], end: Int64) {
    let (elements, end) = try storage.listData(forKey: key, newest: limit)
    return (elements.map(ReadableElement<Element>.init(data:)), end)
  }

  /// Adds an element to the list under a key as its newest, and forgets the oldest past `limit`,
  /// in one step no other writer comes between; its cost does not grow with the list.
  ///
  /// `make` gets the elements other writers added after `position` (newest first, at most
  /// `limit`; pass the `end` of the last ``list(_:forKey:newest:)`` or `append`) and returns the
  /// element to add, so that it can be made unlike them. Returns the element and its position.
  ///
  /// - Throws: ``AppDataStoreError`` when the element cannot be encoded, or what `make` or the
  ///   storage throws; nothing is added then.
  @discardableResult
  public func append<Element: Codable & Sendable>(
    _ type: Element.Type, toListForKey key: String, after position: Int64,
    keepingNewest limit: Int, _ make: ([ReadableElement<Element>]) throws -> Element
  ) throws -> (element: Element, position: Int64) {
    var made: Element?
    let end = try storage.appendListData(forKey: key, after: position, keepingNewest: limit) {
      added in
      let element = try make(added.map(ReadableElement<Element>.init(data:)))
      made = element
      return try Self.encode(element, key: key)
    }
    guard let made else {
      throw AppDataStoreError(key: key, message: "Nothing was added to “\(key)”.")
    }
    return (made, end)
  }
}

/// A stored value that could not be read or written.
public struct AppDataStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The key of the value.
  public var key: String
  /// What went wrong, in words a person understands.
  public var message: String

  public var description: String { message }
}

/// Values kept in memory, for runs that remember nothing (`--store :memory:`, tests).
public final class InMemoryAppDataStorage: AppDataStorage {
  private let values = Locked<[String: Data]>([:])
  private let lists = Locked<[String: WholeList]>([:])

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

  public func listData(forKey key: String, newest limit: Int) throws -> (
    elements: [Data], end: Int64
  ) {
    lists.withLock { lists in
      let list = lists[key] ?? WholeList()
      return (Array(list.elements.prefix(max(0, limit))), list.end)
    }
  }

  public func appendListData(
    forKey key: String, after position: Int64, keepingNewest limit: Int,
    _ make: ([Data]) throws -> Data
  ) throws -> Int64 {
    try lists.withLock { lists in
      var list = lists[key] ?? WholeList()
      list.end = try list.appending(after: position, keepingNewest: limit, make)
      lists[key] = list
      return list.end
    }
  }
}
