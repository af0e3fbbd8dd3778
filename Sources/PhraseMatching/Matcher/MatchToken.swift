/// A normalized word prepared for comparison: its text, its characters, its stem and its typo
/// budget.
///
/// A class: the matcher hands tokens around by the million, and a reference costs one retain
/// where a struct of five arrays and strings costs five.
final class MatchToken: Sendable, Hashable {
  /// The normalized text.
  let text: String
  /// The characters (worked out when asked: only the typo-neighbour index of a large vocabulary
  /// needs them).
  var characters: [Character] { Array(text) }
  /// How many characters the word has.
  var length: Int { codes.count }
  /// One code per character, for edit distance: ASCII characters are their value, others a
  /// hash consistent with `Character`'s canonical equality. Comparing codes is what makes the
  /// typo check cheap; comparing `Character`s goes through string comparison.
  let codes: [UInt32]
  /// The word without inflection or common derivation suffixes (`WordForms.stem`).
  let stem: String
  /// Whether a character is typed three or more times in a row ("soooup").
  let hasLongRun: Bool
  /// The sound-alike key (`PhoneticKey`), or 0.
  let phoneticKey: UInt64

  /// Creates a token from normalized text.
  init(_ text: String) {
    self.text = text
    // ASCII words (nearly all) are their bytes: no grapheme breaking.
    let codes =
      text.utf8.allSatisfy { $0 < 0x80 }
      ? text.utf8.map { UInt32($0) } : Array(text).map(Self.code)
    self.codes = codes
    self.stem = WordForms.stem(text)
    hasLongRun = Self.hasRunOfThree(codes)
    phoneticKey = PhoneticKey.of(text)
  }

  /// A character's code: its value when ASCII, else its hash with the top bit set. Two
  /// canonically equal characters ("é" and "e\u{301}") hash the same; two different ones
  /// collide with a chance of one in 2³¹.
  static func code(_ character: Character) -> UInt32 {
    if let ascii = character.asciiValue { return UInt32(ascii) }
    return UInt32(truncatingIfNeeded: character.hashValue) | 0x8000_0000
  }

  private static func hasRunOfThree(_ characters: [UInt32]) -> Bool {
    guard characters.count >= 3 else { return false }
    for index in 2..<characters.count
    where characters[index] == characters[index - 1] && characters[index] == characters[index - 2] {
      return true
    }
    return false
  }

  /// How many typo edits a word of this length tolerates: 0 up to 3 characters, 1 up to 7, then 2.
  var typoBudget: Int { Self.typoBudget(length: codes.count) }

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

/// Light English stemming: "delivery", "delivered" and "delivering" share the stem "deliv".
enum WordForms {
  /// Suffixes removed, longest first, as long as at least `minimumStem` characters remain.
  private static let suffixes = [
    "ations", "eries", "ation", "ments", "ings", "ions", "ment", "ing", "ies", "ied", "ers", "ery",
    "ion", "ed", "er", "es", "ly", "s", "y", "e",
  ]
  private static let suffixBytes = suffixes.map { Array($0.utf8) }

  /// The shortest stem kept; shorter words are their own stem.
  static let minimumStem = 5

  /// Whether `gerund` is `root`'s "-ing" form: "jogging" of "jog" (the consonant doubled),
  /// "hiking" of "hike" (the "e" dropped), "walking" of "walk". Roots of three letters or more.
  static func isGerund(_ gerund: String, of root: String) -> Bool {
    // A verb's "-s" form is the same verb ("reads" and "reading").
    if root.count >= 4, root.hasSuffix("s"), !root.hasSuffix("ss"), gerund.hasSuffix("ing"),
      isGerund(gerund, of: String(root.dropLast()))
    {
      return true
    }
    guard root.count >= 3, gerund.hasSuffix("ing"),
      gerund.count == root.count + 3
        || gerund.count == root.count + 4 || gerund.count == root.count + 2
    else { return false }
    let stem = gerund.dropLast(3)
    if stem == root { return true }
    if let last = root.last, stem == root + String(last) { return true }
    return root.hasSuffix("e") && stem == root.dropLast()
  }

  /// The words `word` may be the root or "-ing" form of (``isGerund(_:of:)``): "jogging" for
  /// "jog"; "jog" and "joge" for "jogging".
  static func gerundVariants(_ word: String) -> [String] {
    guard word.count >= 3 else { return [] }
    guard word.hasSuffix("ing"), word.count >= 6 else {
      var variants = [word + "ing"]
      if let last = word.last { variants.append(word + String(last) + "ing") }
      if word.hasSuffix("e") { variants.append(String(word.dropLast()) + "ing") }
      if word.count >= 4, word.hasSuffix("s"), !word.hasSuffix("ss") {
        variants += gerundVariants(String(word.dropLast()))
      }
      return variants
    }
    let stem = String(word.dropLast(3))
    var variants = [stem, stem + "e"]
    if let last = stem.last, stem.dropLast().last == last {
      variants.append(String(stem.dropLast()))
    }
    return variants
  }

  /// The word with suffixes removed repeatedly (at most three times). Only lower-case ASCII
  /// words are stemmed; others are their own stem.
  static func stem(_ word: String) -> String {
    var bytes = Array(word.utf8)
    guard bytes.count > minimumStem,
      bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
    else { return word }
    for _ in 0..<3 {
      guard
        let suffix = suffixBytes.first(where: {
          bytes.count - $0.count >= minimumStem && bytes.suffix($0.count).elementsEqual($0)
        })
      else { break }
      bytes.removeLast(suffix.count)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
