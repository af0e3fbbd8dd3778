import Foundation
import PhraseMatching
import Testing

/// One lexicon per locale: every list is reached through `Lexicon(locale:)`, a locale with no
/// words of its own gets English's, and no word list is kept anywhere else.
@Suite struct LexiconTests {
  @Test func everyListIsReachedByLocale() {
    let english = Lexicon(locale: "en")
    #expect(english.locale == "en")
    #expect(english.yesAnswers.contains("yes please"))
    #expect(english.yesFirstWords.contains("sure"))
    #expect(english.noAnswers.contains("no thanks"))
    #expect(english.noFirstWords.contains("nope"))
    #expect(english.cancelWords.contains("never mind"))
    #expect(english.dayOffsets["tomorrow"] == 1)
    #expect(english.dayOffsets["yesterday"] == -1)
    #expect(english.listConjunctions.contains("and"))
    #expect(english.fillers.contains("please"))
    #expect(english.functionWords.contains("the"))
    #expect(english.numberUnits["seven"] == 7)
    #expect(english.ordinalWords["third"] == "three")
    #expect(english.verbGroups.contains { $0.expressions.contains(["order"]) })
    #expect(english.actionVerbs.contains("order"))
  }

  @Test(arguments: [("fr", "fr"), ("fr_FR", "fr"), ("FR-ca", "fr"), ("de", "de"), ("de-CH", "de")])
  func aLocaleIsReadByItsLanguage(_ locale: String, _ language: String) {
    #expect(Lexicon(locale: locale).locale == language)
  }

  @Test func frenchAndGermanAddTheirWordsToEnglish() {
    let french = Lexicon(locale: "fr")
    #expect(french.fillers.contains("sil"))
    #expect(french.fillers.contains("please"))
    #expect(french.negations.contains("sans"))
    #expect(french.groupsOfWord["commander"] == french.groupsOfWord["order"])
    let german = Lexicon(locale: "de")
    #expect(german.fillers.contains("bitte"))
    #expect(german.questionWords.contains("warum"))
    #expect(!german.fillers.contains("sil"))
    #expect(!Lexicon.english.fillers.contains("bitte"))
    #expect(!Lexicon.english.verbGroups.contains { $0.expressions.contains(["commander"]) })
  }

  @Test(arguments: ["ja", "pt-BR", "", "xx_YY"])
  func aLocaleWithoutWordListsFallsBackToEnglish(_ locale: String) {
    let lexicon = Lexicon(locale: locale)
    #expect(lexicon.locale == "en")
    #expect(lexicon.cancelWords == Lexicon.english.cancelWords)
    #expect(lexicon.fillers == Lexicon.english.fillers)
  }

  @Test func theMatcherReadsTheWordsOfEveryLanguageOnce() {
    let matching = Lexicon.matching
    for language in [Lexicon.english, .french, .german] {
      #expect(matching.fillers.isSuperset(of: language.fillers))
      #expect(matching.functionWords.isSuperset(of: language.functionWords))
      #expect(matching.neutralVerbs.isSuperset(of: language.neutralVerbs))
    }
    #expect(matching.verbGroups.map(\.name) == Lexicon.english.verbGroups.map(\.name))
    for group in matching.verbGroups {
      #expect(Set(group.expressions).count == group.expressions.count, "\(group.name)")
    }
    let get = matching.verbGroups.first { $0.name == "get" }?.expressions ?? []
    #expect(get.contains(["commander"]) && get.contains(["bestellen"]))
  }

  /// Words only the lexicon may list: an app's own words ("takeout") are its
  /// `DisplayRepresentation` synonyms, so Soup Chef's folder may hold those.
  @Test func noWordListIsKeptOutsideTheLexicon() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    let words = ["nope", "nevermind", "never mind", "yesterday", "umm", "fifteen", "bitte"]
    let appWords = ["takeout", "carryout"]
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    var strays: [String] = []
    for case let path as String in files where path.hasSuffix(".swift") {
      if path.hasPrefix("PhraseMatching/Lexicons/") { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      let checked = path.hasPrefix("SoupChef/") ? words : words + appWords
      for line in text.split(separator: "\n")
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        for word in checked where line.contains("\"\(word)\"") {
          strays.append("\(path): \(word)")
        }
      }
    }
    #expect(strays == [])
  }
}
