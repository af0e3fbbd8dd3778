/// How far apart two words are, for "did you mean" suggestions.
enum EditDistance {
  /// The edit distance between two words, ignoring case: the fewest characters inserted,
  /// deleted or replaced, or pairs of neighbours swapped ("rnu" is one from "run"), to turn
  /// one into the other (Damerau–Levenshtein, optimal string alignment).
  static func between(_ first: String, _ second: String) -> Int {
    let a = Array(first.lowercased())
    let b = Array(second.lowercased())
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    // Three rows of the table: two rows back (for swaps), the one before, and this one.
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(replace, previous[j] + 1, current[j - 1] + 1)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], twoBack[j - 2] + 1)
        }
      }
      (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
  }

  /// The candidate nearest to `word`, if one is at most `limit` edits away and closer than
  /// half its own length (so "x" suggests nothing for "ui"); the first wins a tie.
  static func nearest(to word: String, among candidates: [String], limit: Int = 2) -> String? {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = between(word, candidate)
      guard distance <= limit, distance * 2 <= candidate.count else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    return best?.candidate
  }
}
