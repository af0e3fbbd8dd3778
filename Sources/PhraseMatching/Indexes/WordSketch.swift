/// What a glance at a word tells about the words it may be read as: the letters it has and
/// whether it ends in "-ing".
///
/// A said word is compared with every literal word of an app it names (`AppWord`), and most
/// comparisons fail. `mayCompare` rules a pair out, without the string work of
/// `TokenComparison.cost`, only when that cost is nil: each way the cost can be found needs
/// something the sketches show.
struct WordSketch: Sendable {
  /// One bit per character code (its low six bits).
  let letters: UInt64
  /// Whether the word ends in "ing" (an "-ing" form or its root: `WordForms.isGerund`).
  let endsInIng: Bool

  init(_ token: MatchToken) {
    var letters: UInt64 = 0
    for code in token.codes { letters |= 1 << UInt64(code & 63) }
    self.letters = letters
    endsInIng = token.text.hasSuffix("ing")
  }

  /// False only when `TokenComparison.cost(expected:actual:)` is nil.
  ///
  /// That cost is found when the words are equal; another form of each other (the same stem,
  /// both 5 letters or more, or one the other's "-ing" form, which ends in "ing"); and, at most 3
  /// letters apart (or with a letter run in the said word), singular and plural, sound-alikes
  /// one letter apart, or within the expected word's typo budget — where each edit (insertion,
  /// deletion, substitution, swap) changes which letters occur by at most two.
  static func mayCompare(
    expected: MatchToken, _ expectedSketch: WordSketch, actual: MatchToken,
    _ actualSketch: WordSketch
  ) -> Bool {
    if actual.hasLongRun || expectedSketch.endsInIng || actualSketch.endsInIng { return true }
    if expected.text == actual.text { return true }
    if expected.length >= WordForms.minimumStem, actual.length >= WordForms.minimumStem,
      expected.stem == actual.stem
    {
      return true
    }
    let difference = abs(expected.length - actual.length)
    guard difference <= 3 else { return false }
    if difference <= 1, expected.phoneticKey != 0, expected.phoneticKey == actual.phoneticKey {
      return true
    }
    let budget = expected.typoBudget
    if budget > 0, difference <= budget,
      (expectedSketch.letters ^ actualSketch.letters).nonzeroBitCount <= 2 * budget
    {
      return true
    }
    return TokenComparison.isPluralVariant(expected, actual)
  }
}
