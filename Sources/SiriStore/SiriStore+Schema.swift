import GRDB

extension SiriStore {
  /// The schema, one migration per version. Never edit a shipped migration: add one.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: donations, voice shortcuts, app data") { db in
      try db.create(table: "donation") { table in
        table.primaryKey("id", .text)
        table.column("app", .text).notNull()
        table.column("intent", .text).notNull()
        table.column("intentTitle", .text).notNull()
        table.column("parameters", .text).notNull()
        table.column("date", .double).notNull()
        table.column("outcome", .text).notNull()
      }
      try db.create(index: "donation_on_date", on: "donation", columns: ["date"])
      try db.create(table: "voiceShortcut") { table in
        table.primaryKey("id", .text)
        table.column("phrase", .text).notNull().unique().collate(.nocase)
        table.column("app", .text).notNull()
        table.column("intent", .text).notNull()
        table.column("parameters", .text).notNull()
        table.column("created", .double).notNull()
        table.column("source", .text).notNull()
      }
      try db.create(table: "appData") { table in
        table.column("app", .text).notNull()
        table.column("key", .text).notNull()
        table.column("value", .blob).notNull()
        table.primaryKey(["app", "key"])
      }
    }
    migrator.registerMigration("v2: app data lists") { db in
      // One row an element, so that adding to a long list (Soup Chef's order history) writes
      // one row, not the whole list.
      try db.create(table: "appDataListElement") { table in
        table.autoIncrementedPrimaryKey("position")
        table.column("app", .text).notNull()
        table.column("key", .text).notNull()
        table.column("value", .blob).notNull()
      }
      try db.create(
        index: "appDataListElement_on_app_key_position", on: "appDataListElement",
        columns: ["app", "key", "position"])
    }
    migrator.registerMigration("v3: spotlight") { db in
      // What apps put in Spotlight: one row an item, and a full-text index over its words
      // (rowid = the item's id; its other attributes are the `body` column), ranked by bm25;
      // the vocabulary table finds near spellings.
      try db.create(table: "spotlightItem") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("app", .text).notNull()
        table.column("identifier", .text).notNull()
        table.column("domain", .text)
        table.column("title", .text).notNull()
        table.column("subtitle", .text)
        table.column("entityType", .text)
        table.column("entityIdentifier", .text)
        table.column("priority", .integer).notNull().defaults(to: 0)
        table.column("hidden", .boolean).notNull().defaults(to: false)
        table.uniqueKey(["app", "identifier"])
      }
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE spotlightText USING fts5(
            title, subtitle, body, tokenize = 'unicode61 remove_diacritics 2');
          CREATE VIRTUAL TABLE spotlightVocabulary USING fts5vocab(spotlightText, 'row');
          """)
    }
    migrator.registerMigration("v4: predictions") { db in
      // How a PredictableIntent's run shows as a prediction, kept with its donation.
      try db.alter(table: "donation") { table in table.add(column: "prediction", .text) }
    }
    return migrator
  }
}
