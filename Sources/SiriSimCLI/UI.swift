import ArgumentParser
import Foundation
import SiriTerminal

/// `sirisim ui`, the default: the terminal UI on a terminal, plain mode otherwise.
struct UI: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ui",
    abstract: "The terminal UI when input and output are a terminal; plain lines otherwise.",
    discussion: """
      The UI shows the transcript, an input line, and panes for Siri's questions: a text field \
      with suggestions, a pick list, and confirmation buttons. Press ? for the keys. Without a \
      terminal (or with TERM=dumb, or --json), this is `sirisim converse`.

      Exits 0 after Ctrl-D or :quit, 130 after Ctrl-C or SIGINT.
      """)

  @OptionGroup var selection: AppSelection
  @OptionGroup var voice: VoiceOnlyOption
  @OptionGroup var recording: RecordingOption
  @OptionGroup var speech: SpeechOption

  @Flag(help: "Plain-mode JSON: one JSON event per line out, one reply per line in.")
  var json = false

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Plain mode: write the person's lines back as \"You: …\" (default: when input is not a "
        + "terminal)."))
  var echo: Bool?

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "The terminal UI: show under the input line what the typed words would do (^P switches "
        + "it)."))
  var preview = true

  @Option(
    help: ArgumentHelp(
      "Crash on purpose when an utterance is sent, to test that the terminal is restored.",
      visibility: .hidden))
  var simulateCrash: SimulatedCrash?

  func run() async throws {
    if !json, TerminalSession.canRun(environment: ProcessInfo.processInfo.environment) {
      try await TerminalUI(
        selection: selection, voiceOnly: voice.voiceOnly, locked: voice.locked,
        recording: recording, speech: speech, preview: preview, simulatedCrash: simulateCrash
      ).run()
      return
    }
    try await Converse.talk(
      selection: selection, voiceOnly: voice.voiceOnly, locked: voice.locked,
      recording: recording, speech: speech, json: json, echo: echo)
  }
}

extension SimulatedCrash: ExpressibleByArgument {}
