import PhraseMatching

extension ConversationReply {
  /// Whether a typed answer is a cancel word of the English lexicon (`Lexicon.cancelWords`),
  /// which the front ends read before any locale is known.
  package static func isEnglishCancelWord(_ text: String) -> Bool {
    Lexicon.english.cancelWords.contains(text)
  }
}
