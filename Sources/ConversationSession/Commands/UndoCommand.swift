/// `:undo`: undoes the newest step an `UndoableIntent` registered, in whichever app (Ctrl-Z in
/// the terminal UI).
package struct UndoCommand: SessionCommandAction {
  package static let names = ["undo"]
  package static let help: [CommandHelp] = [
    (":undo", "undo what the last undoable intent did (Ctrl-Z)")
  ]

  package init() {}

  package init(argument: String) throws(InvalidCommand) {
    guard argument.isEmpty else { throw InvalidCommand(":undo takes no words after it.") }
  }

  package func run(in context: CommandContext) async -> CommandOutcome {
    .notice(await context.runtime.undo().text(redo: false))
  }
}
