import Foundation
import OpenAppIntents
import SiriSimApp

/// A storage that reads but refuses every write, like a store on a full or read-only disk.
final class ReadOnlyAppDataStorage: AppDataStorage {
  struct WriteRefused: Error, CustomStringConvertible {
    var description: String { "the disk is read-only" }
  }

  private let stored: InMemoryAppDataStorage

  /// A storage that reads what `stored` holds and writes nothing.
  init(reading stored: InMemoryAppDataStorage = InMemoryAppDataStorage()) {
    self.stored = stored
  }

  func data(forKey key: String) throws -> Data? {
    try stored.data(forKey: key)
  }

  func setData(_ data: Data?, forKey key: String) throws {
    throw WriteRefused()
  }
}
