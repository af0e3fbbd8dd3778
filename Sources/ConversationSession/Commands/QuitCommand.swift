/// `:quit` (also `:q`, `:exit`, and `quit` or `exit` alone): leaves the session.
package struct QuitCommand: SessionCommandAction {
  package static let names = ["quit", "q", "exit"]
  package static let help: [CommandHelp] = [
    (":quit", "leave (also quit, ^C, ^D, or the end of input)")
  ]

  package init() {}
  package init(argument: String) {}

  package var screenEffect: ScreenEffect { .quit }

  package func run(in context: CommandContext) async -> CommandOutcome { .quit }
}
