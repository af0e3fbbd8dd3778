/// The matcher's own reading of single words, for code that keeps phrases of its own (Add to
/// Siri shortcuts): which words say nothing, and which said word reads as a phrase's word.
///
/// One classification: the lists are the matcher's (`Lexicon.matching`), so a phrase is refused, or an
/// utterance taken, for the same reasons the matcher skips or reads a word.
package enum WordRoles {
  /// Whether the matcher skips `word` (normalized, as `TextNormalizer.tokens` gives it) anywhere
  /// in an utterance: a wake word ("hey", "siri", "hello"), a discourse marker ("so", "um"),
  /// politeness ("please", "thanks"), a pronoun, an auxiliary, an article, a preposition, a
  /// conjunction or a light verb ("go", "make").
  package static func isFiller(_ word: String) -> Bool {
    Lexicon.matching.fillers.contains(word) || Lexicon.matching.functionWords.contains(word)
  }

  /// The words of `text` that are not fillers (``isFiller(_:)``), normalized, in order: what a
  /// phrase says. "Hey Siri, soup time please" → ["soup", "time"]; "a", "please" → [].
  package static func contentWords(in text: String) -> [String] {
    TextNormalizer.tokens(text).filter { !isFiller($0) }
  }

  /// Words said in answer to Siri, or that say nothing on their own: the lexicon's
  /// ``Lexicon/answerWords``.
  package static var answerWords: Set<String> { Lexicon.answerWords }

  /// Whether `word` (normalized) is an answer word (``answerWords``) or a number ("1", "2.5").
  package static func isAnswerWord(_ word: String) -> Bool {
    answerWords.contains(word) || (!word.isEmpty && word.allSatisfy { $0.isNumber || $0 == "." })
  }

  /// The content words of a saved phrase that say what it does: ``contentWords(in:)`` less the
  /// answer words. Empty for "cancel", "no", "1", "i want", "uh huh".
  package static func meaningfulWords(in text: String) -> [String] {
    contentWords(in: text).filter { !isAnswerWord($0) }
  }

  /// Whether the matcher reads the said word as the expected one (both normalized): the same
  /// word, its singular or plural, another form of it, a typo within the expected word's budget
  /// ("tiem" for "time") or a word spelt as it sounds.
  package static func reads(_ said: String, as expected: String) -> Bool {
    said == expected
      || TokenComparison.cost(expected: MatchToken(expected), actual: MatchToken(said)) != nil
  }

  /// Whether the matcher may skip `word` (normalized) as a filler, a misspelt long filler
  /// included ("pleese" for "please").
  package static func isSkippable(_ word: String) -> Bool {
    isFiller(word) || UtteranceScan.fillerCost(MatchToken(word)) != nil
  }

  /// Keys under which the matcher may read one word as another: a said word stands for a
  /// phrase's word (as written, misspelt within the typo budget, in another form or number,
  /// spelt as it sounds, or as a synonym of its verb) only if the two share a key.
  ///
  /// An index of phrase words by these keys finds, for a said word, the phrase words it may
  /// stand for without comparing it with each: the keys are the word, its singular and stem,
  /// its sound-alike key, its number, its verb groups, and the words left after deleting up to
  /// as many letters as a typo budget allows (two words within that many edits share one).
  /// Letter runs ("soooup") and words run together ("soupchef") are not covered.
  ///
  /// A phrase word (`said: false`) gets the deletions its own typo budget allows; a said word
  /// those of any phrase word it may stand for (up to two letters longer or shorter).
  package static func comparisonKeys(of word: String, said: Bool) -> Set<String> {
    var keys: Set<String> = ["d:" + word, "s:" + WordForms.stem(word)]
    for suffix in ["ies", "es", "s"] where word.hasSuffix(suffix) && word.count > suffix.count + 1 {
      let singular = String(word.dropLast(suffix.count)) + (suffix == "ies" ? "y" : "")
      keys.insert("d:" + singular)
      keys.insert("s:" + WordForms.stem(singular))
    }
    let sound = PhoneticKey.of(word)
    if sound != 0 { keys.insert("p:\(sound)") }
    if let number = NumberWords.parse(word) { keys.insert("n:\(number)") }
    for group in Lexicon.matching.groupsOfWord[word] ?? [] { keys.insert("g:\(group)") }
    // Two words within k edits share a word left after at most k deletions from each, where k
    // is the phrase word's typo budget and its length differs from this one's by k at most.
    let length = word.count
    let depth =
      said
      ? (-2...2).map { change in
        let budget = MatchToken.typoBudget(length: length + change)
        return abs(change) <= budget ? budget : 0
      }.max() ?? 0
      : MatchToken.typoBudget(length: length)
    var level: Set<[Character]> = [Array(word)]
    for _ in 0..<depth {
      var next: Set<[Character]> = []
      for characters in level where characters.count > 1 {
        for index in characters.indices {
          var shorter = characters
          shorter.remove(at: index)
          next.insert(shorter)
        }
      }
      for characters in next { keys.insert("d:" + String(characters)) }
      level = next
    }
    return keys
  }
}
