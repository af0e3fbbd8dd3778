import ConversationRuntime
import Foundation

/// What the matcher made of the corpus, per category.
package struct CorpusScore: Sendable {
  /// What the best match did with one row.
  package enum Outcome: Sendable, Equatable {
    /// The expected intent and values, or no match for a row that expects none.
    case correct
    /// An intent run that wasn't asked for, another intent, or a wrong or extra value.
    case wrongAction
    /// No match for a row that expects one.
    case refused
  }

  /// One category's counts.
  package struct Tally: Sendable, Equatable {
    package var rows = 0
    package var correct = 0
    package var wrongActions = 0
    package var refusals = 0
    package init() {}
    /// Correct rows over all rows, 0...1.
    package var accuracy: Double { rows == 0 ? 0 : Double(correct) / Double(rows) }
  }

  package var tallies: [CorpusCategory: Tally] = [:]
  /// The rows that were not correct, with what the matcher did, for reading.
  package var misses: [(row: CorpusRow, outcome: Outcome, got: String)] = []

  /// An empty score.
  package init() {}

  /// Scores `rows` through `rank` (the runtime's ranking, or a `PhraseBook`'s).
  package mutating func add(_ rows: [CorpusRow], rank: (String) -> [RankedPhrase]) {
    for row in rows {
      let best = rank(row.utterance).first
      let outcome = Self.outcome(of: row.expected, best: best)
      var tally = tallies[row.category] ?? Tally()
      tally.rows += 1
      switch outcome {
      case .correct: tally.correct += 1
      case .wrongAction: tally.wrongActions += 1
      case .refused: tally.refusals += 1
      }
      tallies[row.category] = tally
      if outcome != .correct {
        misses.append(
          (row, outcome, best.map { "\($0.app)/\($0.intent) \(Self.describe($0))" } ?? "—"))
      }
    }
  }

  /// Adds another score's counts and misses after this one's.
  package mutating func merge(_ other: CorpusScore) {
    for (category, tally) in other.tallies {
      var mine = tallies[category] ?? Tally()
      mine.rows += tally.rows
      mine.correct += tally.correct
      mine.wrongActions += tally.wrongActions
      mine.refusals += tally.refusals
      tallies[category] = mine
    }
    misses += other.misses
  }

  /// What `best` does with a row that expects `expected`.
  package static func outcome(of expected: CorpusRow.Expectation, best: RankedPhrase?) -> Outcome {
    guard case .action(let app, let intent, let values) = expected else {
      return best == nil ? .correct : .wrongAction
    }
    guard let best else { return .refused }
    guard best.app == app, best.intent == intent else { return .wrongAction }
    let slots = best.slots
    for (name, slot) in slots where !slot.text.isEmpty || slot.number != nil {
      guard let value = values[name], fits(slot, value) else { return .wrongAction }
    }
    for name in values.keys where slots[name] == nil { return .wrongAction }
    return .correct
  }

  static func fits(_ slot: RankedPhrase.Slot, _ value: CorpusRow.Value) -> Bool {
    switch value {
    case .entry(let id):
      return slot.candidateIDs.contains(id) || slot.items.contains { $0.candidateIDs.contains(id) }
    case .number(let number): return slot.number == number
    case .text(let text): return folded(slot.text) == folded(text)
    }
  }

  /// Words without case, punctuation or articles (the matcher leaves "a" out of "A Winter
  /// Ledger").
  static func folded(_ text: String) -> String {
    text.lowercased().split { !$0.isLetter && !$0.isNumber }
      .filter { !["a", "an", "the"].contains($0) }.joined(separator: " ")
  }

  static func describe(_ match: RankedPhrase) -> String {
    let slots = match.slots
    return slots.keys.sorted().map { name in
      let slot = slots[name]
      let value =
        slot?.number.map(String.init) ?? slot?.candidateIDs.first ?? "“\(slot?.text ?? "")”"
      return "\(name)=\(value)"
    }.joined(separator: " ")
  }

  /// The per-category table: rows, correct, wrong actions, refusals, accuracy and, when given,
  /// each category's floor.
  package func table(floors: [CorpusCategory: Double] = [:]) -> String {
    var lines = [
      "category                rows  correct  wrong actions  refusals  accuracy  floor"
    ]
    var total = Tally()
    for category in CorpusCategory.allCases {
      guard let tally = tallies[category] else { continue }
      total.rows += tally.rows
      total.correct += tally.correct
      total.wrongActions += tally.wrongActions
      total.refusals += tally.refusals
      lines.append(
        Self.line(category.rawValue + (category.isNegative ? " (−)" : ""), tally, floors[category]))
    }
    lines.append(Self.line("all", total, nil))
    return lines.joined(separator: "\n")
  }

  static func line(_ label: String, _ tally: Tally, _ floor: Double?) -> String {
    func pad(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    return label.padding(toLength: 22, withPad: " ", startingAt: 0) + pad(String(tally.rows), 6)
      + pad(String(tally.correct), 9) + pad(String(tally.wrongActions), 15)
      + pad(String(tally.refusals), 10) + pad(String(format: "%.3f", tally.accuracy), 10)
      + pad(floor.map { String(format: "%.2f", $0) } ?? "", 7)
  }
}
