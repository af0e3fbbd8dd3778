import ConversationRuntime

/// `:add-to-siri PHRASE`: saves the last completed intent, with its values, under a phrase.
package struct AddToSiriCommand: SessionCommandAction {
  package static let names = ["add-to-siri", "addtosiri"]
  package static let help: [CommandHelp] = [
    (":add-to-siri PHRASE", "save the last completed intent, with its values, as PHRASE")
  ]

  /// The phrase to save it under.
  package var phrase: String

  /// A command that saves the last intent under this phrase.
  package init(_ phrase: String) { self.phrase = phrase }

  package init(argument: String) throws(InvalidCommand) {
    guard !argument.isEmpty else { throw InvalidCommand(Self.usage) }
    phrase = argument
  }

  package func run(in context: CommandContext) async -> CommandOutcome {
    do throws(VoiceShortcutError) {
      return .notice(Self.addedNotice(try context.runtime.addToSiri(phrase: phrase)))
    } catch {
      return .problem(error.description)
    }
  }

  /// What it says when no phrase is given.
  package static let usage =
    "Say the phrase to record: “:add-to-siri Soup time” saves the last completed intent."

  /// What it says once the phrase is saved.
  package static func addedNotice(_ shortcut: VoiceShortcut) -> String {
    "Added to Siri: \(shortcut.summary). Say “\(shortcut.invocationPhrase)” to run it."
  }
}
