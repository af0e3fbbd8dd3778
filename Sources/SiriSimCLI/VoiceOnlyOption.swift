import ArgumentParser

/// `--voice-only`: how Siri answers in a conversation. Only the commands that hold one take it
/// (`ui`, `converse`, `run`); elsewhere (`match`, `find`, `apps`, …) it would do nothing, so
/// it is an unknown option there.
struct VoiceOnlyOption: ParsableArguments {
  @Flag(help: "Voice-only mode: Siri speaks the full dialog and shows no snippets.")
  var voiceOnly = false

  @Flag(
    help: "Start with the device locked: intents that require authentication ask to unlock first.")
  var locked = false
}
