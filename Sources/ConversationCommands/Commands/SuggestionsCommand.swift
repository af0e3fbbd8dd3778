/// `:suggestions` and `:suggestion N`: Siri's suggestions from what was done before, listed or
/// run.
enum SuggestionsCommand {
  static func list(in context: CommandContext) -> CommandOutcome {
    do {
      return .notices(SuggestionReport.lines(try context.runtime.suggestions()), isError: false)
    } catch {
      return .problem("\(error)")
    }
  }

  static func run(_ number: Int, in context: CommandContext) -> CommandOutcome {
    let suggestions = (try? context.runtime.suggestions()) ?? []
    guard suggestions.indices.contains(number - 1) else {
      return .problem(SuggestionReport.noSuggestion(number, count: suggestions.count))
    }
    return .turn(.suggestion(suggestions[number - 1], number: number))
  }
}
