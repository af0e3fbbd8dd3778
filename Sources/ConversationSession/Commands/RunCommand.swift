import ConversationRuntime

/// `:run Intent name=value … [--then Intent x=@result …]`: runs intents with preset values, as
/// a turn of the conversation.
public struct RunCommand: SessionCommandAction {
  public static let names = ["run"]
  public static let help: [CommandHelp] = [
    (
      ":run Intent name=value …", "run an intent (its type name) with values, e.g. quantity=2"
    ),
    (":run … --then Intent x=@result", "then another, with its result"),
  ]

  /// The intents and their values.
  public var invocation: IntentInvocation

  /// A command that runs this invocation.
  public init(_ invocation: IntentInvocation) { self.invocation = invocation }

  public init(argument: String) throws(InvalidCommand) {
    do {
      invocation = try IntentInvocation(parsing: argument)
    } catch {
      throw InvalidCommand(":run \(argument) — \(error.atColumn)")
    }
  }

  public func run(in context: CommandContext) async -> CommandOutcome {
    .turn(.invocation(invocation))
  }

  public var mayStartTurn: Bool { true }
}
