/// One labelled utterance of the generated corpus.
package struct CorpusRow: Sendable, Hashable {
  /// What a row expects of the matcher's best match.
  package enum Expectation: Sendable, Hashable {
    /// No match at all.
    case refusal
    /// This app's intent, with exactly these values (a slot filled with anything else, or a
    /// slot filled that the utterance never gave, is a wrong action).
    case action(app: String, intent: String, values: [String: Value])
  }

  /// A value the utterance gives a parameter.
  package enum Value: Sendable, Hashable {
    /// An entry, by id (one of the slot's candidates).
    case entry(String)
    /// A number.
    case number(Int)
    /// Free text, compared without case or punctuation.
    case text(String)
  }

  /// Where the row's app comes from: "bundled", "example", "scale".
  package var source: String
  package var category: CorpusCategory
  package var utterance: String
  package var expected: Expectation
}
