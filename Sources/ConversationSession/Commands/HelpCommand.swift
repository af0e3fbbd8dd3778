/// `:help` (also `:h`, `:?`): the commands, and in the UI the keys.
package struct HelpCommand: SessionCommandAction {
  package static let names = ["help", "h", "?"]
  package static let help: [CommandHelp] = [(":help", "keys and commands")]

  package init() {}
  package init(argument: String) {}

  package var screenEffect: ScreenEffect { .showHelp }

  package func run(in context: CommandContext) async -> CommandOutcome {
    .notices(SessionCommand.helpLines, isError: false)
  }
}
