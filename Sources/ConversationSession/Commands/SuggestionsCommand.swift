/// `:suggestions`: Siri's suggestions from what was done before, numbered, and why each.
package struct SuggestionsCommand: SessionCommandAction {
  package static let names = ["suggestions"]
  package static let help: [CommandHelp] = [
    (":suggestions", "Siri Suggestions from what you did before, and why")
  ]

  package init() {}
  package init(argument: String) {}

  package func run(in context: CommandContext) async -> CommandOutcome {
    do {
      return .notices(SuggestionReport.lines(try context.runtime.suggestions()), isError: false)
    } catch {
      return .problem("\(error)")
    }
  }
}
