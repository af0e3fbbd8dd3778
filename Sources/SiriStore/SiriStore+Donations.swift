import ConversationRuntime
import Foundation
import GRDB

extension SiriStore {
  public func donate(_ donation: IntentDonation) throws {
    let parameters = try Self.json(donation.parameters)
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO donation (id, app, intent, intentTitle, parameters, date, outcome,
            prediction)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          donation.id.uuidString, donation.app, donation.intent, donation.intentTitle, parameters,
          donation.date.timeIntervalSince1970, donation.outcome.rawValue, donation.prediction,
        ])
      // Keep the newest donations only, so the store stays small.
      try db.execute(
        sql: """
          DELETE FROM donation WHERE id IN (
            SELECT id FROM donation ORDER BY date DESC, rowid DESC LIMIT -1 OFFSET ?)
          """,
        arguments: [Self.donationLimit])
    }
  }

  public func donations(matching filter: DonationFilter) throws -> [IntentDonation] {
    let rows = try read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT id, app, intent, intentTitle, parameters, date, outcome, prediction FROM donation
          ORDER BY date, rowid
          """)
    }
    // Most donations repeat a few sets of values: each set's JSON is decoded once.
    var decoded: [String: [SavedParameter]] = [:]
    let decoder = JSONDecoder()
    var donations: [IntentDonation] = []
    donations.reserveCapacity(rows.count)
    for row in rows {
      let donation = try donation(from: row, decoded: &decoded, decoder: decoder)
      if filter.matches(donation) { donations.append(donation) }
    }
    return donations
  }

  @discardableResult
  public func deleteDonations(matching filter: DonationFilter) throws -> [UUID] {
    let doomed = try donations(matching: filter).map(\.id)
    guard !doomed.isEmpty else { return [] }
    try write { db in
      for id in doomed {
        try db.execute(sql: "DELETE FROM donation WHERE id = ?", arguments: [id.uuidString])
      }
    }
    return doomed
  }

  /// A donation from its row, the columns in `donations(matching:)`'s order.
  private func donation(
    from row: Row, decoded: inout [String: [SavedParameter]], decoder: JSONDecoder
  ) throws(StoreError) -> IntentDonation {
    let text: String = row[4]
    let parameters =
      decoded[text] ?? (try? decoder.decode([SavedParameter].self, from: Data(text.utf8)))
    guard let parameters, let id = UUID(uuidString: row[0]),
      let outcome = IntentDonation.Outcome(rawValue: row[6])
    else {
      throw .unreadableRow(path: location.description, message: "a donation (\(row))")
    }
    decoded[text] = parameters
    return IntentDonation(
      id: id, app: row[1], intent: row[2], intentTitle: row[3], parameters: parameters,
      date: Date(timeIntervalSince1970: row[5]), outcome: outcome, prediction: row[7])
  }

  static func json(_ parameters: [SavedParameter]) throws(StoreError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(parameters), let text = String(data: data, encoding: .utf8)
    else {
      throw .sqlite(path: "", message: "parameters that can't be written as JSON")
    }
    return text
  }
}
