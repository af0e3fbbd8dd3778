/// How a span fills a slot at its place in the phrase.
struct SlotFit: Sendable {
  /// Its cost.
  let cost: Int
  /// The entries it names; empty for numbers and other text.
  let candidates: [Int]
  /// The number, for number slots.
  let number: Int?
  /// Whether it names entries or contains words of them (identifying the intent).
  let isEvidence: Bool
}
