/// A one-word paraphrase of a phrase's word that a speech recognizer may write as two words
/// ("per chase" for "purchase"): its token, made once with the phrase.
struct SplitParaphrase: Sendable {
  /// The word.
  let token: MatchToken
  /// What saying the paraphrase costs (`Paraphrase.cost`), before the split's cost.
  let cost: Int
  /// Whether saying it identifies the intent (`Paraphrase.isEvidence`).
  let isEvidence: Bool
}
