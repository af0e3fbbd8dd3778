import ConversationRuntime
import ConversationSession

extension Conversation {
  /// Picks the choice with this title (any case) from a pick list or a question's
  /// suggestions, as an arrow key and Enter would.
  public func choose(_ title: String) async throws(ConversationTestingError) {
    let step = "choose(\"\(title)\")"
    let choices = try self.choices(for: step)
    guard
      let index = choices.firstIndex(where: {
        $0.title.compare(title, options: [.caseInsensitive]) == .orderedSame
      })
    else {
      throw .noSuchChoice(title, choices: choices.map(\.title))
    }
    try await answer(.choice(index), step: step)
  }

  /// Picks a row by its number, 1 being the first.
  public func choose(row: Int) async throws(ConversationTestingError) {
    let step = "choose(row: \(row))"
    let choices = try self.choices(for: step)
    guard choices.indices.contains(row - 1) else {
      throw .noSuchRow(row, rows: choices.count)
    }
    try await answer(.choice(row - 1), step: step)
  }

  /// Types an answer, as into plain mode: a value, a row's number, a name, "yes", "never mind".
  public func answer(_ text: String) async throws(ConversationTestingError) {
    let step = "answer(\"\(text)\")"
    guard let question = pendingPrompt else {
      throw .noQuestion(step: step, outcome: outcome)
    }
    try await answer(AnswerReading.reply(for: text, to: question), step: step)
  }

  /// Presses the confirming button ("Order", "Yes").
  public func confirm() async throws(ConversationTestingError) {
    try await press(true, step: "confirm()")
  }

  /// Presses the declining button ("Cancel", "No").
  public func decline() async throws(ConversationTestingError) {
    try await press(false, step: "decline()")
  }

  /// Cancels the intent at the question, as Esc or "cancel" does.
  public func cancel() async throws(ConversationTestingError) {
    try await answer(.cancel, step: "cancel()")
  }

  private func press(_ confirms: Bool, step: String) async throws(ConversationTestingError) {
    guard let question = pendingPrompt else {
      throw .noQuestion(step: step, outcome: outcome)
    }
    guard case .confirmation = question else {
      throw .notAConfirmation(step: step, question: question.text)
    }
    try await answer(.confirm(confirms), step: step)
  }

  private func choices(for step: String) throws(ConversationTestingError) -> [PromptChoice] {
    switch pendingPrompt {
    case nil:
      throw .noQuestion(step: step, outcome: outcome)
    case .choice(let choice):
      return choice.choices
    case .value(let value):
      return value.suggestions
    case .confirmation(let confirmation):
      return [
        PromptChoice(id: "confirm", title: confirmation.confirmTitle),
        PromptChoice(id: "decline", title: confirmation.declineTitle),
      ]
    }
  }
}
