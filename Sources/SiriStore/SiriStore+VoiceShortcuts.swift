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
    let parameters = try Self.json(shortcut.parameters)
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO voiceShortcut (id, phrase, app, intent, parameters, created, source)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          shortcut.id.uuidString, shortcut.invocationPhrase, shortcut.app, shortcut.intent,
          parameters, shortcut.created.timeIntervalSince1970, shortcut.source,
        ])
    }
  }

  /// The saved shortcut with this phrase (ignoring case).
  public func voiceShortcut(phrase: String) throws(StoreError) -> VoiceShortcut {
    let row = try read { db in
      try Row.fetchOne(
        db, sql: "SELECT * FROM voiceShortcut WHERE phrase = ? COLLATE NOCASE", arguments: [phrase])
    }
    guard let row else { throw .noSuchShortcut(phrase: phrase) }
    return try shortcut(from: row)
  }

  /// Gives a saved shortcut a new phrase (checked by the runtime first).
  public func renameVoiceShortcut(id: UUID, to phrase: String) throws(StoreError) {
    try write { db in
      try db.execute(
        sql: "UPDATE voiceShortcut SET phrase = ? WHERE id = ?",
        arguments: [phrase, id.uuidString])
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
    let text: String = row["parameters"]
    guard let id = UUID(uuidString: row["id"]),
      let parameters = try? JSONDecoder().decode([SavedParameter].self, from: Data(text.utf8))
    else {
      throw .unreadableRow(path: location.description, message: "a shortcut (\(row))")
    }
    return VoiceShortcut(
      id: id, invocationPhrase: row["phrase"], app: row["app"], intent: row["intent"],
      parameters: parameters, created: Date(timeIntervalSince1970: row["created"]),
      source: row["source"])
  }
}
