import PhraseMatching

/// One App Shortcut phrase an utterance may mean, as the runtime ranks it: the app, the intent,
/// the score and the words each parameter took, before any entity query runs. What
/// `ConversationRuntime/matches(for:)` and `PhraseBook/rank(_:)` answer, so that the corpus,
/// the bench and the tests read the runtime's values and not the matcher's.
///
/// It holds the matcher's answer and reads it on demand: ranking through the runtime costs no
/// more than ranking through the matcher (the bench's p99 measures this).
package struct RankedPhrase: Sendable, Equatable {
  private let match: PhraseMatch

  init(_ match: PhraseMatch) { self.match = match }

  /// The app's name.
  package var app: String { match.app }
  /// The intent's type name.
  package var intent: String { match.intent }
  /// How well the utterance matched, from 0 to 1.
  package var score: Double { match.score }
  /// The phrase that matched, in `${…}` form.
  package var phrase: String { match.phrase.description }
  /// The words each parameter took, by parameter name.
  package var slots: [String: Slot] { match.slots.mapValues(Slot.init) }

  /// The words one parameter took, and what they name.
  package struct Slot: Sendable, Equatable {
    private let match: SlotMatch

    init(_ match: SlotMatch) { self.match = match }

    /// The words, as said.
    package var text: String { match.text }
    /// The number they say, for a number parameter.
    package var number: Int? { match.number }
    /// The identifiers of the vocabulary entries they name, best first.
    package var candidateIDs: [String] { match.candidates.map(\.id) }
    /// How well they fit the parameter's vocabulary, from 0 to 1.
    package var score: Double { match.score }
    /// A list parameter's items, each read alone.
    package var items: [Slot] { match.items.map(Slot.init) }
    /// Whether they are words beyond the phrase, read as this parameter's value.
    package var isExtra: Bool { match.isExtra }
  }
}
