import PhraseMatching
import Testing

/// The words that answer Siri are each language's own: Siri on a French device understands
/// "oui" and not "yes"; "ok" is French and German too.
@Suite struct AnswerWordsTests {
  @Test func frenchAnswersAreFrench() {
    let french = Lexicon(locale: "fr")
    #expect(french.yesAnswers.isSuperset(of: ["oui", "daccord", "ok", "bien sur"]))
    #expect(french.noAnswers.isSuperset(of: ["non", "non merci"]))
    #expect(french.cancelWords.isSuperset(of: ["annuler", "laisse tomber"]))
    #expect(french.yesAnswers.isDisjoint(with: ["yes", "yeah", "sure"]))
    #expect(french.noAnswers.isDisjoint(with: ["no", "nope"]))
    #expect(!french.cancelWords.contains("never mind"))
  }

  @Test func germanAnswersAreGerman() {
    let german = Lexicon(locale: "de")
    #expect(german.yesAnswers.isSuperset(of: ["ja", "genau", "ok", "in ordnung"]))
    #expect(german.noAnswers.isSuperset(of: ["nein", "nee"]))
    #expect(german.cancelWords.isSuperset(of: ["abbrechen", "vergiss es"]))
    #expect(german.yesAnswers.isDisjoint(with: ["yes", "yeah", "sure", "oui"]))
    #expect(!german.cancelWords.contains("never mind"))
  }

  /// Matching still reads every language's words: only the answers are a language's own.
  @Test func frenchStillMatchesEnglishFillers() {
    #expect(Lexicon(locale: "fr").fillers.contains("please"))
    #expect(Lexicon.english.yesAnswers.contains("yes"))
    #expect(!Lexicon.english.yesAnswers.contains("oui"))
  }
}
