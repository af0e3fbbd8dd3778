import Testing

@testable import PhraseMatching

/// A closed value that is an action done, beside values of the same verb under way or ahead
/// (Book Library's "Read" beside "Currently Reading" and "Want to Read"), said by WordNet's words
/// for finished.
@Suite struct FinishedStateValueTests {
  static let shelves = [
    VocabularyEntry(id: "currentlyReading", title: "Currently Reading"),
    VocabularyEntry(id: "wantToRead", title: "Want to Read"),
    VocabularyEntry(id: "read", title: "Read"),
  ]

  static func matcher(_ entries: [VocabularyEntry]) -> PhraseMatcher {
    let show = PhraseTemplate(segments: [
      .text("Show my "), .parameter("shelf"), .text(" shelf in "), .applicationName,
    ])
    let app = AppPhrases(
      name: "Book Library", alternativeNames: [],
      intents: [
        IntentPhrases(
          intent: "OpenShelf", phrases: [show],
          slots: ["shelf": SlotVocabulary(entries: entries, acceptsOtherText: false)])
      ])
    return PhraseMatcher(apps: [app, SoupChef.app()])
  }

  static func shelf(_ match: PhraseMatch?) -> String? {
    match?.slots["shelf"]?.candidates.map(\.id).joined(separator: ",")
  }

  @Test(arguments: ["finished", "completed"])
  func finishedStateIsSaidByWordsForFinished(word: String) throws {
    let match = try #require(
      Self.matcher(Self.shelves).bestMatch(for: "Show my \(word) shelf in Book Library"))
    #expect(Self.shelf(match) == "read")
    #expect(match.score == 0.97)
  }

  @Test func valueWithoutSiblingsOfItsVerbIsNoFinishedState() {
    // "Read" alone among unrelated shelves may be a verb of the title; nothing says it is done.
    let entries = [
      VocabularyEntry(id: "favorites", title: "Favorites"),
      VocabularyEntry(id: "read", title: "Read"),
    ]
    #expect(VocabularyIndex.finishedStateForms(of: entries).isEmpty)
    #expect(
      Self.shelf(Self.matcher(entries).bestMatch(for: "Show my finished shelf in Book Library"))
        == nil)
  }

  @Test func twoFinishedStatesShareNoWord() {
    let entries =
      Self.shelves + [
        VocabularyEntry(id: "playing", title: "Playing"),
        VocabularyEntry(id: "play", title: "Play"),
      ]
    #expect(VocabularyIndex.finishedStateForms(of: entries).isEmpty)
  }

  @Test func formsAreThePastParticiplesOfFinish() {
    let forms = VocabularyIndex.finishedStateForms(of: Self.shelves)
    #expect(forms.allSatisfy { $0.entry == 2 })
    #expect(forms.map(\.form).contains(["finished"]))
    #expect(forms.map(\.form).contains(["completed"]))
  }
}
