@_spi(SiriSim) import ConversationRuntime
import Foundation
import GRDB
@_spi(SiriSim) import OpenAppIntents

extension SiriStore: SpotlightIndex {
  /// SiriSim's Spotlight lives in the store: a full-text index over what apps index.
  public var spotlight: (any SpotlightIndex)? { self }

  @_spi(SiriSim) public func sink(for app: String) -> any SpotlightSink {
    StoredSpotlight(app: app, store: self)
  }

  /// At most this many matches are ranked by bm25; a query that matches more (a lone common
  /// word, "the") lists the items whose title matches first, in the order they were indexed,
  /// as ranking tens of thousands of rows would take tens of milliseconds.
  static let rankedMatchLimit = 1_000

  /// The items matching every word of `query` (a word matches words it begins, and, when none
  /// does, words one or two letters away), ranked by bm25 over title, subtitle and the other
  /// attributes, then by the app's priority.
  public func search(_ query: String, limit: Int) throws -> [SpotlightHit] {
    try read { db in
      var clauses: [String] = []
      for word in SpotlightQuery.words(in: query) {
        let alternatives = try SpotlightQuery.alternatives(for: word, in: db)
        guard !alternatives.isEmpty else { return [] }
        clauses.append("(" + alternatives.joined(separator: " OR ") + ")")
      }
      guard !clauses.isEmpty else { return [] }
      let expression = clauses.joined(separator: " AND ")
      let limit = max(1, limit)
      let matches =
        try Int.fetchOne(
          db,
          sql: """
            SELECT count(*) FROM (SELECT 1 FROM spotlightText WHERE spotlightText MATCH ? LIMIT ?)
            """, arguments: [expression, Self.rankedMatchLimit + 1]) ?? 0
      guard matches > Self.rankedMatchLimit else {
        return try Self.hits(
          db, matching: expression,
          order: "bm25(spotlightText, 10.0, 4.0, 1.0) - item.priority * 0.01, item.id",
          limit: limit)
      }
      var hits = try Self.hits(
        db, matching: "{title} : (\(expression))", order: "spotlightText.rowid", limit: limit)
      if hits.count < limit {
        let more = try Self.hits(
          db, matching: expression, order: "spotlightText.rowid", limit: limit * 2)
        hits += more.filter { !hits.contains($0) }.prefix(limit - hits.count)
      }
      return hits
    }
  }

  private static func hits(_ db: Database, matching expression: String, order: String, limit: Int)
    throws -> [SpotlightHit]
  {
    try Row.fetchAll(
      db,
      sql: """
        SELECT item.app, item.title, item.subtitle, item.entityType, item.entityIdentifier
        FROM spotlightText
        JOIN spotlightItem AS item ON item.id = spotlightText.rowid
        WHERE spotlightText MATCH ? AND NOT item.hidden
        ORDER BY \(order)
        LIMIT ?
        """, arguments: [expression, limit]
    ).map { row in
      SpotlightHit(
        app: row[0], title: row[1], subtitle: row[2], entityType: row[3],
        entityIdentifier: row[4])
    }
  }

  public func count() throws -> Int {
    try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM spotlightItem") ?? 0 }
  }
}

/// One app's writes to the store's Spotlight index; each call is one transaction.
struct StoredSpotlight: SpotlightSink {
  let app: String
  let store: SiriStore

  func index(_ entries: [SpotlightEntry]) throws {
    try store.write { db in
      for entry in entries {
        let body = entry.attributes.sorted { $0.key < $1.key }.map(\.value)
          .joined(separator: " ")
        if let old = try Int64.fetchOne(
          db, sql: "SELECT id FROM spotlightItem WHERE app = ? AND identifier = ?",
          arguments: [app, entry.identifier])
        {
          try db.execute(sql: "DELETE FROM spotlightText WHERE rowid = ?", arguments: [old])
          try db.execute(sql: "DELETE FROM spotlightItem WHERE id = ?", arguments: [old])
        }
        try db.execute(
          sql: """
            INSERT INTO spotlightItem (app, identifier, domain, title, subtitle, entityType,
              entityIdentifier, priority, hidden)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            app, entry.identifier, entry.domain, entry.title, entry.subtitle, entry.entity?.type,
            entry.entity?.identifier, entry.priority, entry.isHidden,
          ])
        try db.execute(
          sql: "INSERT INTO spotlightText (rowid, title, subtitle, body) VALUES (?, ?, ?, ?)",
          arguments: [db.lastInsertedRowID, entry.title, entry.subtitle ?? "", body])
      }
    }
  }

  func delete(_ deletion: SpotlightDeletion) throws {
    let (condition, arguments): (String, StatementArguments)
    switch deletion {
    case .items(let identifiers):
      (condition, arguments) = (
        "identifier IN \(Self.placeholders(identifiers.count))",
        StatementArguments(identifiers)
      )
    case .domains(let domains):
      (condition, arguments) = (
        "domain IN \(Self.placeholders(domains.count))",
        StatementArguments(domains)
      )
    case .entities(let type, nil):
      (condition, arguments) = ("entityType = ?", [type])
    case .entities(let type, let identifiers?):
      (condition, arguments) = (
        "entityType = ? AND entityIdentifier IN \(Self.placeholders(identifiers.count))",
        StatementArguments([type] + identifiers)
      )
    case .all:
      (condition, arguments) = ("1", [])
    }
    try store.write { db in
      let scoped = "app = ? AND (\(condition))"
      let all: StatementArguments = [app] + arguments
      try db.execute(
        sql:
          "DELETE FROM spotlightText WHERE rowid IN (SELECT id FROM spotlightItem WHERE \(scoped))",
        arguments: all)
      try db.execute(sql: "DELETE FROM spotlightItem WHERE \(scoped)", arguments: all)
    }
  }

  private static func placeholders(_ count: Int) -> String {
    "(" + Array(repeating: "?", count: max(count, 1)).joined(separator: ", ") + ")"
  }
}

/// How a typed search becomes an FTS5 query.
enum SpotlightQuery {
  /// At most this many words of a query are searched.
  static let maxWords = 8

  /// The query's words, lowercased, without accents or punctuation, as the index's tokenizer
  /// reads them.
  static func words(in query: String) -> [String] {
    let folded = query.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    return folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).prefix(maxWords).map {
      String($0)
    }
  }

  /// What a word matches: the words it begins; else the indexed words one edit away (two for
  /// words of eight letters or more), as Spotlight forgives a typo.
  static func alternatives(for word: String, in db: Database) throws -> [String] {
    let upper = word + "\u{10FFFF}"
    let hasPrefix =
      try Bool.fetchOne(
        db,
        sql: "SELECT EXISTS (SELECT 1 FROM spotlightVocabulary WHERE term >= ? AND term < ?)",
        arguments: [word, upper]) ?? false
    if hasPrefix { return ["\"\(word)\"*"] }
    guard word.count >= 3, let first = word.first else { return [] }
    let allowed = word.count >= 8 ? 2 : 1
    let start = String(first)
    let candidates = try String.fetchAll(
      db,
      sql: """
        SELECT term FROM spotlightVocabulary
        WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?
        """,
      arguments: [start, start + "\u{10FFFF}", word.count - allowed, word.count + allowed])
    return candidates.filter { EditDistance.distance(word, $0, limit: allowed) != nil }.prefix(8)
      .map {
        "\"\($0)\""
      }
  }
}
