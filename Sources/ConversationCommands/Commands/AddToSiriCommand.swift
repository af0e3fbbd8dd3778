import ConversationRuntime

/// `:add-to-siri PHRASE`: saves the last completed intent, with its values, under a phrase.
enum AddToSiriCommand {
  static func run(_ phrase: String, in context: CommandContext) -> CommandOutcome {
    do throws(VoiceShortcutError) {
      return .notice(SessionCommand.addedNotice(try context.runtime.addToSiri(phrase: phrase)))
    } catch {
      return .problem(error.description)
    }
  }
}

extension SessionCommand {
  /// What `:add-to-siri` without a phrase says.
  public static let addToSiriUsage =
    "Say the phrase to record: “:add-to-siri Soup time” saves the last completed intent."

  /// What `:add-to-siri` says once the phrase is saved.
  public static func addedNotice(_ shortcut: VoiceShortcut) -> String {
    "Added to Siri: \(shortcut.summary). Say “\(shortcut.invocationPhrase)” to run it."
  }
}
