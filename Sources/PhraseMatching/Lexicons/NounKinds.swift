/// What kind of thing a common English noun names, from WordNet 3.0's lexicographer files
/// (`noun.food`, `noun.artifact` …): enough to tell a thing of another kind ("a yoga *mat*"
/// where a soup goes) from a word for the app's own kind of thing ("supper").
///
/// The table (`NounKinds+Data.swift`) is generated from the WordNet files by
/// `Scripts/generate-noun-kinds.py`: each noun tagged in text, with the kinds of its first
/// tagged senses (at most three). It ships as source, so a fresh clone and an installed binary
/// need no WordNet files.
package struct NounKinds: Sendable {
  /// Noun → the kinds (lexicographer file numbers) of its first tagged senses, bit N for kind N.
  private let kinds: WordTableIndex

  /// `noun.Tops`: the most general nouns ("food", "thing"), which stand for any kind.
  static let general: UInt8 = 3

  /// The table of the lines `kind word,word`; other lines are skipped, and so are kinds over 63
  /// (WordNet has 45 lexicographer files).
  package init(lines: String) {
    // Kinds as bits in an index over the text's bytes (`WordTableIndex`), not a dictionary of
    // sets: 9,000 sets were a part of the matcher's start-up.
    let text = Array(lines.utf8)
    var kinds = WordTableIndex(text: text)
    text.withUnsafeBufferPointer { bytes in
      WordTableIndex.forEachLine(of: bytes) { first, second, count in
        guard count == 2, let second,
          let kind = UInt8(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[first]), as: UTF8.self)),
          kind < 64
        else { return }
        WordTableIndex.forEachField(of: bytes, in: second, separatedBy: UInt8(ascii: ",")) {
          word in
          kinds.formUnion(word, with: 1 << kind)
        }
      }
    }
    self.kinds = kinds
  }

  /// The kinds of `word` (as said, or without a plural's "s" or "es"), or nil when WordNet
  /// doesn't know it as a common noun.
  package func kinds(of word: String) -> Set<UInt8>? {
    bits(of: word).map(Self.kinds(in:))
  }

  /// `kinds(of:)` as bits, bit N for kind N.
  func bits(of word: String) -> UInt64? {
    if let found = kinds.value(of: word) { return found }
    // "s" first: "dunes" is a dune, not a dun.
    for suffix in ["s", "es"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
      if let found = kinds.value(of: String(word.dropLast(suffix.count))) { return found }
    }
    return nil
  }

  /// The kinds whose bits are set.
  static func kinds(in bits: UInt64) -> Set<UInt8> {
    Set((0..<64).filter { bits & (1 << $0) != 0 }.map(UInt8.init))
  }

  /// The bits of `kinds` (those under 64).
  static func bits(of kinds: Set<UInt8>) -> UInt64 {
    kinds.reduce(0) { $1 < 64 ? $0 | 1 << $1 : $0 }
  }

  /// Whether `word` names a thing of none of `expected`'s kinds: WordNet knows it, and none of
  /// its senses is of the expected kinds or a general one. False when either is unknown.
  package func namesOtherKind(_ word: String, than expected: Set<UInt8>) -> Bool {
    guard !expected.isEmpty, let found = bits(of: word) else { return false }
    return found & Self.bits(of: expected) == 0 && found & 1 << Self.general == 0
  }

  /// `noun.attribute`, `noun.possession`, `noun.quantity`: what a thing measures ("good",
  /// "length"), costs ("price", "fee") or amounts to ("calories").
  static let measures: Set<UInt8> = [7, 21, 23]

  /// Whether `word` is a noun of a measure (`measures`) in one of its first senses: a question
  /// with it asks how good, how much or how many, not what a thing is like.
  package func namesMeasure(_ word: String) -> Bool {
    guard let found = bits(of: word) else { return false }
    return found & Self.bits(of: Self.measures) != 0
  }

  /// `noun.animal`, `noun.artifact`, `noun.food`, `noun.person`, `noun.plant`: beings and made
  /// things, never the state of a place ("dogs", "kids", "bikes").
  static let beingsAndObjects: Set<UInt8> = [5, 6, 13, 18, 20]

  /// Whether every first sense of `word` is a being or a made thing (`beingsAndObjects`): "Are
  /// *dogs* allowed on …" asks about them, not about what the place is like.
  package func namesBeingOrObject(_ word: String) -> Bool {
    guard let found = bits(of: word) else { return false }
    return found & ~Self.bits(of: Self.beingsAndObjects) == 0
  }

  /// `noun.animal`, `noun.food`, `noun.plant`: what a dish or a thing is made of.
  static let ingredients: Set<UInt8> = [5, 13, 20]

  /// `noun.food`.
  static let food: UInt8 = 13

  /// Whether `word`, said before a noun for a thing of `kinds`, says what the thing is made of
  /// or where it is from: for food, every first sense an ingredient (`ingredients`: "*onion*
  /// soup", "*lentil* soup"; a "Lone *Pine* Creek Trail" is no food), or for any thing a
  /// language and a people, as a nation's name is ("*French* onion soup").
  package func namesMakeOrOrigin(_ word: String, of kinds: Set<UInt8>) -> Bool {
    guard let found = bits(of: word) else { return false }
    let nation: UInt64 = 1 << Self.communication | 1 << 18
    return found == nation
      || kinds.contains(Self.food) && found & ~Self.bits(of: Self.ingredients) == 0
  }

  /// `noun.location`, `noun.object`: places and natural things ("park", "lake", "river").
  static let places: Set<UInt8> = [15, 17]

  /// Whether one of the first senses of `word` is a place or a natural object (`places`): a
  /// "park" is also an artifact, a "city" also a group.
  package func namesPlace(_ word: String) -> Bool {
    guard let found = bits(of: word) else { return false }
    return found & Self.bits(of: Self.places) != 0
  }

  /// `noun.communication`: what is told ("news", "word", "update", "report").
  static let communication: UInt8 = 10

  /// Whether `word` names something told (`communication`) in one of its first senses: "any
  /// *news* on …" asks to be told about a thing.
  package func namesMessage(_ word: String) -> Bool {
    guard let found = bits(of: word) else { return false }
    return found & 1 << Self.communication != 0
  }

  /// `noun.act`: acts and activities ("outing", "tour", "session", "ride").
  static let act: UInt8 = 4

  /// Whether `word` names an act or activity (`act`) in one of its first senses: "a nordic ski
  /// *outing*" is the skiing.
  package func namesActivity(_ word: String) -> Bool {
    guard let found = bits(of: word) else { return false }
    return found & 1 << Self.act != 0
  }

  /// The English table, parsed the first time it is used.
  package static let english = NounKinds(lines: lines)
}
