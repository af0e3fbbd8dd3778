/// What a common English noun is a kind of, from WordNet 3.0's hypernyms of its first tagged
/// sense: enough to tell a specific thing of an app's kind ("pizza", a dish as "soup" is) from
/// a word for what is wanted in general ("supper", a meal; "food").
///
/// The table (`NounHypernyms+Data.swift`) is generated from the WordNet files by
/// `Scripts/generate-noun-hypernyms.py`. It ships as source, so a fresh clone and an installed
/// binary need no WordNet files.
package struct NounHypernyms: Sendable {
  /// Synset → the synset of its first hypernym, or -1 for a root.
  private let parents: [Int32]
  /// Noun → the synset of its first tagged sense.
  private let senses: WordTableIndex

  /// The table of the lines `parent word,word`, line N being synset N.
  package init(lines: String) {
    // Read as bytes into flat arrays, not a dictionary of strings: the table has 21,000 words,
    // and building one was most of the matcher's start-up spent on WordNet (`WordTableIndex`).
    let text = Array(lines.utf8)
    var parents: [Int32] = []
    var senses = WordTableIndex(text: text)
    text.withUnsafeBufferPointer { bytes in
      WordTableIndex.forEachLine(of: bytes) { first, second, count in
        let synset = Int32(parents.count)
        parents.append(
          WordTableIndex.number(in: bytes, at: first)
            ?? Int32(String(decoding: UnsafeBufferPointer(rebasing: bytes[first]), as: UTF8.self))
            ?? -1)
        guard count == 2, let second else { return }
        WordTableIndex.forEachField(of: bytes, in: second, separatedBy: UInt8(ascii: ",")) {
          word in
          senses.set(word, to: UInt64(synset))
        }
      }
    }
    self.parents = parents
    self.senses = senses
  }

  /// The synset of `word`'s first tagged sense (as said, or without a plural's "s" or "es").
  func sense(of word: String) -> Int32? {
    if let found = senses.value(of: word) { return Int32(found) }
    for suffix in ["es", "s"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
      if let found = senses.value(of: String(word.dropLast(suffix.count))) {
        return Int32(found)
      }
    }
    return nil
  }

  /// Whether `word` names one kind of the things `noun` names and its siblings: its first
  /// sense is below the first hypernym of `noun`'s ("pizza", "minestrone", "salad" for
  /// "soup", all dishes), and is neither `noun`'s own sense nor one of its hypernyms ("food").
  /// False when WordNet doesn't know either word ("supper" is a meal, no dish).
  package func namesKind(_ word: String, besides noun: String) -> Bool {
    guard let said = sense(of: word), let own = sense(of: noun), said != own else { return false }
    let category = parents[Int(own)]
    guard category >= 0 else { return false }
    var synset = parents[Int(said)]
    while synset >= 0 {
      if synset == category { return true }
      synset = parents[Int(synset)]
    }
    return false
  }

  /// Whether `word` is a thing of `noun`'s kind: one of `noun`'s first `levels` hypernyms is
  /// one of its own ("onion" and "soup" are both food; a "bowl" is none).
  package func sharesKind(_ word: String, with noun: String, levels: Int = 3) -> Bool {
    guard let said = sense(of: word), let own = sense(of: noun) else { return false }
    var near = Set<Int32>()
    var synset = parents[Int(own)]
    while synset >= 0, near.count < levels {
      near.insert(synset)
      synset = parents[Int(synset)]
    }
    synset = parents[Int(said)]
    while synset >= 0 {
      if near.contains(synset) { return true }
      synset = parents[Int(synset)]
    }
    return false
  }

  /// Whether `word`'s first sense is below `kind`'s ("neighbor" and "mom" are persons).
  package func isKind(_ word: String, of kind: String) -> Bool {
    guard let said = sense(of: word), let ancestor = sense(of: kind) else { return false }
    var synset = parents[Int(said)]
    while synset >= 0 {
      if synset == ancestor { return true }
      synset = parents[Int(synset)]
    }
    return false
  }

  /// Whether `word`'s first sense is a person ("neighbor", "wife"), or with `orGroup` also a
  /// group of people ("team"): the one test for who someone is to the speaker.
  package func namesSomeone(_ word: String, orGroup: Bool = false) -> Bool {
    isKind(word, of: "person") || orGroup && isKind(word, of: "group")
  }

  /// The English table, parsed the first time it is used.
  package static let english = NounHypernyms(lines: lines)
}
