import PhraseMatching
import Testing

/// Phrase words run together or split ("getconditions", "work out") read as the phrase's words,
/// at `MatchCost.spacing`, so they never beat an exact reading.
@Suite struct RunTogetherPhraseWordTests {
  static let matcher = PhraseMatcher(apps: [
    AppPhrases(
      name: "Trails",
      intents: [
        IntentPhrases(
          intent: "GetTrailInfo",
          phrases: [
            PhraseTemplate(segments: [
              .text("Get conditions on "), .parameter("trail"), .text(" with "), .applicationName,
            ])
          ],
          slots: [
            "trail": SlotVocabulary(
              entries: [VocabularyEntry(id: "1", title: "Half Dome")], acceptsOtherText: true)
          ]),
        IntentPhrases(
          intent: "StartWorkout",
          phrases: [
            PhraseTemplate(segments: [.text("Start a workout in "), .applicationName])
          ], slots: [:]),
      ])
  ])

  @Test func twoPhraseWordsRunTogetherReadAsBoth() throws {
    let match = try #require(
      Self.matcher.bestMatch(for: "Getconditions on Half Dome with Trails"))
    #expect(match.intent == "GetTrailInfo")
    #expect(match.slots["trail"]?.candidates.map(\.id) == ["1"])
    #expect(match.score == 0.98)
    let step = try #require(
      Self.matcher.explain("Getconditions on Half Dome with Trails").candidates.first?.steps.first)
    #expect(step.kind == .runTogether)
    #expect(step.element == "get conditions")
  }

  @Test func aPhraseWordSplitInTwoReadsAsTheWord() throws {
    let match = try #require(Self.matcher.bestMatch(for: "Start a work out in Trails"))
    #expect(match.intent == "StartWorkout")
    #expect(match.score == 0.98)
  }

  @Test func theExactReadingStaysCheaper() throws {
    let exact = try #require(Self.matcher.bestMatch(for: "Get conditions on Half Dome with Trails"))
    #expect(exact.score == 1)
    let split = try #require(Self.matcher.bestMatch(for: "Start a workout in Trails"))
    #expect(split.score == 1)
  }

  @Test func wordsRunTogetherThatAreNotThePhrasesGetNoSpacingReading() {
    // "getforecast" is no "get conditions": at best an unknown word in place of the verb.
    let other = Self.matcher.bestMatch(for: "Getforecast on Half Dome with Trails")
    #expect((other?.score ?? 0) < 0.9)
    #expect(Self.matcher.bestMatch(for: "Stop a work out in Trails")?.intent != "StartWorkout")
  }
}
