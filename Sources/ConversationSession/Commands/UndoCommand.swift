/// `:undo`: undoes the newest step an `UndoableIntent` registered, in whichever app (Ctrl-Z in
/// the terminal UI).
public struct UndoCommand: SessionCommandAction {
  public static let names = ["undo"]
  public static let help: [CommandHelp] = [
    (":undo", "undo what the last undoable intent did (Ctrl-Z)")
  ]

  public init() {}

  public init(argument: String) throws(InvalidCommand) {
    guard argument.isEmpty else { throw InvalidCommand(":undo takes no words after it.") }
  }

  public func run(in context: CommandContext) async -> CommandOutcome {
    .notice(await context.runtime.undo().text(redo: false))
  }
}
