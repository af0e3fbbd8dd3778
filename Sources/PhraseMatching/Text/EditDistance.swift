/// Bounded Damerau-Levenshtein (optimal string alignment) distance.
///
/// Insertions, deletions, substitutions and swaps of two adjacent characters each cost 1; no
/// substring is edited twice (the "optimal string alignment" restriction). Only a band of width
/// `2 * limit + 1` is computed, so the cost is O(length × limit), and the search stops as soon as
/// every alignment is over the limit.
public enum EditDistance {
  /// The distance between `a` and `b` in characters, or nil when it is over `limit` (or `limit`
  /// is negative).
  public static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
    distance(Array(a), Array(b), limit: limit)
  }

  /// The distance between two sequences, or nil when it is over `limit`.
  static func distance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int? {
    guard limit >= 0 else { return nil }
    let n = a.count
    let m = b.count
    guard abs(n - m) <= limit else { return nil }
    if n == 0 { return m }
    if m == 0 { return n }
    let limit = min(limit, max(n, m))
    let infinity = limit + 1
    // Three rows on the stack: this runs for every word pair the matcher compares.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { storage in
      guard let base = storage.baseAddress else { return nil }
      var previous2 = base
      var previous = base + (m + 1)
      var current = base + 2 * (m + 1)
      for j in 0...m {
        previous2[j] = infinity
        previous[j] = min(j, infinity)
        current[j] = infinity
      }
      for i in 1...n {
        let low = max(1, i - limit)
        let high = min(m, i + limit)
        current[0] = min(i, infinity)
        current[low - 1] = low == 1 ? current[0] : infinity
        var rowMinimum = low == 1 ? current[0] : infinity
        for j in low...high {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          var value = min(substitution, previous[j] + 1, current[j - 1] + 1)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = min(value, previous2[j - 2] + 1)
          }
          value = min(value, infinity)
          current[j] = value
          rowMinimum = min(rowMinimum, value)
        }
        if high < m { current[high + 1] = infinity }
        if rowMinimum > limit { return nil }
        let oldest = previous2
        previous2 = previous
        previous = current
        current = oldest
      }
      let result = previous[m]
      return result <= limit ? result : nil
    }
  }

  /// The candidate nearest to `word` ignoring case, for "did you mean" suggestions: one at most
  /// `limit` edits away and closer than half its own length (so "x" suggests nothing for
  /// "ui"); the first wins a tie.
  public static func nearest(to word: String, among candidates: [String], limit: Int = 2)
    -> String?
  {
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      guard
        let distance = distance(word.lowercased(), candidate.lowercased(), limit: limit),
        distance * 2 <= candidate.count
      else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    return best?.candidate
  }
}
