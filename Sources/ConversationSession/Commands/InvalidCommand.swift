/// A `:` line that could not be read as a command: unknown, or its words don't fit. Running it
/// says why; a command's ``SessionCommandAction/init(argument:)`` throws one. Not in
/// ``SessionCommand/all``: no name reaches it.
package struct InvalidCommand: SessionCommandAction, Error {
  package static let names: [String] = []
  package static let help: [CommandHelp] = []

  /// What to tell the person.
  package var message: String

  /// A command that only says `message`.
  package init(_ message: String) { self.message = message }

  package init(argument: String) { message = argument }

  package func run(in context: CommandContext) async -> CommandOutcome { .problem(message) }
}
