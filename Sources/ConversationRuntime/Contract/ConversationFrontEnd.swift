/// What shows a conversation to a person and brings back their answers.
///
/// The curses UI, plain mode, JSON mode and tests each implement this.
package protocol ConversationFrontEnd: Sendable {
  /// Shows an event: speech, an understanding, an app opening or the end of a turn.
  func present(_ event: ConversationEvent) async
  /// Asks the person and returns their reply; `.cancel` ends the intent.
  func reply(to prompt: ConversationPrompt) async -> ConversationReply
}
