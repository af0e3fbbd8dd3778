/// `:voice-only on|off`: Siri speaks full dialogs and shows no snippets; alone, it switches.
package struct VoiceOnlyCommand: SessionCommandAction {
  package static let names = ["voice-only", "voiceonly"]
  package static let help: [CommandHelp] = [
    (":voice-only on|off", "speak full dialogs, no snippets (alone: switch)")
  ]

  /// On or off; `nil` switches.
  package var isOn: Bool?

  /// A command that turns voice-only mode on or off, or switches it (`nil`).
  package init(isOn: Bool?) { self.isOn = isOn }

  package init(argument: String) throws(InvalidCommand) {
    switch argument.lowercased() {
    case "on": isOn = true
    case "off": isOn = false
    case "": isOn = nil
    default: throw InvalidCommand("Say “:voice-only on” or “:voice-only off”.")
    }
  }

  package var screenEffect: ScreenEffect { .setVoiceOnly(isOn) }

  package func run(in context: CommandContext) async -> CommandOutcome {
    let runtime = context.runtime
    runtime.options.voiceOnly = isOn ?? !runtime.options.voiceOnly
    return .notice(Self.notice(isOn: runtime.options.voiceOnly))
  }

  /// What the command says once the mode is set.
  package static func notice(isOn: Bool) -> String {
    "Voice-only mode is \(isOn ? "on" : "off")."
  }
}
