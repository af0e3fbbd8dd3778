/// A phrase lined up with an utterance: its total cost and the parameters it fills.
struct Alignment: Sendable {
  /// One filled parameter value.
  struct Fill: Sendable {
    /// The parameter's index.
    let parameter: Int
    /// The utterance words of the value.
    let words: Range<Int>
    /// The value's own fit cost.
    let cost: Int
    /// The entries it names.
    let candidates: [Int]
    /// The number it says.
    let number: Int?
    /// Whether it came from outside the phrase's slot.
    let isExtra: Bool
  }

  /// The total cost (see `MatchCost`).
  let cost: Int
  /// The filled values, in utterance order.
  let fills: [Fill]
  /// Whether a content word of the phrase was said as a paraphrase ("buy" for "order").
  let usesParaphrase: Bool
}
