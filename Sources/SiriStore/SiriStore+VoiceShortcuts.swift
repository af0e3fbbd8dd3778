import ConversationRuntime
import Foundation
import GRDB

extension SiriStore {
  public func voiceShortcuts() throws -> [VoiceShortcut] {
    let rows = try read { db in
      try Row.fetchAll(db, sql: "SELECT * FROM voiceShortcut ORDER BY created, rowid")
    }
    return try rows.map(shortcut(from:))
  }

  public func saveVoiceShortcut(_ shortcut: VoiceShortcut) throws {
    try saveVoiceShortcuts([shortcut])
  }

  /// Saves the shortcuts in one transaction: all of them, or none when one can't be. A phrase
  /// saved already (ignoring case) is refused as ``VoiceShortcutError/recordedPhrase(phrase:existing:)``,
  /// never as SQLite's constraint error.
  public func saveVoiceShortcuts(_ shortcuts: [VoiceShortcut]) throws {
    let rows = try shortcuts.map { shortcut in
      (shortcut, try Self.json(shortcut.parameters))
    }
    for (shortcut, _) in rows { try Self.checkBindable(shortcut.invocationPhrase) }
    try writeRethrowing { db in
      let insert = try db.makeStatement(
        sql: """
          INSERT INTO voiceShortcut (id, phrase, app, intent, parameters, created, source)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """)
      for (shortcut, parameters) in rows {
        try Self.refusingTakenPhrase(shortcut.invocationPhrase, in: db) {
          try insert.execute(arguments: [
            shortcut.id.uuidString, shortcut.invocationPhrase, shortcut.app, shortcut.intent,
            parameters, shortcut.created.timeIntervalSince1970, shortcut.source,
          ])
        }
      }
    }
  }

  /// The saved shortcut with this phrase (ignoring case, tidied as it was saved).
  public func voiceShortcut(phrase: String) throws(StoreError) -> VoiceShortcut {
    let tidy = VoiceShortcut.tidiedPhrase(phrase)
    let row = try read { db in
      try Row.fetchOne(
        db, sql: "SELECT * FROM voiceShortcut WHERE phrase = ? COLLATE NOCASE", arguments: [tidy])
    }
    guard let row else { throw .noSuchShortcut(phrase: phrase) }
    return try shortcut(from: row)
  }

  /// Gives a saved shortcut a new phrase (checked by the runtime first). Throws a
  /// ``StoreError``, or ``VoiceShortcutError/recordedPhrase(phrase:existing:)`` when another
  /// shortcut has the phrase (ignoring case).
  public func renameVoiceShortcut(id: UUID, to phrase: String) throws {
    try Self.checkBindable(phrase)
    try writeRethrowing { db in
      try Self.refusingTakenPhrase(phrase, in: db) {
        try db.execute(
          sql: "UPDATE voiceShortcut SET phrase = ? WHERE id = ?",
          arguments: [phrase, id.uuidString])
      }
    }
  }

  /// Refuses a phrase SQLite would cut short: GRDB binds text as a C string, which ends at a
  /// NUL ("Order\0 from the kitchen" would be saved as "Order"). The runtime drops control
  /// characters before a phrase gets here; this keeps any other caller from saving a truncated
  /// phrase.
  private static func checkBindable(_ phrase: String) throws(VoiceShortcutError) {
    guard !phrase.utf8.contains(0) else {
      throw .store("the phrase holds a NUL character; drop it and try again")
    }
  }

  /// Runs `body`, turning SQLite's UNIQUE constraint failure on the phrase into the message a
  /// person reads when a phrase is taken, naming the shortcut that has it.
  private static func refusingTakenPhrase(
    _ phrase: String, in db: Database, _ body: () throws -> Void
  ) throws {
    do {
      try body()
    } catch let error as DatabaseError
      where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
      || error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY
    {
      let row = try Row.fetchOne(
        db, sql: "SELECT * FROM voiceShortcut WHERE phrase = ? COLLATE NOCASE", arguments: [phrase])
      guard let row, let existing = try? shortcut(from: row, path: "") else {
        throw VoiceShortcutError.store(
          "a shortcut with the same identifier is saved already; import it again to get a new one")
      }
      throw VoiceShortcutError.recordedPhrase(phrase: phrase, existing: existing)
    }
  }

  /// Deletes the saved shortcut with this phrase (ignoring case); returns it.
  @discardableResult
  public func removeVoiceShortcut(phrase: String) throws(StoreError) -> VoiceShortcut {
    let shortcut = try voiceShortcut(phrase: phrase)
    try write { db in
      try db.execute(
        sql: "DELETE FROM voiceShortcut WHERE id = ?", arguments: [shortcut.id.uuidString])
    }
    return shortcut
  }

  private func shortcut(from row: Row) throws(StoreError) -> VoiceShortcut {
    try Self.shortcut(from: row, path: location.description)
  }

  private static func shortcut(from row: Row, path: String) throws(StoreError) -> VoiceShortcut {
    let text: String = row["parameters"]
    guard let id = UUID(uuidString: row["id"]),
      let parameters = try? JSONDecoder().decode([SavedParameter].self, from: Data(text.utf8))
    else {
      throw .unreadableRow(path: path, message: "a shortcut (\(row))")
    }
    return VoiceShortcut(
      id: id, invocationPhrase: row["phrase"], app: row["app"], intent: row["intent"],
      parameters: parameters, created: Date(timeIntervalSince1970: row["created"]),
      source: row["source"])
  }
}
