import PhraseMatching
import Testing

/// Words spelt as they sound: one key for the spellings, another for other words, and a match
/// past the typo budget that still never beats the right spelling.
@Suite struct PhoneticTests {
  @Test(arguments: [
    ("jogging", "jogingg"), ("chowder", "chouder"), ("snowshoeing", "snoshoing"),
    ("photograph", "fotograf"), ("conditions", "kondisions"), ("equestrian", "ekwestrian"),
  ])
  func soundAlikeSpellingsShareAKey(_ word: String, _ spelling: String) {
    #expect(PhoneticKey.of(word) != 0)
    #expect(PhoneticKey.of(word) == PhoneticKey.of(spelling))
  }

  @Test(arguments: [("jogging", "hiking"), ("chowder", "chicken"), ("tomato", "potato")])
  func differentWordsKeepDifferentKeys(_ word: String, _ other: String) {
    #expect(PhoneticKey.of(word) != PhoneticKey.of(other))
  }

  @Test func shortOrNonLetterWordsHaveNoKey() {
    #expect(PhoneticKey.of("soup") == 0)
    #expect(PhoneticKey.of("café au lait") == 0)
    #expect(PhoneticKey.of("12345") == 0)
  }

  static let matcher = PhraseMatcher(apps: [
    AppPhrases(
      name: "Trails",
      intents: [
        IntentPhrases(
          intent: "StartTrailActivity",
          phrases: [
            PhraseTemplate(segments: [
              .text("Track my "), .parameter("workoutStyle"), .text(" in "), .applicationName,
            ])
          ],
          slots: [
            "workoutStyle": SlotVocabulary(
              entries: [
                VocabularyEntry(id: "jogging", title: "Jogging"),
                VocabularyEntry(id: "hiking", title: "Hiking"),
                VocabularyEntry(
                  id: "biking", title: "Biking", descriptions: ["Mountain bike ride"]),
                VocabularyEntry(
                  id: "snowshoeing", title: "Snowshoeing", descriptions: ["Walking in the snow"]),
              ], acceptsOtherText: false)
          ])
      ])
  ])

  @Test func aWordSpeltAsItSoundsFillsTheSlot() throws {
    let match = try #require(Self.matcher.bestMatch(for: "Track my jogingg in Trails"))
    #expect(match.slots["workoutStyle"]?.candidates.map(\.id) == ["jogging"])
    let exact = try #require(Self.matcher.bestMatch(for: "Track my jogging in Trails"))
    #expect(exact.score > match.score)
  }

  @Test func aDescriptionNamesTheCaseButItsFunctionWordsDoNot() throws {
    let ride = try #require(Self.matcher.bestMatch(for: "Track my mountain bike ride in Trails"))
    #expect(ride.slots["workoutStyle"]?.candidates.map(\.id) == ["biking"])
    let bare = Self.matcher.bestMatch(for: "Track my workout in Trails")
    #expect(bare?.slots["workoutStyle"] == nil)
  }

  @Test func anAppNameSpeltAsItSoundsIsTheApp() throws {
    let matcher = PhraseMatcher(apps: [
      AppPhrases(
        name: "Book Library",
        intents: [
          IntentPhrases(
            intent: "OpenLibrary",
            phrases: [PhraseTemplate(segments: [.text("Open "), .applicationName])], slots: [:])
        ])
    ])
    // Two edits from "library", past a 7-letter word's budget of one, but the same sound.
    let match = try #require(matcher.bestMatch(for: "Open Book Lybrery"))
    #expect(match.app == "Book Library")
    #expect(matcher.bestMatch(for: "Open Book Lottery") == nil)
  }
}
