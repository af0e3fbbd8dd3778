import Foundation
import GRDB
import OpenAppIntents

extension SiriStore {
  public func appData(for app: String) -> AppDataStore {
    AppDataStore(storage: StoredAppData(app: app, store: self))
  }
}

/// One app's values in the store's `appData` table; each write is its own transaction.
struct StoredAppData: AppDataStorage {
  let app: String
  let store: SiriStore

  func data(forKey key: String) throws -> Data? {
    try store.read { db in
      try Data.fetchOne(
        db, sql: "SELECT value FROM appData WHERE app = ? AND key = ?", arguments: [app, key])
    }
  }

  func setData(_ data: Data?, forKey key: String) throws {
    try store.write { db in try Self.store(data, app: app, key: key, in: db) }
  }

  func updateData(forKey key: String, _ transform: (Data?) throws -> Data?) throws {
    // One write transaction: SQLite's write lock keeps other processes out from read to write.
    try store.writeRethrowing { db in
      let stored = try Data.fetchOne(
        db, sql: "SELECT value FROM appData WHERE app = ? AND key = ?", arguments: [app, key])
      try Self.store(try transform(stored), app: app, key: key, in: db)
    }
  }

  private static func store(_ data: Data?, app: String, key: String, in db: Database) throws {
    if let data {
      try db.execute(
        sql: "INSERT OR REPLACE INTO appData (app, key, value) VALUES (?, ?, ?)",
        arguments: [app, key, data])
    } else {
      try db.execute(sql: "DELETE FROM appData WHERE app = ? AND key = ?", arguments: [app, key])
    }
  }
}
