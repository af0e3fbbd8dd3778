import ConversationRuntime

/// `:store`: where Siri's memory is kept (donations, Add to Siri phrases, the apps' data).
enum StoreCommand {
  static func run(in context: CommandContext) -> CommandOutcome {
    .notice(SessionCommand.storeNotice(context.runtime.memory))
  }
}

extension SessionCommand {
  /// What `:store` says about a memory: its file, that it lives in memory only, or that
  /// nothing is remembered.
  public static func storeNotice(_ memory: (any SiriMemory)?) -> String {
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
