/// `:redo`: does again the newest step `:undo` undid, when its undo registered the way back.
package struct RedoCommand: WordlessCommand {
  package static let names = ["redo"]
  package static let help: [CommandHelp] = [(":redo", "do again what :undo undid")]

  package init() {}

  package func run(in context: CommandContext) async -> CommandOutcome {
    .notice(await context.runtime.redo().text(redo: true))
  }
}
