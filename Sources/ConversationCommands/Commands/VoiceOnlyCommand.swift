/// `:voice-only on|off`: Siri speaks full dialogs and shows no snippets; alone it switches.
enum VoiceOnlyCommand {
  static func run(_ isOn: Bool?, in context: CommandContext) -> CommandOutcome {
    let runtime = context.runtime
    runtime.options.voiceOnly = isOn ?? !runtime.options.voiceOnly
    return .notice(SessionCommand.voiceOnlyNotice(isOn: runtime.options.voiceOnly))
  }
}

extension SessionCommand {
  /// What `:voice-only` says after it switched.
  public static func voiceOnlyNotice(isOn: Bool) -> String {
    "Voice-only mode is \(isOn ? "on" : "off")."
  }
}
