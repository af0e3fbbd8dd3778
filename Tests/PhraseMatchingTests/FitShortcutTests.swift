import Testing

@testable import PhraseMatching

/// `CompiledParameter.fit` answers most spans without the memo (a span needs a word of a form, or
/// a form with all its words, or a run-together length): it must agree with
/// `VocabularyIndex.fit` on every span, loose or not.
@Suite struct FitShortcutTests {
  static let entries = [
    VocabularyEntry(id: "a", title: "New England Clam Chowder"),
    VocabularyEntry(id: "b", title: "Manhattan Clam Chowder"),
    VocabularyEntry(id: "c", title: "Pickup", synonyms: ["pick up"]),
    VocabularyEntry(id: "d", title: "The Left Hand of Darkness"),
    VocabularyEntry(id: "e", title: "Heart of Darkness"),
    VocabularyEntry(id: "f", title: "One Hundred Years of Solitude"),
    VocabularyEntry(id: "g", title: "Half Dome Trail"),
  ]
  static let utterances = [
    "order new england clam chowder from soup chef",
    "order clamchowder and a manhatan chowder please",
    "i will pick it up at the ferry building",
    "open the left hand of darkness in book library",
    "buy heart of the darkness and one hundred years of solitud",
    "get halfdome trail conditions with trails",
    "necc and mcc to go",
    "what is the weather like in the mountains today",
  ]

  @Test func agreesWithTheVocabularyOnEverySpan() {
    let parameter = CompiledParameter(
      name: "item", vocabulary: SlotVocabulary(entries: Self.entries, acceptsOtherText: true),
      isPhraseParameter: true)
    let vocabulary = parameter.vocabulary
    var spans = 0
    for utterance in Self.utterances {
      let tokens = TextNormalizer.tokens(utterance).map(MatchToken.init)
      let words = tokens.map { VocabularyWords($0, in: vocabulary) }
      let matches = words.map(\.matches)
      let postings = words.map(\.forms)
      for start in tokens.indices {
        for end in (start + 1)...min(tokens.count, start + 8) {
          for loose in [false, true] {
            let range = start..<end
            let expected = vocabulary.fit(
              tokens[range], matches: matches[range], postings: postings[range], loose: loose)
            // Twice: once worked out, once from the memo.
            for _ in 0..<2 {
              let actual = parameter.fit(
                tokens[range], matches: matches[range], postings: postings[range], loose: loose)
              #expect(actual?.cost == expected?.cost, "\(tokens[range].map(\.text))")
              #expect(actual?.candidates == expected?.candidates)
              #expect(actual?.isLoose == expected?.isLoose)
            }
            spans += 1
          }
        }
      }
    }
    #expect(spans > 500)
  }
}
