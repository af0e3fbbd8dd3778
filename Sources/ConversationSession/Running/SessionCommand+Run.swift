import ConversationRuntime

extension SessionCommand {
  /// Runs the command: the one place a `:` command does its work, whatever the front end. Each
  /// command's work and words are in its own file under `Commands/`.
  package func run(in context: CommandContext) async -> CommandOutcome {
    await action.run(in: context)
  }
}
