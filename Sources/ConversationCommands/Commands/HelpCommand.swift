/// `:help`: the commands, a line each. The UI shows its help pane instead (the keys too).
enum HelpCommand {
  static func run() -> CommandOutcome {
    .notices(SessionCommand.helpLines, isError: false)
  }
}
