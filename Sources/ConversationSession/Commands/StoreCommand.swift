import ConversationRuntime

/// `:store`: where Siri's memory is kept (donations, Add to Siri phrases, the apps' data).
package struct StoreCommand: SessionCommandAction {
  package static let names = ["store"]
  package static let help: [CommandHelp] = [(":store", "where Siri's memory is kept")]

  package init() {}
  package init(argument: String) {}

  package func run(in context: CommandContext) async -> CommandOutcome {
    .notice(Self.notice(context.runtime.memory))
  }

  /// What `:store` says about a memory: its file, that it lives in memory only, or that
  /// nothing is remembered.
  package static func notice(_ memory: (any SiriMemory)?) -> String {
    guard let memory else {
      return
        "Memory: none. Nothing is remembered: no donations, suggestions or Add to Siri phrases."
    }
    guard let path = memory.storePath else {
      return "Memory: in memory only, forgotten when SiriSim ends."
    }
    return "Memory: \(path)"
  }
}
