/// Why an utterance matched what it matched, or nothing: the nearest phrases, each lined up
/// with the utterance word by word with what each step cost, and the threshold.
public struct MatchExplanation: Sendable, Equatable {
  /// The utterance as given.
  public var utterance: String
  /// The lowest score a match needs.
  public var threshold: Double
  /// The best phrase of each of the nearest intents, best first: the matches, then the
  /// nearest misses.
  public var candidates: [Candidate]
  /// Why nothing matched, when nothing did: no app named, or nothing any phrase needs said.
  public var reason: String?

  /// One intent's best phrase lined up with the utterance.
  public struct Candidate: Sendable, Equatable {
    /// The app's name.
    public var app: String
    /// The intent's key (its type name).
    public var intent: String
    /// The phrase, in `${…}` form.
    public var phrase: String
    /// Its score.
    public var score: Double
    /// Whether it reaches the threshold.
    public var isMatch: Bool
    /// The alignment, in utterance order.
    public var steps: [Step]
  }

  /// One step of an alignment: utterance words, the phrase element they stand for (if any),
  /// how they were read and what that cost (in thousandths of the score).
  public struct Step: Sendable, Equatable {
    /// The utterance's words, as said; empty when a phrase element was left out.
    public var words: String
    /// The phrase element: a word, `${applicationName}` or `${parameter}`; empty for words
    /// outside the phrase.
    public var element: String
    /// How the words were read.
    public var kind: Kind
    /// What the step cost.
    public var cost: Int
    /// For a slot, how each of its words reads as a word of the parameter's values (the slot's
    /// cost is the value's fit as a whole, not the sum of these).
    public var parts: [Step] = []
  }

  /// How a step read the utterance.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// The phrase's word, as written.
    case exact
    /// The phrase's word with typos.
    case typo
    /// The singular for the plural, or the reverse.
    case plural
    /// Another form of the word ("delivered" for "delivery").
    case wordForm = "word-form"
    /// Spelt as it sounds ("jogingg").
    case soundsAlike = "sounds-alike"
    /// Part of a value said with its words run together ("clamchowder"), or other text.
    case runTogether = "run-together"
    /// A number.
    case number
    /// A word of another name for the value, not of its title: the app's synonym
    /// (`DisplayRepresentation(synonyms:)`) or WordNet's ("run" for Jogging).
    case synonym
    /// Another way to say the phrase's word ("buy" for "order").
    case paraphrase
    /// An unknown word in place of the phrase's word.
    case replaced
    /// The phrase's element was left out.
    case missing
    /// The app's name (run together, misspelt or followed by "app" costs a little).
    case appName = "app-name"
    /// The app's name said away from its place in the phrase.
    case movedAppName = "moved-app-name"
    /// A parameter's value at its slot.
    case slot
    /// A parameter's value said outside the phrase ("with cheese").
    case extra
    /// A value dropped by a negation ("without cheese").
    case dropped
    /// A word that says nothing: politeness, an article, a wake word.
    case filler
    /// The phrase's verb said again.
    case repeatedVerb = "repeated-verb"
    /// A word in no phrase, value or list of fillers.
    case skipped
    /// A word that asks something else: a question, a negation, another action's verb, another
    /// app's thing.
    case foreign
    /// A clause the request is complete without ("…, I have a call at 3"), left out whole.
    case aside
  }

  /// Creates an explanation.
  public init(
    utterance: String, threshold: Double, candidates: [Candidate], reason: String? = nil
  ) {
    self.utterance = utterance
    self.threshold = threshold
    self.candidates = candidates
    self.reason = reason
  }
}
