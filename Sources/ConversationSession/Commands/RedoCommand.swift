/// `:redo`: does again the newest step `:undo` undid, when its undo registered the way back.
public struct RedoCommand: SessionCommandAction {
  public static let names = ["redo"]
  public static let help: [CommandHelp] = [(":redo", "do again what :undo undid")]

  public init() {}

  public init(argument: String) throws(InvalidCommand) {
    guard argument.isEmpty else { throw InvalidCommand(":redo takes no words after it.") }
  }

  public func run(in context: CommandContext) async -> CommandOutcome {
    .notice(await context.runtime.redo().text(redo: true))
  }
}
