import PhraseMatching
import Testing

/// String parameters (free text): said at a phrase's slot or after a cue from their title.
@Suite struct FreeTextParameterTests {
  static let matcher: PhraseMatcher = {
    func text(_ cues: [String]) -> SlotVocabulary {
      SlotVocabulary(
        entries: [], acceptsOtherText: true, kind: .text, textCues: cues, isFreeText: true)
    }
    let intent = IntentPhrases(
      intent: "AddBook",
      phrases: [
        PhraseTemplate(segments: [.text("Add a book to "), .applicationName]),
        PhraseTemplate(segments: [
          .text("Add "), .parameter("title"), .text(" to "), .applicationName,
        ]),
      ],
      slots: [
        "title": text(["title", "called"]),
        "authorName": text(["author name", "by", "written by"]),
        "recommendedBy": text(["recommended by"]),
      ])
    return PhraseMatcher(apps: [AppPhrases(name: "Book Library", intents: [intent])])
  }()

  @Test func theWordsAtTheSlotAreTheTitle() throws {
    let match = try #require(Self.matcher.bestMatch(for: "Add The Hobbit to Book Library"))
    #expect(match.slots["title"]?.text == "The Hobbit")
    #expect(match.slots["authorName"] == nil)
    #expect(match.score >= 0.9)
  }

  @Test func anotherParametersCueEndsTheTitle() throws {
    let match = try #require(
      Self.matcher.bestMatch(for: "Add Beloved by Toni Morrison to Book Library"))
    #expect(match.slots["title"]?.text == "Beloved")
    #expect(match.slots["authorName"]?.text == "Toni Morrison")
  }

  @Test func aCueOfSeveralWordsWinsOverItsLastWord() throws {
    let match = try #require(
      Self.matcher.bestMatch(
        for: "Add Dune by Frank Herbert to Book Library, recommended by Sam"))
    #expect(match.slots["title"]?.text == "Dune")
    #expect(match.slots["authorName"]?.text == "Frank Herbert")
    #expect(match.slots["recommendedBy"]?.text == "Sam")
  }

  @Test func thePhraseItselfLeavesTheTitleEmpty() throws {
    let match = try #require(Self.matcher.bestMatch(for: "Add a book to Book Library"))
    #expect(match.slots.isEmpty)
    #expect(match.score == 1)
  }
}
