/// A normalized word prepared for comparison: its text, its characters and its typo budget.
struct MatchToken: Sendable, Hashable {
  /// The normalized text.
  let text: String
  /// The characters, for edit distance.
  let characters: [Character]

  /// Creates a token from normalized text.
  init(_ text: String) {
    self.text = text
    self.characters = Array(text)
  }

  /// How many typo edits a word of this length tolerates: 0 up to 3 characters, 1 up to 7, then 2.
  var typoBudget: Int { Self.typoBudget(length: characters.count) }

  /// The typo budget for a word length.
  static func typoBudget(length: Int) -> Int {
    length <= 3 ? 0 : length <= 7 ? 1 : 2
  }

  static func == (lhs: MatchToken, rhs: MatchToken) -> Bool { lhs.text == rhs.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// Words as a sequence and run together ("soup chef" and "soupchef"), for names and entry titles.
struct TokenSequence: Sendable {
  /// The words.
  let tokens: [MatchToken]
  /// The words run together.
  let joined: MatchToken

  /// Creates a sequence from normalized words.
  init(_ words: [String]) {
    tokens = words.map(MatchToken.init)
    joined = MatchToken(words.joined())
  }

  /// The words joined by one space (the exact-lookup key).
  var key: String { tokens.map(\.text).joined(separator: " ") }
}
