import ConversationRuntime
import Foundation
import GRDB

extension SiriStore {
  public func donate(_ donation: IntentDonation) throws {
    let parameters = try Self.json(donation.parameters)
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO donation (id, app, intent, intentTitle, parameters, date, outcome)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          donation.id.uuidString, donation.app, donation.intent, donation.intentTitle, parameters,
          donation.date.timeIntervalSince1970, donation.outcome.rawValue,
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
      try Row.fetchAll(db, sql: "SELECT * FROM donation ORDER BY date, rowid")
    }
    return try rows.map(donation(from:)).filter(filter.matches)
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

  private func donation(from row: Row) throws(StoreError) -> IntentDonation {
    let text: String = row["parameters"]
    guard let id = UUID(uuidString: row["id"]),
      let outcome = IntentDonation.Outcome(rawValue: row["outcome"]),
      let parameters = try? JSONDecoder().decode([SavedParameter].self, from: Data(text.utf8))
    else {
      throw .unreadableRow(path: location.description, message: "a donation (\(row))")
    }
    return IntentDonation(
      id: id, app: row["app"], intent: row["intent"], intentTitle: row["intentTitle"],
      parameters: parameters, date: Date(timeIntervalSince1970: row["date"]), outcome: outcome)
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
