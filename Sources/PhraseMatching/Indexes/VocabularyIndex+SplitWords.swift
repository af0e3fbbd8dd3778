extension VocabularyIndex {
  /// The shortest word of a form that a speech recognizer's split may stand for (as
  /// `TokenComparison.splitSlipMinimumLength` for a phrase's words).
  static let splitWordMinimumLength = 6

  /// A word of the vocabulary that two said words stand for: heard as two ("frank and stein"
  /// for "frankenstein", "whit knee" for "whitney").
  struct SplitWord: Sendable {
    /// The first said word's index.
    let start: Int
    /// The last said word's index (`start + 1`, or `start + 2` around a spurious "and").
    let end: Int
    /// The vocabulary word.
    let word: String
    /// `MatchCost.spacing`, the word's typo or sound, and a filler's for the "and".
    let cost: Int
  }

  /// The vocabulary words that two said words run together (or two around a spurious "and")
  /// spell, or are a typo or sound-alike of, starting with its letter, six letters or more.
  /// Neither said word is a function word or a word of the vocabulary as said (`exactWords`):
  /// those are read as themselves. Worked out once per utterance, on the matcher's own stack.
  func splitWords(in tokens: [MatchToken], exactWords: [Bool]) -> [SplitWord] {
    let function = Lexicon.matching.functionWords
    var result: [SplitWord] = []
    for start in tokens.indices {
      for gap in 1...2 where start + gap < tokens.count {
        let end = start + gap
        guard gap == 1 || tokens[start + 1].text == "and",
          !exactWords[start], !exactWords[end],
          !function.contains(tokens[start].text), !function.contains(tokens[end].text),
          tokens[start].length >= 2, tokens[end].length >= 2
        else { continue }
        let merged = Self.writtenMc(tokens[start].text + tokens[end].text)
        guard merged.count >= Self.splitWordMinimumLength || merged.hasPrefix("mc") else {
          continue
        }
        for match in mergedWords(merged) {
          let cost = MatchCost.spacing + match.cost + (gap == 2 ? MatchCost.filler : 0)
          result.append(SplitWord(start: start, end: end, word: match.word, cost: cost))
        }
      }
    }
    return result
  }

  /// Two said words run together with a name's "Mc" written as it is said: "mac way", "mack
  /// way", "mick way" and "mc way" all stand for "mcway" (McWay Falls Trail), which is too
  /// short for a typo of the merged words to be read as it.
  static func writtenMc(_ merged: String) -> String {
    for spoken in ["mack", "mick", "mac", "mic"] where merged.hasPrefix(spoken) {
      let rest = merged.dropFirst(spoken.count)
      guard rest.count >= 3, let first = rest.first, !"aeiouy".contains(first) else { break }
      return "mc" + rest
    }
    return merged
  }

  /// A vocabulary word that two said words run together are, or are a typo of, and its cost.
  struct MergedWord: Sendable {
    let word: String
    let cost: Int
  }

  /// The vocabulary words of six letters or more, starting with its letter, that `merged` (two
  /// said words run together) is or is a typo or sound-alike of; from the memo.
  private func mergedWords(_ merged: String) -> [MergedWord] {
    mergedWordMemo.value(for: merged) {
      wordMatches(MatchToken(merged)).compactMap { match in
        let word = words[Int(match.word)].text
        guard word.count >= Self.splitWordMinimumLength || merged.hasPrefix("mc"),
          word.first == merged.first
        else {
          return nil
        }
        return MergedWord(word: word, cost: match.cost)
      }
    }
  }

  /// The entries whose form `texts` say word for word with one of `splits` inside `span`
  /// read as its vocabulary word, with the cheapest such cost; nil for none.
  func splitWordFit(_ span: Range<Int>, texts: [String], splits: [SplitWord]) -> (
    cost: Int, candidates: [Int]
  )? {
    var best: (cost: Int, candidates: [Int])?
    for split in splits where span.contains(split.start) && span.contains(split.end) {
      let said =
        texts[span.lowerBound..<split.start] + [split.word]
        + texts[(split.end + 1)..<span.upperBound]
      guard let hits = exact[said.joined(separator: " ")] else { continue }
      if split.cost < best?.cost ?? .max { best = (split.cost, hits.sorted()) }
    }
    return best
  }
}
