/// A `:` line that could not be read as a command: unknown, or its words don't fit. Running it
/// says why; a command's ``SessionCommandAction/init(argument:)`` throws one. Not in
/// ``SessionCommand/all``: no name reaches it.
public struct InvalidCommand: SessionCommandAction, Error {
  public static let names: [String] = []
  public static let help: [CommandHelp] = []

  /// What to tell the person.
  public var message: String

  /// A command that only says `message`.
  public init(_ message: String) { self.message = message }

  public init(argument: String) { message = argument }

  public func run(in context: CommandContext) async -> CommandOutcome { .problem(message) }
}
