import ConversationRuntime

/// A front end that also speaks what Siri says: each speech and each question, a turn ending
/// when Siri asks the person something or the conversation's turn is over.
public struct SpeakingFrontEnd: WrappingFrontEnd {
  /// The front end the person uses.
  package let inner: any ConversationFrontEnd
  /// The voice.
  public let voice: SiriVoice

  /// Wraps a front end.
  package init(_ inner: any ConversationFrontEnd, voice: SiriVoice) {
    self.inner = inner
    self.voice = voice
  }

  /// Speaks Siri's speech; the end of the conversation's turn ends the voice's.
  package func didPresent(_ event: ConversationEvent) {
    switch event {
    case .speech(let speech): voice.say(speech.text)
    case .ended: voice.endTurn()
    default: break
    }
  }

  package func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    voice.say(prompt.text)
    voice.endTurn()
    return await inner.reply(to: prompt)
  }
}
