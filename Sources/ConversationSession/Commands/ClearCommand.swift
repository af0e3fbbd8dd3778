/// `:clear`: empties the UI's transcript; plain mode has no screen to clear, and says so.
package struct ClearCommand: SessionCommandAction {
  package static let names = ["clear"]
  package static let help: [CommandHelp] = [(":clear", "clear the transcript")]

  package init() {}
  package init(argument: String) {}

  package var screenEffect: ScreenEffect { .clearScrollback }

  package func run(in context: CommandContext) async -> CommandOutcome {
    .notice(Self.nothingToClear)
  }

  /// What plain mode answers.
  package static let nothingToClear =
    "Plain mode keeps no screen to clear: the lines written stay where they went."
}
