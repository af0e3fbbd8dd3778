import ConversationTesting

/// What Apple's framework leaves to manual testing: the phrase. SiriSim-only, not part of
/// Apple's API; write `@_spi(SiriSim) import OpenAppIntentsTesting` on Linux to use it.
extension IntentDefinitions {
  /// Says an utterance to Siri with the app under test installed, and returns the conversation
  /// to step through (choose, answer, confirm) and check: phrase → intent → suspensions →
  /// result, in the same runtime as the intents ``AnyAppIntent/run()`` runs, so that what one
  /// does the other sees.
  ///
  /// ```swift
  /// let c = try await definitions.say("Order clam chowder from Soup Chef")
  /// try await c.choose("New England Clam Chowder")
  /// try await c.choose("Ferry Building")
  /// try await c.confirm()
  /// ```
  @_spi(SiriSim)
  public func say(_ utterance: String) async throws -> Conversation {
    guard let session else { throw notInstalled }
    let conversation = Conversation(runtime: await session.runtime())
    try await conversation.say(utterance)
    return conversation
  }
}
