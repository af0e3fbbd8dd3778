import Testing

@testable import PhraseMatching

/// A value read loosely, in part, by a word most values share (the type's word, "trail"): the
/// said words it leaves over decide, so a region said for a trail finds no other trail.
@Suite struct CommonWordValueTests {
  static let trails = [
    VocabularyEntry(id: "meysan", title: "Meysan Lakes Trail"),
    VocabularyEntry(id: "tallac", title: "Mount Tallac Trail"),
    VocabularyEntry(id: "anza", title: "Juan Bautista de Anza National Historic Trail"),
    VocabularyEntry(id: "halfDome", title: "Half Dome Trail"),
    VocabularyEntry(id: "skyline", title: "Skyline Trail"),
  ]

  static func trail(_ utterance: String) throws -> [String]? {
    let app = AppPhrases(
      name: "Trails", alternativeNames: [],
      intents: [
        IntentPhrases(
          intent: "GetTrailInfo",
          phrases: [
            try PhraseTemplate(parsing: "Get conditions on ${trail} with ${applicationName}")
          ],
          slots: ["trail": SlotVocabulary(entries: trails, acceptsOtherText: false)])
      ])
    let match = PhraseMatcher(apps: [app]).bestMatch(for: utterance)
    return match?.slots["trail"]?.candidates.map(\.id)
  }

  @Test func regionSaidForATrailPicksNoTrailThatSharesOneWord() throws {
    #expect(try Self.trail("Get conditions on the Lake Tahoe trail with Trails") != ["meysan"])
    #expect(
      try Self.trail("Get conditions on the Inyo National Forest trail with Trails") != ["anza"])
  }

  @Test func distinctiveWordsOfATitleStillNameItLoosely() throws {
    #expect(try Self.trail("Get conditions on the Meysan trail with Trails") == ["meysan"])
    #expect(try Self.trail("Get conditions on Half Dome Trail with Trails") == ["halfDome"])
  }
}
