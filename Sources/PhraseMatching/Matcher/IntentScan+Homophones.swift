extension IntentScan {
  /// Whether the number word at `start` (ending at `end`) is a preposition a speech recognizer
  /// wrote as the number it sounds like ("order tomato soup *four* delivery"): a number word
  /// whose homophone is a filler ("for", "to"), right before a value of a parameter the phrase
  /// does not name and no plural. Before the phrase's own value or a plural it counts ("four
  /// tomato soups").
  static func isPreposition(
    _ start: Int, before end: Int, _ intent: CompiledIntent, _ scan: UtteranceScan,
    _ wordMatches: [[[VocabularyIndex.WordMatch]]]
  ) -> Bool {
    let lexicon = Lexicon.matching
    guard end == start + 1, end < scan.count,
      let value = lexicon.numberUnits[scan.tokens[start].text],
      lexicon.numberHomophones.contains(where: {
        $0.value == value && lexicon.fillers.contains($0.key)
      })
    else { return false }
    return !phraseValueStarts(at: end, intent: intent, wordMatches: wordMatches)
      && !pluralFollows(end, scan: scan)
  }
}
