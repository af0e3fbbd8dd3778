extension TokenComparison {
  /// The shortest phrase word a speech recognizer's split is looked for in: shorter words split
  /// in two are mostly two real words ("a pass" is no "apass").
  static let splitSlipMinimumLength = 6

  /// The cost of reading `head` and `tail`, said one after the other, as `expected` split in two
  /// by a speech recognizer and misheard ("per chase" for "purchase"), or nil.
  ///
  /// A recognizer that does not know a long word writes words that sound like its parts; run
  /// together they are a typo or a sound-alike of it. Both parts start no other word (the first
  /// letter is the phrase word's), and run together they are a letter of it at most. Words that
  /// spell it exactly cost `spacing` alone.
  static func splitSlipCost(expected: MatchToken, head: MatchToken, tail: MatchToken) -> Int? {
    let length = head.codes.count + tail.codes.count
    guard expected.codes.count >= splitSlipMinimumLength,
      abs(length - expected.codes.count) <= 1, head.codes.first == expected.codes.first,
      head.codes.count >= 2, tail.codes.count >= 2
    else { return nil }
    guard let cost = cost(expected: expected, actual: MatchToken(head.text + tail.text)) else {
      return nil
    }
    return MatchCost.spacing + cost
  }
}
