/// `:help` (also `:h`, `:?`): the commands, and in the UI the keys.
public struct HelpCommand: SessionCommandAction {
  public static let names = ["help", "h", "?"]
  public static let help: [CommandHelp] = [(":help", "keys and commands")]

  public init() {}
  public init(argument: String) {}

  public var screenEffect: ScreenEffect { .showHelp }

  public func run(in context: CommandContext) async -> CommandOutcome {
    .notices(SessionCommand.helpLines, isError: false)
  }
}
