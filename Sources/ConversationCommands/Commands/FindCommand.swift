import ConversationRuntime

/// `:find Type --where "…"`: runs a Find action and lists what it found.
enum FindCommand {
  static func run(_ request: FindRequest, in context: CommandContext) async -> CommandOutcome {
    do throws(FindError) {
      return .notices(FindReport.lines(try await context.runtime.find(request)), isError: false)
    } catch {
      return .problem(error.message)
    }
  }
}
