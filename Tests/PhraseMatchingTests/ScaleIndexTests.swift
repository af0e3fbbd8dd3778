import Foundation
import Testing

@testable import PhraseMatching

/// The indexes that let the matcher scale with apps must narrow work, never answers:
/// `WordSketch` rules out only comparisons that fail, `AppNameIndex` offers every app an
/// utterance names, `ForeignForms` holds what copying every other app's distinctive forms held,
/// and `VocabularyIndex.asciiTokens` reads what `TextNormalizer` reads.
@Suite struct ScaleIndexTests {
  /// Words of the matcher corpus, and words that stretch the comparisons: plurals, "-ing"
  /// forms, letter runs, sound-alikes, non-ASCII letters.
  static let words: [String] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "ConversationRuntimeTests/Fixtures/matcher-corpus.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    var seen = Set<String>()
    var words: [String] = []
    let extra = [
      "jog", "jogging", "hike", "hiking", "string", "stringing", "run", "running", "soooup",
      "souuup", "berry", "berries", "tomato", "tomatoes", "café", "cafe", "naïve", "delivery",
      "delivered", "deliveries", "chowdr", "chowder", "nite", "night", "pleeease", "please",
      "soupchef", "soup", "chef", "trailsampleapp", "booklibrary", "x3", "3x", "3.5", "1,000",
    ]
    for word in extra + TextNormalizer.tokens(text) where seen.insert(word).inserted {
      words.append(word)
    }
    return Array(words.prefix(700))
  }()

  @Test func sketchesRuleOutOnlyFailingComparisons() {
    let tokens = Self.words.map(MatchToken.init)
    let sketches = tokens.map(WordSketch.init)
    #expect(tokens.count > 300)
    var missed: [String] = []
    for (e, expected) in tokens.enumerated() {
      for (a, actual) in tokens.enumerated()
      where !WordSketch.mayCompare(
        expected: expected, sketches[e], actual: actual, sketches[a])
        && TokenComparison.cost(expected: expected, actual: actual) != nil
      {
        missed.append("\(expected.text) ← \(actual.text)")
      }
    }
    #expect(missed.isEmpty, "\(missed.prefix(10))")
  }

  @Test func asciiTokensReadWhatTheNormalizerReads() {
    let texts = [
      "Soup Chef's Tomato Soup", "don't stop", "3.5 and 1,000 and 1,a", "rock'n'roll", "it's",
      "Ends with '", "'quoted' words", "A-B_C  d\te\r\nf", "x3 3x", "O'Neil's", "Amber Falcon 17",
      "", "   ", "s's's", "12.", ".5", "a'", "'s",
    ]
    for text in texts + Self.words {
      #expect(
        VocabularyIndex.asciiTokens(text) ?? TextNormalizer.tokens(text)
          == TextNormalizer.tokens(text), "\(text)")
    }
    #expect(VocabularyIndex.asciiTokens("café") == nil)
  }

  /// Apps whose names share words, run together and carry typos.
  static let apps: [AppPhrases] = [
    "Recipe Box", "Music Box", "Trail Finder", "Camp Site Finder", "Road Trip Planner",
    "SoupChef", "Bus Tracker", "Trails Sample App",
  ].map { name in
    AppPhrases(
      name: name,
      intents: [
        IntentPhrases(
          intent: "Open",
          phrases: [
            PhraseTemplate(segments: [
              .text("Open "), .parameter("item"), .text(" in "), .applicationName,
            ])
          ],
          slots: [
            "item": SlotVocabulary(
              entries: [
                VocabularyEntry(id: "1", title: name + " Favorites"),
                VocabularyEntry(id: "2", title: "Tomato Soup"),
                VocabularyEntry(id: "3", title: "Day Pass"),
              ], acceptsOtherText: false)
          ])
      ])
  }

  @Test func everyNamedAppIsACandidate() {
    let matcher = PhraseMatcher(apps: Self.apps)
    let utterances = [
      "open tomato soup in recipe box", "open day pass in musicbox", "open it in trail findr",
      "camp sitefinder", "roadtrip planner please", "soup chef", "so upchef", "bus trackerr",
      "trailssample app", "trailsampleapp", "the trails sample apps", "recipes boxes",
      "to music box", "finder", "nothing at all", "camp site", "road trip planer",
    ]
    for utterance in utterances {
      let words = TextNormalizer.words(in: utterance)
      let scan = matcher.scan(words)
      let candidates = Set(
        matcher.appNames.candidates(
          scan.tokens, said: scan.tokens.map { matcher.saidWord($0.text).names }))
      for (index, app) in matcher.apps.enumerated()
      where AppNameScan(app, in: scan).spans.contains(where: { !$0.isEmpty }) {
        #expect(candidates.contains(index), "\(utterance): \(app.name)")
      }
    }
  }

  @Test func foreignFormsAreEveryOtherAppsDistinctiveForms() {
    let compiled = Self.apps.map { CompiledApp($0) }
    let forms = DistinctiveForms(compiled)
    func distinctive(_ app: CompiledApp) -> Set<String> {
      var result = app.distinctivePairs
      for vocabulary in app.distinctiveVocabularies {
        result.formUnion(vocabulary.formKeys.filter(DistinctiveForms.isDistinctive))
      }
      return result
    }
    for (index, app) in compiled.enumerated() {
      var expected = Set<String>()
      for (other, otherApp) in compiled.enumerated() where other != index {
        for form in distinctive(otherApp)
        where form.split(separator: " ").contains(where: { !app.ownWords.contains(String($0)) }) {
          expected.insert(form)
        }
      }
      let foreign = ForeignForms(forms, app: index, ownWords: app.ownWords)
      let firstWords = ForeignFirstWords(forms, app: index)
      let all = compiled.reduce(into: Set<String>()) { $0.formUnion(distinctive($1)) }
      for form in all {
        #expect(foreign.contains(form) == expected.contains(form), "\(app.name): \(form)")
      }
      for form in expected {
        #expect(firstWords.contains(String(form.split(separator: " ")[0])))
        #expect(form.split(separator: " ").count <= forms.maxWords(besides: index))
      }
    }
  }
}
