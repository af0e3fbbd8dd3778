import PhraseMatching

/// Why an utterance means what it means, or nothing, as the runtime answers it: the matcher's
/// nearest phrases lined up word by word, led by a phrase the person recorded when one matched.
/// `sirisim match --explain` and `:why` print it; ``Interpretation`` is its companion (what the
/// utterance means, with values).
///
/// The runtime owns this value so that nothing above it reads the matcher's types: the report
/// keeps the matcher's words for how each word was read (``Reading``), nothing else of it.
package struct Explanation: Sendable, Equatable {
  /// How a step read the utterance's words: the matcher's vocabulary of readings (its raw
  /// values are the JSON contract's `"kind"` strings), one meaning under one name.
  package typealias Reading = MatchExplanation.Kind

  /// The utterance as given.
  package var utterance: String
  /// The lowest score a match needs.
  package var threshold: Double
  /// The best phrase of each of the nearest intents, best first: the matches, then the
  /// nearest misses.
  package var candidates: [Candidate]
  /// Why nothing matched (or what went wrong after a match), when there is something to say.
  package var reason: String?

  /// One intent's best phrase lined up with the utterance.
  package struct Candidate: Sendable, Equatable {
    /// The app's name.
    package var app: String
    /// The intent's type name.
    package var intent: String
    /// The phrase, in `${…}` form.
    package var phrase: String
    /// Its score, from 0 to 1.
    package var score: Double
    /// Whether it reaches the threshold.
    package var isMatch: Bool
    /// The alignment, in utterance order; empty for a recorded phrase.
    package var steps: [Step]
  }

  /// One step of an alignment: utterance words, the phrase element they stand for (if any),
  /// how they were read and what that cost (in thousandths of the score).
  package struct Step: Sendable, Equatable {
    /// The utterance's words, as said; empty when a phrase element was left out.
    package var words: String
    /// The phrase element: a word, `${applicationName}` or `${parameter}`; empty for words
    /// outside the phrase.
    package var element: String
    /// How the words were read.
    package var kind: Reading
    /// What the step cost.
    package var cost: Int
    /// For a slot, how each of its words reads as a word of the parameter's values.
    package var parts: [Step]
  }
}

extension Explanation {
  /// The matcher's explanation as the runtime reports it.
  init(_ explanation: MatchExplanation) {
    self.init(
      utterance: explanation.utterance, threshold: explanation.threshold,
      candidates: explanation.candidates.map(Candidate.init), reason: explanation.reason)
  }
}

extension Explanation.Candidate {
  init(_ candidate: MatchExplanation.Candidate) {
    self.init(
      app: candidate.app, intent: candidate.intent, phrase: candidate.phrase,
      score: candidate.score, isMatch: candidate.isMatch,
      steps: candidate.steps.map(Explanation.Step.init))
  }
}

extension Explanation.Step {
  init(_ step: MatchExplanation.Step) {
    self.init(
      words: step.words, element: step.element, kind: step.kind, cost: step.cost,
      parts: step.parts.map(Explanation.Step.init))
  }
}
