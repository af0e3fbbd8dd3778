import ConversationRuntime

extension Conversation {
  /// Saves the last intent that completed, with its values, under a phrase, as `:add-to-siri`
  /// does; saying the phrase then runs it.
  ///
  /// - Throws: ``VoiceShortcutError`` without memory, before any intent completed, or when the
  ///   phrase is an App Shortcut's or another saved one's.
  @discardableResult
  public func addToSiri(phrase: String) throws(VoiceShortcutError) -> VoiceShortcut {
    try runtime.addToSiri(phrase: phrase)
  }

  /// Siri's suggestions from the donations so far, best first, at the conversation's clock.
  public func suggestions(limit: Int = 5) throws -> [SiriSuggestion] {
    try runtime.suggestions(limit: limit)
  }
}
