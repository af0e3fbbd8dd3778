import Testing

@testable import PhraseMatching

/// Closed values that tell a verb's stages apart (Book Library's "Currently Reading", "Want to
/// Read", "Read") said by their aspect alone: the "-ing" form or the progressive in words for the
/// one under way, "to" and the verb for the one ahead.
@Suite struct AspectValueTests {
  static func matcher(_ entries: [VocabularyEntry]) -> PhraseMatcher {
    let open = PhraseTemplate(segments: [
      .text("Open "), .parameter("shelf"), .text(" in "), .applicationName,
    ])
    let show = PhraseTemplate(segments: [
      .text("Show my "), .parameter("shelf"), .text(" shelf in "), .applicationName,
    ])
    let app = AppPhrases(
      name: "Book Library", alternativeNames: [],
      intents: [
        IntentPhrases(
          intent: "OpenShelf", phrases: [open, show],
          slots: ["shelf": SlotVocabulary(entries: entries, acceptsOtherText: false)])
      ])
    return PhraseMatcher(apps: [app, SoupChef.app()])
  }

  static let shelves = matcher(FinishedStateValueTests.shelves)

  static func shelf(_ utterance: String) -> String? {
    shelves.bestMatch(for: utterance)?.slots["shelf"]?.candidates.map(\.id).joined(separator: ",")
  }

  @Test func toAndTheVerbSaysTheValueAhead() {
    #expect(Self.shelf("Open my to-read pile in Book Library") == "wantToRead")
    #expect(Self.shelf("Show my to read shelf in Book Library") == "wantToRead")
  }

  @Test func ingFormAloneSaysTheValueUnderWay() {
    #expect(Self.shelf("Show my reading shelf in Book Library") == "currentlyReading")
  }

  @Test func progressiveInWordsSaysTheValueUnderWay() {
    #expect(Self.shelf("Open the books I'm in the middle of in Book Library") == "currentlyReading")
    #expect(Self.shelf("Open what I'm halfway through in Book Library") == "currentlyReading")
  }

  @Test func bareVerbStaysTheFinishedValue() {
    #expect(Self.shelf("Open Read in Book Library") == "read")
    #expect(Self.shelf("Show my Read shelf in Book Library") == "read")
    #expect(Self.shelf("Open Want to Read in Book Library") == "wantToRead")
  }

  @Test func noAspectFormsWithoutAFinishedValue() {
    // "Reading" beside "Favorites" says nothing about another value's stage.
    let entries = [
      VocabularyEntry(id: "favorites", title: "Favorites"),
      VocabularyEntry(id: "currentlyReading", title: "Currently Reading"),
    ]
    #expect(VocabularyIndex.aspectForms(of: entries).isEmpty)
    // The books described by what one does to them may be a shelf's, but none is named.
    let match = Self.matcher(entries).bestMatch(
      for: "Open the books I'm in the middle of in Book Library")
    #expect(match?.slots["shelf"] == nil)
  }
}
