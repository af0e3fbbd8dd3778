/// Distinct words, each with what refers to it, and the lookups a said word needs to find the
/// words it may be: the one builder of both inverted indexes (`VocabularyIndex`, whose
/// postings are forms, and `AppNameIndex`, whose postings are name words).
///
/// A said word is compared only with the words it can be: those of nearby length
/// (`idsByLength`) and those with its stem (`idsByStem`).
struct WordPostings<Posting: Equatable & Sendable>: Sendable {
  /// The words, by id.
  private(set) var tokens: [MatchToken] = []
  /// Each word's id, by its text.
  private(set) var ids: [String: Int32] = [:]
  /// What refers to each word, in the order added.
  private(set) var postings: [[Posting]] = []

  /// Adds `posting` to the word `text` (made a word the first time), unless it is that word's
  /// last posting already; returns the word's id.
  @discardableResult
  mutating func add(_ text: String, _ posting: Posting) -> Int32 {
    add(text, posting) { MatchToken(text) }
  }

  /// `add(_:_:)` for a word whose token is made already (`token` is called only for a new word).
  @discardableResult
  mutating func add(_ text: String, _ posting: Posting, token: () -> MatchToken) -> Int32 {
    if let id = ids[text] {
      if postings[Int(id)].last != posting { postings[Int(id)].append(posting) }
      return id
    }
    let id = Int32(tokens.count)
    ids[text] = id
    tokens.append(token())
    postings.append([posting])
    return id
  }

  /// The words' sketches, by id (`WordSketch`).
  var sketches: [WordSketch] { tokens.map(WordSketch.init) }

  /// Word ids by length in characters.
  var idsByLength: [[Int32]] {
    var result: [[Int32]] = []
    for (id, token) in tokens.enumerated() {
      while result.count <= token.length { result.append([]) }
      result[token.length].append(Int32(id))
    }
    return result
  }

  /// Word ids by stem (`MatchToken.stem`); `changedOnly` leaves out the words that are their
  /// own stem (a lookup finds those by their text).
  func idsByStem(changedOnly: Bool) -> [String: [Int32]] {
    var result: [String: [Int32]] = [:]
    for (id, token) in tokens.enumerated() where !changedOnly || token.stem != token.text {
      result[token.stem, default: []].append(Int32(id))
    }
    return result
  }
}
