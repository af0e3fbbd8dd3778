/// `:suggestions`: Siri's suggestions from what was done before, numbered, and why each.
public struct SuggestionsCommand: SessionCommandAction {
  public static let names = ["suggestions"]
  public static let help: [CommandHelp] = [
    (":suggestions", "Siri Suggestions from what you did before, and why")
  ]

  public init() {}
  public init(argument: String) {}

  public func run(in context: CommandContext) async -> CommandOutcome {
    do {
      return .notices(SuggestionReport.lines(try context.runtime.suggestions()), isError: false)
    } catch {
      return .problem("\(error)")
    }
  }
}
