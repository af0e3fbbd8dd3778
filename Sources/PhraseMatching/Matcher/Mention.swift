/// A parameter value said outside the phrase's slot, or dropped by a negation.
struct Mention: Sendable {
  /// The parameter's index.
  let parameter: Int
  /// Where the mention (with its cue words) ends.
  let end: Int
  /// The words of the value itself.
  let words: Range<Int>
  /// What it adds to the phrase's cost (its fit plus `extraValue`, or `numberValue`).
  let cost: Int
  /// The fit's own cost, for the slot's score.
  let fitCost: Int
  /// The entries it names.
  let candidates: [Int]
  /// The number it says.
  let number: Int?
  /// Dropped by a negation ("without cheese"): consumes the words, fills nothing.
  let negated: Bool
  /// Whether it names an entry of a phrase parameter (identifying the intent).
  let isEvidence: Bool
}
