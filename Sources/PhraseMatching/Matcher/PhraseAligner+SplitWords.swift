/// A phrase word, or a one-word paraphrase of it, said as two words: run together ("work out")
/// or, by a speech recognizer, as two words that sound like its parts ("per chase").
extension PhraseAligner {
  /// Appends the move that reads words `j` and `j + 1` as `expected` split in two, if they are,
  /// and says whether it did: spelt exactly for `spacing`, or, when `mayBeSplit` (a word long
  /// enough), misheard (`TokenComparison.splitSlipCost`).
  mutating func appendSplitWordMove(_ expected: MatchToken, mayBeSplit: Bool, at j: Int) -> Bool {
    if Self.spells(expected.text, scan.tokens[j].text, scan.tokens[j + 1].text) {
      moves.append(
        WordMove(cost: Int32(MatchCost.spacing), words: 2, isEvidence: true, reference: 3))
      return true
    }
    guard mayBeSplit,
      let slip = TokenComparison.splitSlipCost(
        expected: expected, head: scan.tokens[j], tail: scan.tokens[j + 1])
    else { return false }
    moves.append(WordMove(cost: Int32(slip), words: 2, isEvidence: true, reference: 3))
    return true
  }

  /// Appends a paraphrase move for each of `splits` that words `j` and `j + 1` say split in two
  /// ("per chase" for "purchase"): the paraphrase's cost plus the split's.
  mutating func appendSplitParaphraseMoves(_ splits: [SplitParaphrase], at j: Int) {
    let head = scan.tokens[j]
    let tail = scan.tokens[j + 1]
    // `splitSlipCost`'s own first tests, read once for the pair: most pairs pass none.
    let length = head.length + tail.length
    guard head.length >= 2, tail.length >= 2 else { return }
    let first = head.codes.first
    for split in splits {
      let expected = split.token.codes
      guard abs(length - expected.count) <= 1, expected.first == first,
        let slip = TokenComparison.splitSlipCost(expected: split.token, head: head, tail: tail)
      else { continue }
      moves.append(
        WordMove(
          cost: Int32(split.cost + slip), words: 2, isEvidence: split.isEvidence, reference: 1))
    }
  }
}
