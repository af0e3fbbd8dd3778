/// `:redo`: does again the newest step `:undo` undid, when its undo registered the way back.
package struct RedoCommand: SessionCommandAction {
  package static let names = ["redo"]
  package static let help: [CommandHelp] = [(":redo", "do again what :undo undid")]

  package init() {}

  package init(argument: String) throws(InvalidCommand) {
    guard argument.isEmpty else { throw InvalidCommand(":redo takes no words after it.") }
  }

  package func run(in context: CommandContext) async -> CommandOutcome {
    .notice(await context.runtime.redo().text(redo: true))
  }
}
