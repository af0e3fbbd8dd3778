/// The distinct words of an inverted index, frozen for lookup: what a said word needs to find
/// the words it may be, shared by both indexes (`VocabularyIndex`, whose postings are forms, and
/// `AppNameIndex`, whose postings are name words). `WordPostings` builds it.
struct WordLookup<Posting: Equatable & Sendable>: Sendable {
  /// The words, by id.
  let tokens: [MatchToken]
  /// `tokens`' sketches, to rule out most comparisons at a glance (`WordSketch`).
  let sketches: [WordSketch]
  /// Each word's id, by its text.
  let ids: [String: Int32]
  /// What refers to each word, by id.
  let postings: [[Posting]]
  /// Word ids by length in characters.
  let idsByLength: [[Int32]]
  /// Word ids by stem (`WordPostings.idsByStem(changedOnly:)`).
  let idsByStem: [String: [Int32]]

  /// Freezes `words`; `stemsChangedOnly` leaves out of `idsByStem` the words that are their
  /// own stem.
  init(_ words: WordPostings<Posting>, stemsChangedOnly: Bool) {
    tokens = words.tokens
    sketches = words.sketches
    ids = words.ids
    postings = words.postings
    idsByLength = words.idsByLength
    idsByStem = words.idsByStem(changedOnly: stemsChangedOnly)
  }

  /// What saying `token` (whose sketch is `sketch`) costs as word `id`, or nil when it cannot be
  /// that word (`TokenComparison.cost`).
  func cost(of id: Int32, actual token: MatchToken, _ sketch: WordSketch) -> Int? {
    guard
      WordSketch.mayCompare(expected: tokens[Int(id)], sketches[Int(id)], actual: token, sketch)
    else { return nil }
    return TokenComparison.cost(expected: tokens[Int(id)], actual: token)
  }
}
