import ConversationRuntime

/// `:find Type --where "…" …`: runs a Find action, as Shortcuts' does.
package struct FindCommand: SessionCommandAction {
  package static let names = ["find"]
  package static let help: [CommandHelp] = [
    (":find Type --where \"…\" …", "find entities, e.g. :find Trail")
  ]

  /// What to find.
  package var request: FindRequest

  /// A command that runs this request.
  package init(_ request: FindRequest) { self.request = request }

  package init(argument: String) throws(InvalidCommand) {
    do throws(FindError) {
      request = try FindRequest(commandLine: argument)
    } catch {
      throw InvalidCommand(":find \(argument) — \(error.message)")
    }
  }

  package func run(in context: CommandContext) async -> CommandOutcome {
    do throws(FindError) {
      return .notices(FindReport.lines(try await context.runtime.find(request)), isError: false)
    } catch {
      return .problem(error.message)
    }
  }
}
