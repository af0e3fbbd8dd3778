extension PhraseMatcher {
  /// The words of `text` as the matcher reads them (`TextNormalizer.words`, one more than an
  /// utterance may have), with a word that runs two words together read as both
  /// (`SaidWord.parts`): "soupchef *newengland* chowder" says "new england". Each word has its
  /// letters' part of the said word's range, so a value's text is what was said.
  func words(in text: String) -> [TextNormalizer.Word] {
    let words = TextNormalizer.words(in: text, limit: Self.maxUtteranceWords + 1)
    guard words.contains(where: { $0.text.utf8.count >= Self.minimumRunTogether }) else {
      return words
    }
    var result: [TextNormalizer.Word] = []
    for word in words {
      guard word.text.utf8.count >= Self.minimumRunTogether,
        let parts = saidWord(word.text).parts
      else {
        result.append(word)
        continue
      }
      let cut = Self.index(after: parts[0].utf8.count, lettersOf: word.range, in: text)
      result.append(TextNormalizer.Word(text: parts[0], range: word.range.lowerBound..<cut))
      result.append(TextNormalizer.Word(text: parts[1], range: cut..<word.range.upperBound))
    }
    return result
  }

  /// The index in `text` after `count` normalized letters of the word at `range`.
  private static func index(
    after count: Int, lettersOf range: Range<String.Index>, in text: String
  ) -> String.Index {
    var letters = 0
    var index = range.lowerBound
    while index < range.upperBound, letters < count {
      letters += TextNormalizer.fold(text[index]).utf8.count
      index = text.index(after: index)
    }
    return index
  }

  /// The fewest letters of a word read as two run together (three each at least).
  static let minimumRunTogether = 6

  /// The two words `text` runs together, or nil: a word of letters that no app, no filler and
  /// no WordNet noun or verb has, cut where both halves (three letters or more) are words of
  /// the loaded apps' phrases, names and values ("newengland"), or else one is and the other a
  /// noun or verb WordNet knows ("*mountain*biking"). A word that names an app is read by the
  /// app names' own rules ("soupchef"), and two words of one app's phrases by the aligner
  /// ("Getconditions"). Read so, the word costs `MatchCost.spacing`, as words run together do.
  func runTogetherParts(of text: String, names: [AppNameIndex.Reference]) -> [String]? {
    let bytes = Array(text.utf8)
    guard names.isEmpty, bytes.count >= Self.minimumRunTogether,
      bytes.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
    else { return nil }
    let isAppWord = { (word: String) in apps.contains { $0.ownWords.contains(word) } }
    // Most words have no half that is an app's word: those are ruled out before the lookups
    // that tell whether the word is known as itself.
    let halves = (3...(bytes.count - 3)).map { cut in
      (
        String(decoding: bytes[..<cut], as: UTF8.self),
        String(decoding: bytes[cut...], as: UTF8.self)
      )
    }.filter { isAppWord($0.0) || isAppWord($0.1) }
    guard !halves.isEmpty, !isKnown(text) else { return nil }
    if let both = halves.first(where: { isAppWord($0.0) && isAppWord($0.1) }) {
      // Two words of one app's phrases run together are the aligner's ("Getconditions").
      let phrased = apps.contains {
        $0.phraseWords.contains(both.0) && $0.phraseWords.contains(both.1)
      }
      return phrased ? nil : [both.0, both.1]
    }
    let one = halves.first { left, right in
      isAppWord(left) && Self.isCommonWord(right) || isAppWord(right) && Self.isCommonWord(left)
    }
    return one.map { [$0.0, $0.1] }
  }

  /// Whether a word is one of an app's, or one with a suffix ("snowshoe" of "snowshoeing"), a
  /// filler, or a noun or verb WordNet knows: said as itself.
  private func isKnown(_ word: String) -> Bool {
    let forms =
      [word, word + "s", word + "es", word + "ed", word + "er"]
      + WordForms.gerundVariants(word)
    return Lexicon.matching.fillers.contains(word) || Self.isCommonWord(word)
      || apps.contains { app in forms.contains(where: app.ownWords.contains) }
  }

  /// Whether WordNet knows a word of four letters or more as a noun or a verb.
  private static func isCommonWord(_ word: String) -> Bool {
    word.utf8.count >= 4
      && (NounKinds.english.bits(of: word) != nil || WordNetTable.english.verbs.contains(word))
  }
}
