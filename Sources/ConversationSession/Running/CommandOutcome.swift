import ConversationRuntime

/// What running a `:` command comes to, for the front end to show or do: every front end runs
/// a command through ``SessionCommand/run(in:)`` and only presents its outcome, so a command
/// says the same in each.
package enum CommandOutcome: Sendable, Equatable {
  /// Lines to show, not part of the conversation; `isError` when they report a problem.
  case notices([String], isError: Bool)
  /// What each app offers (`:apps`): JSON mode writes it as one event, the others as
  /// ``AppGuide/lines``.
  case apps(AppGuide)
  /// A turn to run with the front end, as an utterance's would be (`:run`, `:suggestion`).
  case turn(CommandTurn)
  /// Leave the session.
  case quit

  /// Lines that say how it went.
  static func notice(_ line: String) -> CommandOutcome { .notices([line], isError: false) }

  /// A line that reports a problem.
  static func problem(_ line: String) -> CommandOutcome { .notices([line], isError: true) }
}

/// A turn a command starts: the front end runs it with its own front end, so Siri's questions
/// reach the person as an utterance's do.
package enum CommandTurn: Sendable, Equatable {
  /// Intents run with preset values, one after another (`:run`).
  case invocation(IntentInvocation)
  /// Siri's suggestion number `number` (from 1), run as tapping it does (`:suggestion N`).
  case suggestion(SiriSuggestion, number: Int)
  /// A Spotlight search whose picked result opens (`:spotlight WORDS`).
  case spotlight(String)

  /// The line a transcript keeps for it, as plain mode reads it back in a replay.
  package var typedLine: String {
    switch self {
    case .invocation(let invocation): return IntentInvocation.commandLine(for: invocation.chain)
    case .suggestion(_, let number): return ":suggestion \(number)"
    case .spotlight(let query): return ":spotlight \(query)"
    }
  }

  /// Runs the turn.
  @discardableResult
  package func run(on runtime: ConversationRuntime, with frontEnd: any ConversationFrontEnd) async
    -> ConversationOutcome
  {
    switch self {
    case .invocation(let invocation):
      return await runtime.run(chain: invocation.chain, with: frontEnd)
    case .suggestion(let suggestion, _):
      return await runtime.run(suggestion, with: frontEnd)
    case .spotlight(let query):
      return await runtime.spotlight(query, with: frontEnd)
    }
  }
}
