import GRDB

/// What ``SiriStore/reset(_:)`` removes: kinds of rows, of every app or of one.
public struct StoreReset: Sendable, Hashable {
  /// Donations (and the predictions and suggestions made from them).
  public var donations: Bool
  /// Add to Siri shortcuts.
  public var shortcuts: Bool
  /// The apps' data (`AppDataStore` values and lists) and what they put in Spotlight.
  public var appData: Bool
  /// The names one app's rows are kept under (its display name, its bundle identifier), or nil
  /// for every app.
  public var app: [String]?

  /// A reset of the kinds given, of every app or of the app whose rows are kept under `app`.
  public init(donations: Bool, shortcuts: Bool, appData: Bool, app: [String]? = nil) {
    self.donations = donations
    self.shortcuts = shortcuts
    self.appData = appData
    self.app = app
  }

  /// Everything in the store.
  public static let everything = StoreReset(donations: true, shortcuts: true, appData: true)
}

/// How many rows of each kind ``SiriStore/reset(_:)`` removed.
public struct StoreResetCounts: Sendable, Hashable {
  /// Donations removed.
  public var donations = 0
  /// Add to Siri shortcuts removed.
  public var shortcuts = 0
  /// App data values removed: one a key, a list counting once.
  public var appDataValues = 0
  /// Spotlight items removed.
  public var spotlightItems = 0

  /// Whether nothing was removed.
  public var isEmpty: Bool { self == StoreResetCounts() }
}

extension SiriStore {
  /// Removes what `reset` names, in one transaction, and says how many rows of each kind went.
  ///
  /// The schema stays, so the store remains one SiriSim opens; a reset of nothing that is there
  /// removes nothing and is not an error.
  ///
  /// - Throws: ``StoreError`` when the store can't be written.
  @discardableResult
  public func reset(_ reset: StoreReset) throws(StoreError) -> StoreResetCounts {
    try write { db in
      let (scope, arguments) = Self.appScope(reset.app)
      var counts = StoreResetCounts()
      if reset.donations {
        try db.execute(sql: "DELETE FROM donation WHERE \(scope)", arguments: arguments)
        counts.donations = db.changesCount
      }
      if reset.shortcuts {
        try db.execute(sql: "DELETE FROM voiceShortcut WHERE \(scope)", arguments: arguments)
        counts.shortcuts = db.changesCount
      }
      if reset.appData {
        let lists =
          try Int.fetchOne(
            db,
            sql: """
              SELECT COUNT(*) FROM (SELECT DISTINCT app, key FROM appDataListElement
                WHERE \(scope))
              """, arguments: arguments) ?? 0
        try db.execute(sql: "DELETE FROM appData WHERE \(scope)", arguments: arguments)
        counts.appDataValues = db.changesCount + lists
        try db.execute(sql: "DELETE FROM appDataListElement WHERE \(scope)", arguments: arguments)
        try db.execute(
          sql: """
            DELETE FROM spotlightText
              WHERE rowid IN (SELECT id FROM spotlightItem WHERE \(scope))
            """, arguments: arguments)
        try db.execute(sql: "DELETE FROM spotlightItem WHERE \(scope)", arguments: arguments)
        counts.spotlightItems = db.changesCount
      }
      return counts
    }
  }

  /// The `WHERE` condition for rows of the app kept under `names` (every row when nil).
  private static func appScope(_ names: [String]?) -> (String, StatementArguments) {
    guard let names else { return ("1", []) }
    let marks = Array(repeating: "?", count: max(names.count, 1)).joined(separator: ", ")
    return ("app IN (\(marks))", StatementArguments(names.isEmpty ? [""] : names))
  }
}
