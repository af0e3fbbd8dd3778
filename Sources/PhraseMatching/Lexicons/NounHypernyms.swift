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
  private let senses: [String: Int32]

  /// The table of the lines `parent word,word`, line N being synset N.
  package init(lines: String) {
    var parents: [Int32] = []
    var senses: [String: Int32] = [:]
    // Read as bytes: the table is ASCII (see `WordNetTable`).
    let (newline, space, comma) = (UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: ","))
    for line in lines.utf8.split(separator: newline) {
      let fields = line.split(separator: space)
      guard let first = fields.first else { continue }
      let synset = Int32(parents.count)
      parents.append(Int32(String(decoding: first, as: UTF8.self)) ?? -1)
      guard fields.count == 2 else { continue }
      for word in fields[1].split(separator: comma) {
        senses[String(decoding: word, as: UTF8.self)] = synset
      }
    }
    self.parents = parents
    self.senses = senses
  }

  /// The synset of `word`'s first tagged sense (as said, or without a plural's "s" or "es").
  private func sense(of word: String) -> Int32? {
    if let found = senses[word] { return found }
    for suffix in ["es", "s"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
      if let found = senses[String(word.dropLast(suffix.count))] { return found }
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

  /// The English table, parsed the first time it is used.
  package static let english = NounHypernyms(lines: lines)
}
