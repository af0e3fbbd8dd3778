/// Wake words, fillers and politeness the matcher skips at the edges of an utterance, at `MatchCost.filler` each.
enum Fillers {
  /// Phrases skipped at the start, any number of them in any order ("hey siri, please …").
  static let leading: [[String]] = [
    ["hey", "siri"], ["ok", "siri"], ["okay", "siri"], ["alright", "siri"], ["siri"],
    ["hey"], ["please"], ["uh"], ["um"], ["so"],
    ["can", "you"], ["could", "you"], ["would", "you"],
  ]
  /// Phrases skipped at the end ("… please", "… thank you").
  static let trailing: [[String]] = [
    ["please"], ["thanks"], ["thank", "you"], ["for", "me"], ["now"],
  ]
  /// At most this many filler phrases are skipped at each end.
  static let maxSkipped = 4

  /// Where matching may start, with the cost of the fillers skipped to get there, by start index.
  static func starts(_ tokens: [MatchToken]) -> [Int: Int] {
    var reached: [Int: Int] = [0: 0]
    var frontier = [0]
    for _ in 0..<maxSkipped {
      var next: [Int] = []
      for position in frontier {
        for phrase in leading where matches(phrase, tokens, at: position) {
          let end = position + phrase.count
          let cost = reached[position, default: 0] + MatchCost.filler
          if cost < reached[end, default: .max] {
            reached[end] = cost
            next.append(end)
          }
        }
      }
      frontier = next
    }
    return reached
  }

  /// Where matching may end, with the cost of the fillers skipped after it; indexed 0...tokens.count.
  static func ends(_ tokens: [MatchToken]) -> [Int?] {
    var costs = [Int?](repeating: nil, count: tokens.count + 1)
    costs[tokens.count] = 0
    var frontier = [tokens.count]
    for _ in 0..<maxSkipped {
      var next: [Int] = []
      for position in frontier {
        for phrase in trailing where position >= phrase.count && matches(phrase, tokens, at: position - phrase.count) {
          let start = position - phrase.count
          let cost = (costs[position] ?? 0) + MatchCost.filler
          if cost < costs[start] ?? .max {
            costs[start] = cost
            next.append(start)
          }
        }
      }
      frontier = next
    }
    return costs
  }

  private static func matches(_ phrase: [String], _ tokens: [MatchToken], at position: Int) -> Bool {
    guard position >= 0, position + phrase.count <= tokens.count else { return false }
    for (offset, word) in phrase.enumerated() where tokens[position + offset].text != word {
      return false
    }
    return true
  }
}
