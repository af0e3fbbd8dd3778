import ConversationRuntime
import Foundation
import GRDB
import OpenAppIntents

/// SiriSim's memory in SQLite: donations, Add to Siri shortcuts and each app's data.
///
/// A file store is a GRDB `DatabasePool` in WAL mode, so several SiriSim processes can share it
/// and a process killed at any moment loses nothing it committed: every write is one
/// transaction. The schema is made and upgraded by a `DatabaseMigrator`; a store from a newer
/// SiriSim, a file that is not a database, or a read-only file is refused with a ``StoreError``
/// and left as it is.
public final class SiriStore: SiriMemory, Sendable {
  /// Where the store lives.
  public let location: StoreLocation
  let writer: any DatabaseWriter

  /// At most this many donations are kept; older ones are forgotten first.
  public static let donationLimit = 10_000

  /// Opens the store, making it (and its folder) when missing, and brings its schema up to
  /// date.
  public init(location: StoreLocation) throws(StoreError) {
    self.location = location
    var configuration = Configuration()
    // Another SiriSim writing the same store holds the lock for a moment at most.
    configuration.busyMode = .timeout(10)
    configuration.foreignKeysEnabled = true
    switch location {
    case .memory:
      do {
        writer = try DatabaseQueue(configuration: configuration)
      } catch {
        throw Self.storeError(error, path: location.description)
      }
    case .file(let url):
      writer = try Self.openPool(at: url, configuration: configuration)
    }
    try migrate()
  }

  private static func openPool(at url: URL, configuration: Configuration) throws(StoreError)
    -> DatabasePool
  {
    let path = url.path
    let files = FileManager.default
    let folder = url.deletingLastPathComponent()
    if files.fileExists(atPath: path) {
      guard files.isWritableFile(atPath: path) else { throw .readOnly(path: path) }
    } else {
      do {
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw .cannotCreate(path: path, message: error.localizedDescription)
      }
    }
    guard files.isWritableFile(atPath: folder.path) else { throw .readOnly(path: path) }
    do {
      return try DatabasePool(path: path, configuration: configuration)
    } catch {
      throw storeError(error, path: path)
    }
  }

  private func migrate() throws(StoreError) {
    let migrator = Self.migrator
    do {
      let known = Set(migrator.migrations)
      let applied = try writer.read { db -> [String] in
        guard try db.tableExists("grdb_migrations") else { return [] }
        return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
      }
      let unknown = applied.filter { !known.contains($0) }
      guard unknown.isEmpty else {
        throw StoreError.newerSchema(path: location.description, unknown: unknown.sorted())
      }
      try migrator.migrate(writer)
    } catch let error as StoreError {
      throw error
    } catch {
      throw Self.storeError(error, path: location.description)
    }
  }

  /// A GRDB or SQLite error as a ``StoreError`` naming the file.
  static func storeError(_ error: any Error, path: String) -> StoreError {
    guard let database = error as? DatabaseError else {
      return .sqlite(path: path, message: "\(error)")
    }
    switch database.resultCode {
    case .SQLITE_NOTADB: return .notADatabase(path: path)
    case .SQLITE_CORRUPT: return .damaged(path: path, message: database.message ?? "corrupt")
    case .SQLITE_READONLY: return .readOnly(path: path)
    case .SQLITE_CANTOPEN:
      return .cannotCreate(path: path, message: database.message ?? "SQLite can't open it")
    default: return .sqlite(path: path, message: database.message ?? "\(database)")
    }
  }

  /// Runs one IMMEDIATE write transaction (it takes SQLite's write lock at once, so another
  /// process's writes wait rather than interleave), with errors as ``StoreError``.
  func write<T>(_ updates: (Database) throws -> T) throws(StoreError) -> T {
    do {
      return try writer.writeWithoutTransaction { db in
        var result: T?
        try db.inTransaction(.immediate) {
          result = try updates(db)
          return .commit
        }
        guard let result else { throw StoreError.sqlite(path: location.description, message: "no result") }
        return result
      }
    } catch let error as StoreError {
      throw error
    } catch {
      throw Self.storeError(error, path: location.description)
    }
  }

  /// Reads, with errors as ``StoreError``.
  func read<T>(_ value: (Database) throws -> T) throws(StoreError) -> T {
    do {
      return try writer.read(value)
    } catch let error as StoreError {
      throw error
    } catch {
      throw Self.storeError(error, path: location.description)
    }
  }

  /// Whether SQLite finds the file sound (`PRAGMA integrity_check`).
  public func integrityCheck() throws(StoreError) -> [String] {
    try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
  }

  /// The journal mode: "wal" for a file store.
  public func journalMode() throws(StoreError) -> String {
    try read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
  }
}
