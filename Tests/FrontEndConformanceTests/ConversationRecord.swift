import ConversationRuntime

/// What a front end made of a scripted conversation, in terms every front end shares: what Siri
/// said and asked, how each turn ended, and the notices of `:` commands. Two front ends agree
/// when their records are equal.
struct ConversationRecord: Equatable, CustomStringConvertible {
  /// Siri's side, in order: "understood …", "said …", "asked …", "ended …".
  var steps: [String] = []
  /// The notices, in order.
  var notices: [String] = []

  mutating func record(_ event: ConversationEvent) {
    switch event {
    case .understood(let understanding):
      steps.append("understood \(understanding.app) · \(understanding.intentTitle)")
    case .speech(let speech):
      if !speech.text.isEmpty { steps.append("said \(speech.text)") }
      if speech.snippet != nil { steps.append("showed a snippet") }
    case .prompt(let prompt):
      record(prompt)
    case .answered:
      // How an answer was read depends on how it was sent: the terminal UI sends a row it
      // highlighted as the row, plain mode the words typed. Each echoes the value chosen.
      break
    case .appOpened(let opened):
      steps.append("opened \(opened.app)")
    case .ended(let outcome):
      steps.append("ended \(outcome.summary)")
    }
  }

  mutating func record(_ prompt: ConversationPrompt) {
    steps.append("asked \(prompt.text)")
  }

  var description: String {
    (steps + notices.map { "notice \($0)" }).joined(separator: "\n")
  }
}
