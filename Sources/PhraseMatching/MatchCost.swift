/// What each tolerated difference costs, in thousandths of a score point.
///
/// A match's score is `1 - (sum of its costs) / 1000`, clamped to 0...1, so an exact match after
/// normalization scores 1 and every extra edit, filler word or looser slot fit lowers the score.
/// Costs are integers so that equal fits tie exactly.
enum MatchCost {
  /// The unit: a cost of `scale` is a whole score point.
  static let scale = 1000
  /// A skipped wake or filler phrase ("hey siri", "please").
  static let filler = 20
  /// A skipped article before a slot's text ("a", "the").
  static let article = 10
  /// Singular for plural or the reverse ("soups" for "soup").
  static let plural = 20
  /// One typo edit (insert, delete, substitute, swap two adjacent letters) in a word.
  static let typoPerEdit = 50
  /// Words run together or split differently ("soupchef" for "Soup Chef").
  static let spacing = 20
  /// A slot's text names part of an entry ("clam chowder" for "Manhattan Clam Chowder").
  static let partialEntry = 80
  /// A slot filled with text that fits no entry (only when the slot accepts other text).
  static let otherText = 200

  /// The score for a total cost.
  static func score(_ cost: Int) -> Double {
    Double(max(0, scale - max(0, cost))) / Double(scale)
  }
}
