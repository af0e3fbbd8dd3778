/// `:spotlight WORDS`: searches what apps put in Spotlight and opens the result picked, as
/// tapping a Spotlight result does.
public struct SpotlightCommand: SessionCommandAction {
  public static let names = ["spotlight"]
  public static let help: [CommandHelp] = [
    (":spotlight WORDS", "search Spotlight and open a result, e.g. :spotlight latte")
  ]

  /// The words searched for.
  public var query: String

  /// A command that searches for `query`.
  public init(_ query: String) { self.query = query }

  public init(argument: String) throws(InvalidCommand) {
    guard !argument.isEmpty else {
      throw InvalidCommand("Say what to search for: “:spotlight latte”.")
    }
    query = argument
  }

  public func run(in context: CommandContext) async -> CommandOutcome {
    .turn(.spotlight(query))
  }

  public var mayStartTurn: Bool { true }
}
