import ConversationRuntime

/// `:run Intent name=value … [--then Intent x=@result …]`: runs intents with preset values, as
/// a turn of the conversation.
package struct RunCommand: SessionCommandAction {
  package static let names = ["run"]
  package static let help: [CommandHelp] = [
    (
      ":run Intent name=value …", "run an intent (its type name) with values, e.g. quantity=2"
    ),
    (":run … --then Intent x=@result", "then another, with its result"),
  ]

  /// The intents and their values.
  package var invocation: IntentInvocation

  /// A command that runs this invocation.
  package init(_ invocation: IntentInvocation) { self.invocation = invocation }

  package init(argument: String) throws(InvalidCommand) {
    do {
      invocation = try IntentInvocation(parsing: argument)
    } catch {
      throw InvalidCommand(":run \(argument) — \(error.atColumn)")
    }
  }

  package func run(in context: CommandContext) async -> CommandOutcome {
    .turn(.invocation(invocation))
  }

  package var mayStartTurn: Bool { true }
}
