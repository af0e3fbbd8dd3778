/// `:spotlight WORDS`: searches what apps put in Spotlight and opens the result picked, as
/// tapping a Spotlight result does.
package struct SpotlightCommand: SessionCommandAction {
  package static let names = ["spotlight"]
  package static let help: [CommandHelp] = [
    (":spotlight WORDS", "search Spotlight and open a result, e.g. :spotlight latte")
  ]

  /// The words searched for.
  package var query: String

  /// A command that searches for `query`.
  package init(_ query: String) { self.query = query }

  package init(argument: String) throws(InvalidCommand) {
    guard !argument.isEmpty else {
      throw InvalidCommand("Say what to search for: “:spotlight latte”.")
    }
    query = argument
  }

  package func run(in context: CommandContext) async -> CommandOutcome {
    .turn(.spotlight(query))
  }

  package var mayStartTurn: Bool { true }
}
