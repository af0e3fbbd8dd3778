/// `:suggestion [N]`: runs Siri's suggestion N (the first by default), as tapping it does.
public struct SuggestionCommand: SessionCommandAction {
  public static let names = ["suggestion"]
  public static let help: [CommandHelp] = [
    (":suggestion [N]", "run suggestion N (the first by default)")
  ]

  /// The suggestion's number, from 1.
  public var number: Int

  /// A command that runs suggestion `number`.
  public init(_ number: Int) { self.number = number }

  public init(argument: String) throws(InvalidCommand) {
    if argument.isEmpty {
      number = 1
    } else if let number = Int(argument), number > 0 {
      self.number = number
    } else {
      throw InvalidCommand("Say which suggestion by its number: “:suggestion 2”.")
    }
  }

  public var screenEffect: ScreenEffect { .takeSuggestion }

  public func run(in context: CommandContext) async -> CommandOutcome {
    let suggestions = (try? context.runtime.suggestions()) ?? []
    guard suggestions.indices.contains(number - 1) else {
      return .problem(SuggestionReport.noSuggestion(number, count: suggestions.count))
    }
    return .turn(.suggestion(suggestions[number - 1], number: number))
  }

  public var mayStartTurn: Bool { true }
}
