import ArgumentParser
import ConversationRuntime
import ConversationSession
import ConversationTranscript
import Foundation
import PlainConversation

/// `sirisim converse`: the conversation as lines on standard input and output.
struct Converse: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "converse",
    abstract: "Talk in plain lines: type an utterance, then answer Siri's questions.",
    discussion: """
      Each Siri line starts with "Siri: ". Answer a list by number or by name, a confirmation \
      with yes/no or the button's name ("order"), and type "cancel" at any prompt to stop the \
      intent. Type "quit" or end the input (Ctrl-D) to leave.

      With --record FILE (or :record FILE), the conversation is written to a .siri transcript \
      as it goes; `sirisim replay FILE` checks it against a new build.

      Exits 0 when the input ends or you quit, whatever the turns ended with (input ending at a \
      prompt cancels that turn); in JSON mode each turn's "ended" event says how it ended. \
      Exits 2 on a usage error, 130 on Ctrl-C.
      """)

  @OptionGroup var selection: AppSelection
  @OptionGroup var voice: VoiceOnlyOption
  @OptionGroup var recording: RecordingOption
  @OptionGroup var speech: SpeechOption

  @Flag(
    help: "Write one JSON event per line and read replies as lines (schema in docs/commands.md).")
  var json = false

  @Flag(
    inversion: .prefixedNo,
    help: "Write the person's lines back as \"You: …\" (default: when input is not a terminal).")
  var echo: Bool?

  func run() async throws {
    try await Self.talk(
      selection: selection, voiceOnly: voice.voiceOnly, locked: voice.locked,
      recording: recording, speech: speech, json: json, echo: echo)
  }

  /// Plain or JSON mode over the selected apps, until the input ends or the person quits.
  static func talk(
    selection: AppSelection, voiceOnly: Bool, locked: Bool = false, recording: RecordingOption,
    speech: SpeechOption,
    json: Bool, echo: Bool?, recorder given: TranscriptRecorder? = nil
  ) async throws {
    let runtime = await selection.makeRuntime(
      voiceOnly: voiceOnly,
      clock: selection.clock(conversation: true, recording: recording.record != nil))
    runtime.isDeviceLocked = locked
    let recorder = try given ?? recording.recorder(header: selection.transcriptHeader(for: runtime))
    defer { recorder.stop() }
    let voice = speech.voice(locale: runtime.locale)
    defer { SpeechOption.finish(voice) }
    func speaking(_ frontEnd: any SessionFrontEnd) -> any SessionFrontEnd {
      voice.map { SpeakingSessionFrontEnd(frontEnd, voice: $0) } ?? frontEnd
    }
    let input = StandardInput()
    let output = StandardOutput()
    if locked {
      // Written as the command a replay runs, so that it starts locked too.
      recorder.typed(":lock")
      recorder.notice(LockCommand.notice)
    }
    if json {
      let frontEnd = JSONFrontEnd(input: input, output: output)
      if locked { frontEnd.notice(LockCommand.notice) }
      await PlainSession(runtime: runtime, frontEnd: speaking(frontEnd), recorder: recorder).run()
      if given == nil { try RecordingOption.finish(recorder) }
      return
    }
    let interactive = isatty(STDIN_FILENO) == 1
    let frontEnd = PlainFrontEnd(input: input, output: output, echoInput: echo ?? !interactive)
    if locked { frontEnd.notice(LockCommand.notice) }
    if interactive {
      output.write(
        "SiriSim — \(runtime.appNames.joined(separator: ", ")). Type what you'd say to Siri; \"quit\" to leave."
      )
      if let example = runtime.examplePhrases().last {
        output.write("Try: “\(example.phrase)”")
      }
    }
    // On a terminal, a miss is followed by a pointer to `:why` (not in a pipe's output).
    await PlainSession(
      runtime: runtime, frontEnd: speaking(frontEnd), recorder: recorder,
      whyPointerOutput: interactive && isatty(STDOUT_FILENO) == 1 ? output : nil
    ).run()
    if given == nil { try RecordingOption.finish(recorder) }
  }
}
