import ConversationRuntime

extension Conversation {
  /// Searches Spotlight as `:spotlight WORDS` does: Siri lists what the apps indexed that
  /// matches, as a choice (``Prompt/choice(_:)``); `choose` opens one.
  public func spotlight(_ words: String) async throws(ConversationTestingError) {
    try await start("spotlight(\"\(words)\")", typed: ":spotlight \(words)") {
      runtime, frontEnd in
      await runtime.spotlight(words, with: frontEnd)
    }
  }

  /// Undoes what the last `UndoableIntent` registered, as `:undo` does; returns what SiriSim
  /// says ("Undid “Cancel Order 101”.").
  @discardableResult
  public func undo() async throws(ConversationTestingError) -> String {
    try await notice(":undo") { await $0.undo().text(redo: false) }
  }

  /// Does again what ``undo()`` undid, as `:redo` does.
  @discardableResult
  public func redo() async throws(ConversationTestingError) -> String {
    try await notice(":redo") { await $0.redo().text(redo: true) }
  }

  private func notice(
    _ typed: String, _ body: @Sendable (ConversationRuntime) async -> String
  ) async throws(ConversationTestingError) -> String {
    if let question = pendingPrompt {
      throw .questionPending(step: typed, question: question.text)
    }
    recorder.typed(typed)
    let line = await body(runtime)
    recorder.notice(line)
    return line
  }
}
