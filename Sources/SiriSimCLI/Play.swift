import ArgumentParser
import ConversationRuntime
import ConversationTranscript
import Foundation
import SiriStore
import SiriTerminal

/// `sirisim play`: a transcript played in the terminal UI, typed as a person would.
struct Play: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play a .siri transcript in the terminal UI, typed as a person would.",
    discussion: """
      The transcript's "You:" lines are typed into the UI at a typist's pace; a list's row is \
      reached with the arrow keys, one row at a time, before Enter. Before each line, play \
      waits for a key, the footer saying "press a key · q quits · ← back": any key goes on, ← \
      goes back a turn, q or Ctrl-C stops; or it goes on by itself after --auto seconds. With \
      --cast, the run is also written as an asciicast recording (v3 unless --cast-format v2; \
      asciinema play OUT.cast), titled with the conversation, with a marker at each "You:" \
      line and ending on the conversation's last frame; without a terminal, --cast records it \
      headless. asciinema 2.x (2.4.0 is what pip installs) can't open a v3 recording: write \
      --cast-format v2 for it. --gif renders the conversation as an animated GIF (through agg) \
      and --html writes a web page that plays it in the asciinema web player, each turn a \
      chapter; both are made headless, at once.

      Exits 0 at the end, 130 after Ctrl-C, 2 for a transcript that can't be read.
      """)

  @Argument(help: "The .siri transcript.", completion: .file(extensions: ["siri"]))
  var file: String

  @Option(help: ArgumentHelp("Typing speed in characters a second.", valueName: "cps"))
  var speed = 14.0

  @Option(
    help: ArgumentHelp(
      "Go on by itself after this many seconds instead of waiting for a key.",
      valueName: "seconds"))
  var auto: Double?

  @OptionGroup var outputs: PlaybackOutputOption

  @OptionGroup var phraseFolder: PhraseFolderOption

  func validate() throws {
    guard speed > 0, speed.isFinite else {
      throw ValidationError("--speed wants a number above 0.")
    }
    if let auto, !(auto >= 0 && auto.isFinite) {
      throw ValidationError("--auto wants a number of seconds, 0 or more.")
    }
    if outputs.files.isEmpty,
      !TerminalSession.canRun(environment: ProcessInfo.processInfo.environment)
    {
      throw ValidationError(
        "play needs a terminal. Record it without one with --cast OUT.cast (or --gif, --html), or check it with \(Registration.current.executable) replay."
      )
    }
  }

  func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    let onTerminal = TerminalSession.canRun(environment: environment)
    // A GIF or a page is made headless, at once: nothing is played on the terminal.
    guard onTerminal, !outputs.rendersDemo else {
      return try await Self.writeOutputs(
        outputs, of: file, phrases: phraseFolder.resources,
        speed: speed, pause: auto, includingCast: true)
    }
    let (transcript, runtime) = try await Self.load(file, phrases: phraseFolder.resources)
    var size = TerminalSize(columns: transcript.header.width, rows: transcript.header.height)
    if onTerminal, let terminal = RecordingOption.terminalSize {
      size = TerminalSize(
        columns: min(size.columns, terminal.columns), rows: min(size.rows, terminal.rows))
    }
    let terminalType =
      onTerminal ? (environment["TERM"] ?? "xterm-256color") : "xterm-256color"
    let options = PlaybackOptions(
      charactersPerSecond: speed, autoDelay: auto, size: size, terminalType: terminalType)
    let writer = try outputs.cast.map { path in
      try Self.castWriter(
        path: path, transcript: transcript, options: options, format: outputs.format)
    }
    let path = file
    let phrases = phraseFolder.resources
    let result = try await TerminalPlayback.play(
      runtime: runtime, inputs: transcript.inputs, options: options, cast: writer,
      restart: { try? await Self.load(path, phrases: phrases).1 })
    Console.print(lines: result.plainLines)
    if let writer { try Self.checkWritten(writer) }
    if let signal = result.signal { throw ExitCode(128 + signal) }
  }

  /// A recording the disk would not take whole (a full disk) is said, and the command fails.
  static func checkWritten(_ writer: AsciicastWriter) throws {
    if let failure = writer.failure {
      Console.error("--cast: \(failure); the recording stops there.")
      throw ExitCode.failure
    }
  }

  /// A transcript and a fresh runtime with its settings; a file that can't be read is printed
  /// as `file:line:column: …` and exits 2.
  static func load(_ path: String, phrases: PhraseResources) async throws -> (
    TranscriptFile, ConversationRuntime
  ) {
    do throws(TranscriptError) {
      let file = try TranscriptFile.read(path: path)
      let memory = try? SiriStore(location: .memory)
      let runtime = try await file.makeRuntime(
        apps: { Registration.current.manifests(environment: $0, memory: memory) },
        phrases: phrases,
        memory: memory, executable: Registration.current.executable)
      return (file, runtime)
    } catch {
      Console.error("\(error)")
      throw ExitCode(2)
    }
  }

  /// A recording's title: the transcript's first comment, which a person wrote to say what it
  /// is; else its conversation, "Soup Chef: Order clam chowder from Soup Chef" (its apps and
  /// first line said), as for a file ConversationTesting wrote; the path only for a transcript
  /// in which nothing is said.
  static func castTitle(of transcript: TranscriptFile) -> String {
    if let comment = transcript.header.comments.first { return comment }
    guard let first = transcript.inputs.first else { return transcript.path }
    let apps = transcript.header.apps.joined(separator: ", ")
    return apps.isEmpty ? first : "\(apps): \(first)"
  }

  /// The recording's writer, headed with the transcript's size, time and title.
  static func castWriter(
    path: String, transcript: TranscriptFile, options: PlaybackOptions, format: AsciicastFormat
  ) throws -> AsciicastWriter {
    do {
      return try AsciicastWriter(
        path: path, size: options.size,
        timestamp: Int(transcript.header.now.timeIntervalSince1970),
        title: castTitle(of: transcript),
        terminalType: options.terminalType, format: format)
    } catch {
      throw ValidationError("--cast: \(error)")
    }
  }
}
