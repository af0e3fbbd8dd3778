import PhraseMatching
import Testing

@Suite struct LargeVocabularyTests {
  /// 20,000 titles made of shared words ("Amber Falcon Suite 7"), behind a string-query slot.
  private enum Catalog {
    static let first = [
      "Amber", "Silver", "Crimson", "Golden", "Quiet", "Hidden", "Northern", "Velvet", "Wild",
      "Frozen",
    ]
    static let second = [
      "Falcon", "River", "Garden", "Harbor", "Lantern", "Meadow", "Mountain", "Orchard", "Palace",
      "Shadow",
    ]
    static let third = [
      "Sessions", "Stories", "Suite", "Collection", "Chronicles", "Diaries", "Anthem", "Ballads",
      "Tapes", "Notes",
    ]

    static let titles: [String] = (0..<20_000).map { index in
      "\(first[index % 10]) \(second[index / 10 % 10]) \(third[index / 100 % 10]) \(index / 1000)"
    }

    static let matcher = PhraseMatcher(apps: [
      AppPhrases(
        name: "Catalog",
        intents: [
          IntentPhrases(
            intent: "PlayItem",
            phrases: [
              PhraseTemplate(segments: [
                .text("Play "), .parameter("item"), .text(" on "), .applicationName,
              ])
            ],
            slots: [
              "item": SlotVocabulary(
                entries: titles.enumerated().map { VocabularyEntry(id: String($0), title: $1) },
                acceptsOtherText: true)
            ])
        ])
    ])
  }

  @Test func exactAndMisspelledTitlesAreFoundInALargeVocabulary() throws {
    let exact = try #require(
      Catalog.matcher.bestMatch(for: "Play Golden Harbor Notes 12 on Catalog"))
    let id = try #require(Catalog.titles.firstIndex(of: "Golden Harbor Notes 12"))
    #expect(exact.slots["item"]?.candidates.map(\.id) == [String(id)])
    let typo = try #require(Catalog.matcher.bestMatch(for: "play goldn harbr notes 12 on catalog"))
    #expect(typo.slots["item"]?.candidates.map(\.id) == [String(id)])
  }

  @Test func wordsSharedByThousandsOfTitlesNameNoTitle() throws {
    let match = try #require(Catalog.matcher.bestMatch(for: "Play golden on Catalog"))
    #expect(match.slots["item"]?.candidates == [])
    #expect(match.slots["item"]?.text == "golden")
  }
}
