import Foundation
import GRDB
import OpenAppIntents
import SiriSimApp

extension SiriStore {
  /// Where an app keeps its data, by the app's identity.
  public func appData(for app: String) -> AppDataStore {
    AppDataStore(storage: StoredAppData(app: app, store: self))
  }

  /// Where an app keeps its data, by its identity. A store written before apps had identities
  /// keeps data under the display name: when the identity has none yet, the data under
  /// `formerName` becomes its own, in one transaction. A store that can't be written keeps it
  /// where it is; reading the data reports the store's error.
  public func appData(for app: String, formerlyNamed formerName: String) -> AppDataStore {
    if app != formerName {
      try? write { db in
        let hasOwn =
          try Bool.fetchOne(
            db,
            sql: """
              SELECT EXISTS (SELECT 1 FROM appData WHERE app = ?)
                OR EXISTS (SELECT 1 FROM appDataListElement WHERE app = ?)
              """, arguments: [app, app]) ?? false
        guard !hasOwn else { return }
        for table in ["appData", "appDataListElement"] {
          try db.execute(
            sql: "UPDATE \(table) SET app = ? WHERE app = ?", arguments: [app, formerName])
        }
      }
    }
    return appData(for: app)
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

  func listData(forKey key: String, newest limit: Int) throws -> (elements: [Data], end: Int64) {
    try store.read { db in
      let end = try Self.listEnd(app: app, key: key, in: db)
      return (try Self.elements(app: app, key: key, after: 0, newest: limit, in: db), end)
    }
  }

  func appendListData(
    forKey key: String, after position: Int64, keepingNewest limit: Int,
    _ make: ([Data]) throws -> Data
  ) throws -> Int64 {
    try store.writeRethrowing { db in
      let added = try Self.elements(app: app, key: key, after: position, newest: limit, in: db)
      try db.execute(
        sql: "INSERT INTO appDataListElement (app, key, value) VALUES (?, ?, ?)",
        arguments: [app, key, try make(added)])
      let end = db.lastInsertedRowID
      // Through the index, newest first: the oldest past the limit go, whatever the list's length.
      try db.execute(
        sql: """
          DELETE FROM appDataListElement WHERE app = ? AND key = ? AND position <= (
            SELECT position FROM appDataListElement WHERE app = ? AND key = ?
            ORDER BY position DESC LIMIT 1 OFFSET ?)
          """,
        arguments: [app, key, app, key, max(0, limit)])
      return end
    }
  }

  private static func listEnd(app: String, key: String, in db: Database) throws -> Int64 {
    try Int64.fetchOne(
      db,
      sql: """
        SELECT position FROM appDataListElement WHERE app = ? AND key = ?
        ORDER BY position DESC LIMIT 1
        """, arguments: [app, key]) ?? 0
  }

  private static func elements(
    app: String, key: String, after position: Int64, newest limit: Int, in db: Database
  ) throws -> [Data] {
    try Data.fetchAll(
      db,
      sql: """
        SELECT value FROM appDataListElement WHERE app = ? AND key = ? AND position > ?
        ORDER BY position DESC LIMIT ?
        """, arguments: [app, key, position, max(0, limit)])
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
