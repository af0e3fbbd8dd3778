/// `:why [utterance]`: explains what the utterance (or the last one) matched.
enum WhyCommand {
  static func run(_ utterance: String?, in context: CommandContext) -> CommandOutcome {
    guard let utterance = utterance ?? context.lastUtterance else {
      return .problem(SessionCommand.nothingToExplain)
    }
    return .notices(ExplanationReport.lines(context.runtime.explain(utterance)), isError: false)
  }
}

extension SessionCommand {
  /// What `:why` says before any utterance.
  public static let nothingToExplain =
    "Say something first, or type :why and an utterance: “:why Order soup from Soup Chef”."
}
