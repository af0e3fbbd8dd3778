import PhraseMatching
import Testing

/// Phrases a person recorded are said without an app's name (`AppPhrases.needsName` false).
@Suite struct NamelessPhraseTests {
  let matcher = PhraseMatcher(apps: [
    AppPhrases(
      name: "",
      intents: [
        IntentPhrases(intent: "0", phrases: [PhraseTemplate(segments: [.text("Soup time")])])
      ],
      needsName: false)
  ])

  @Test func recordedPhraseMatchesWithoutAnAppName() {
    #expect(matcher.rank("soup time").first?.intent == "0")
  }

  @Test(arguments: ["soup tiem", "soup times", "Soup time please"])
  func recordedPhraseToleratesATypoAPluralAndAnExtraWord(utterance: String) {
    let best = matcher.rank(utterance).first
    #expect(best?.intent == "0", "\(utterance)")
  }

  @Test func otherWordsDoNotMatchARecordedPhrase() {
    #expect(matcher.rank("order clam chowder").isEmpty)
  }

  @Test func appShortcutPhrasesStillNeedTheAppsName() {
    let named = PhraseMatcher(apps: [
      AppPhrases(
        name: "Soup Chef",
        intents: [
          IntentPhrases(intent: "Order", phrases: [PhraseTemplate(segments: [.text("Soup time")])])
        ])
    ])
    #expect(named.rank("soup time").isEmpty)
  }
}
