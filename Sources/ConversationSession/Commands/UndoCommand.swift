/// `:undo`: undoes the newest step an `UndoableIntent` registered, in whichever app (Ctrl-Z in
/// the terminal UI).
package struct UndoCommand: WordlessCommand {
  package static let names = ["undo"]
  package static let help: [CommandHelp] = [
    (":undo", "undo what the last undoable intent did (Ctrl-Z)")
  ]

  package init() {}

  package func run(in context: CommandContext) async -> CommandOutcome {
    .notice(await context.runtime.undo().text(redo: false))
  }
}
