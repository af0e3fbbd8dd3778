/// What kind of thing a common English noun names, from WordNet 3.0's lexicographer files
/// (`noun.food`, `noun.artifact` …): enough to tell a thing of another kind ("a yoga *mat*"
/// where a soup goes) from a word for the app's own kind of thing ("supper").
///
/// The table (`NounKinds+Data.swift`) is generated from the WordNet files by
/// `Scripts/generate-noun-kinds.py`: each noun tagged in text, with the kinds of its first
/// tagged senses (at most three). It ships as source, so a fresh clone and an installed binary
/// need no WordNet files.
package struct NounKinds: Sendable {
  /// Noun → the kinds (lexicographer file numbers) of its first tagged senses.
  private let kinds: [String: Set<UInt8>]

  /// `noun.Tops`: the most general nouns ("food", "thing"), which stand for any kind.
  static let general: UInt8 = 3

  /// The table of the lines `kind word,word`; other lines are skipped.
  package init(lines: String) {
    var kinds: [String: Set<UInt8>] = [:]
    let (newline, space, comma) = (UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: ","))
    for line in lines.utf8.split(separator: newline) {
      let fields = line.split(separator: space)
      guard fields.count == 2, let kind = UInt8(String(decoding: fields[0], as: UTF8.self))
      else { continue }
      for word in fields[1].split(separator: comma) {
        kinds[String(decoding: word, as: UTF8.self), default: []].insert(kind)
      }
    }
    self.kinds = kinds
  }

  /// The kinds of `word` (as said, or without a plural's "s" or "es"), or nil when WordNet
  /// doesn't know it as a common noun.
  package func kinds(of word: String) -> Set<UInt8>? {
    if let found = kinds[word] { return found }
    for suffix in ["es", "s"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
      if let found = kinds[String(word.dropLast(suffix.count))] { return found }
    }
    return nil
  }

  /// Whether `word` names a thing of none of `expected`'s kinds: WordNet knows it, and none of
  /// its senses is of the expected kinds or a general one. False when either is unknown.
  package func namesOtherKind(_ word: String, than expected: Set<UInt8>) -> Bool {
    guard !expected.isEmpty, let found = kinds(of: word) else { return false }
    return found.isDisjoint(with: expected) && !found.contains(Self.general)
  }

  /// `noun.attribute`, `noun.possession`, `noun.quantity`: what a thing measures ("good",
  /// "length"), costs ("price", "fee") or amounts to ("calories").
  static let measures: Set<UInt8> = [7, 21, 23]

  /// Whether `word` is a noun of a measure (`measures`) in one of its first senses: a question
  /// with it asks how good, how much or how many, not what a thing is like.
  package func namesMeasure(_ word: String) -> Bool {
    guard let found = kinds(of: word) else { return false }
    return !found.isDisjoint(with: Self.measures)
  }

  /// `noun.communication`: what is told ("news", "word", "update", "report").
  static let communication: UInt8 = 10

  /// Whether `word` names something told (`communication`) in one of its first senses: "any
  /// *news* on …" asks to be told about a thing.
  package func namesMessage(_ word: String) -> Bool {
    kinds(of: word)?.contains(Self.communication) == true
  }

  /// The English table, parsed the first time it is used.
  package static let english = NounKinds(lines: lines)
}
