extension IntentScan {
  /// Whether the number word at `start` (ending at `end`) is a preposition a speech recognizer
  /// wrote as the number it sounds like ("order tomato soup *four* delivery"): a number word
  /// whose homophone is a filler ("for", "to"), right before a value of a parameter the phrase
  /// does not name and no plural. Before the phrase's own value or a plural it counts ("four
  /// tomato soups"). Before an object pronoun, a digit is one too, as texted ("ordr chiken
  /// noodle *4* me").
  static func isPreposition(
    _ start: Int, before end: Int, _ intent: CompiledIntent, _ scan: UtteranceScan,
    _ wordMatches: [[[VocabularyIndex.WordMatch]]]
  ) -> Bool {
    let lexicon = Lexicon.matching
    let text = scan.tokens[start].text
    guard end == start + 1, end < scan.count,
      let value = lexicon.numberUnits[text] ?? Int(text),
      lexicon.numberHomophones.contains(where: {
        $0.value == value && lexicon.fillers.contains($0.key)
      })
    else { return false }
    if lexicon.objectPronouns.contains(scan.tokens[end].text) { return true }
    return lexicon.numberUnits[text] != nil
      && !phraseValueStarts(at: end, intent: intent, wordMatches: wordMatches)
      && !pluralFollows(end, scan: scan)
  }
}
