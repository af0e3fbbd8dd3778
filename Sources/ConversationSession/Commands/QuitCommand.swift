/// `:quit` (also `:q`, `:exit`, and `quit` or `exit` alone): leaves the session.
public struct QuitCommand: SessionCommandAction {
  public static let names = ["quit", "q", "exit"]
  public static let help: [CommandHelp] = [
    (":quit", "leave (also quit, ^C, ^D, or the end of input)")
  ]

  public init() {}
  public init(argument: String) {}

  public var screenEffect: ScreenEffect { .quit }

  public func run(in context: CommandContext) async -> CommandOutcome { .quit }
}
