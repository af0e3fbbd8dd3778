import PhraseMatching

/// Yes and no, in the words of a lexicon (`Lexicon.yesAnswers`, `Lexicon.noFirstWords` …).
enum YesNo {
  /// True for a yes ("yes please", "sure, why not"), false for a no ("nope"), nil otherwise.
  static func parse(_ text: String, in lexicon: Lexicon) -> Bool? {
    let words = TextNormalizer.tokens(text)
    let joined = words.joined(separator: " ")
    if lexicon.yesAnswers.contains(joined) { return true }
    if lexicon.noAnswers.contains(joined) { return false }
    if let first = words.first {
      if lexicon.yesFirstWords.contains(first) { return true }
      if lexicon.noFirstWords.contains(first) { return false }
    }
    return nil
  }
}
