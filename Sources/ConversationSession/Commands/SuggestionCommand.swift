/// `:suggestion [N]`: runs Siri's suggestion N (the first by default), as tapping it does.
package struct SuggestionCommand: SessionCommandAction {
  package static let names = ["suggestion"]
  package static let help: [CommandHelp] = [
    (":suggestion [N]", "run suggestion N (the first by default)")
  ]

  /// The suggestion's number, from 1.
  package var number: Int

  /// A command that runs suggestion `number`.
  package init(_ number: Int) { self.number = number }

  package init(argument: String) throws(InvalidCommand) {
    if argument.isEmpty {
      number = 1
    } else if let number = Int(argument), number > 0 {
      self.number = number
    } else {
      throw InvalidCommand("Say which suggestion by its number: “:suggestion 2”.")
    }
  }

  package var screenEffect: ScreenEffect { .takeSuggestion }

  package func run(in context: CommandContext) async -> CommandOutcome {
    let suggestions = (try? context.runtime.suggestions()) ?? []
    guard suggestions.indices.contains(number - 1) else {
      return .problem(SuggestionReport.noSuggestion(number, count: suggestions.count))
    }
    return .turn(.suggestion(suggestions[number - 1], number: number))
  }

  package var mayStartTurn: Bool { true }
}
