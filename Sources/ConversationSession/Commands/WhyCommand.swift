import ConversationRuntime

/// `:why [utterance]`: why the last utterance (or this one) matched what it did.
package struct WhyCommand: SessionCommandAction {
  package static let names = ["why"]
  package static let help: [CommandHelp] = [
    (":why [utterance]", "why the last utterance (or this one) matched")
  ]

  /// The utterance to explain; `nil` for the last one said.
  package var utterance: String?

  /// A command that explains this utterance, or the last one (`nil`).
  package init(_ utterance: String?) { self.utterance = utterance }

  package init(argument: String) { utterance = argument.isEmpty ? nil : argument }

  package func run(in context: CommandContext) async -> CommandOutcome {
    guard let utterance = utterance ?? context.lastUtterance else {
      return .problem(Self.nothingToExplain)
    }
    let explanation = ExplanationReport.withValues(
      context.runtime.explain(utterance),
      of: await context.runtime.interpret(utterance, limit: 1).first)
    return .notices(ExplanationReport.lines(explanation), isError: false)
  }

  /// What `:why` says before anything was said.
  package static let nothingToExplain =
    "Say something first, or type :why and what you would say."
}
