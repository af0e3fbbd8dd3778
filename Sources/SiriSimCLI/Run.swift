import ArgumentParser
import ConversationRuntime
import ConversationSession
import ConversationTranscript
import Foundation
import PlainConversation

/// `sirisim run`: runs one intent with preset values, as Shortcuts runs an action, or several
/// in a row, each taking the one before's result.
struct Run: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Run an intent with preset parameter values; Siri asks for what is missing.",
    discussion: """
      Example: sirisim run INTENT quantity=7 item="Flat White", the intent named by its type \
      (`sirisim apps` lists them). Values are read like answers (numbers, names, options). \
      Siri's questions are answered on standard input.

      Chain intents with --then; @result is the value the intent before returned: \
      sirisim run INTENT title=Dune --then OTHER-INTENT item=@result

      Exits 0 when the last intent ran to its result, even a result that says no ("we don't \
      have that many in stock"); 1 when an intent failed or was cancelled ("cancel", \
      a declined order, the input ending at a prompt) or the chain cannot run; 2 on a usage \
      error, such as an intent or parameter no app has (naming the nearest one: "Did you \
      mean ...?"); 130 on Ctrl-C.
      """)

  @Argument(
    help: "The intent's type name (see `sirisim apps`).",
    completion: Completions.intent)
  var intent: String

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "Parameter values, then optionally --then Intent name=value … (name=@result takes the result of the intent before).",
      valueName: "name=value"),
    completion: Completions.runValue)
  var values: [String] = []

  @OptionGroup var selection: AppSelection
  @OptionGroup var voice: VoiceOnlyOption
  @OptionGroup var recording: RecordingOption

  @Flag(help: "Write one JSON event per line and read replies as lines.")
  var json = false

  func validate() throws {
    _ = try chain()
  }

  /// The intents to run, in order: `intent values… [--then Intent values…]…`.
  func chain() throws -> [ChainedIntent] {
    var steps = [ChainedIntent(intent: intent, parameters: [])]
    var expectingIntent = false
    for value in values {
      if value == "--then" {
        guard !expectingIntent else { throw ValidationError("--then needs an intent name.") }
        expectingIntent = true
        continue
      }
      if value.hasPrefix("-") && !value.contains("=") {
        throw ValidationError(
          "Unknown option “\(value)”. See \(Registration.current.executable) run --help.")
      }
      if expectingIntent {
        guard !value.contains("=") else {
          throw ValidationError("--then needs an intent name before “\(value)”.")
        }
        steps.append(ChainedIntent(intent: value, parameters: []))
        expectingIntent = false
        continue
      }
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
        throw ValidationError("Expected name=value, found “\(value)”.")
      }
      let name = String(value[..<equals])
      // One value a parameter: the last of two would silently win over the first.
      if let earlier = steps[steps.count - 1].parameters.first(where: { $0.0 == name }) {
        throw ValidationError(
          "\(name) is given twice (\(name)=\(earlier.1), \(value)). Give it once.")
      }
      steps[steps.count - 1].parameters.append(
        (name, String(value[value.index(after: equals)...])))
    }
    if expectingIntent { throw ValidationError("--then needs an intent name.") }
    return steps
  }

  func run() async throws {
    let steps = try chain()
    let runtime = await selection.makeRuntime(voiceOnly: voice.voiceOnly)
    runtime.isDeviceLocked = voice.locked
    try Self.checkNames(of: steps, in: runtime)
    let recorder = try recording.recorder(header: selection.transcriptHeader(for: runtime))
    defer { recorder.stop() }
    let frontEnd = StandardFrontEnd.make(json: json)
    // The file replays as the `:run` command plain mode would have been typed.
    recorder.typed(IntentInvocation.commandLine(for: steps))
    let outcome = await runtime.run(
      chain: steps, with: TranscribingFrontEnd(frontEnd, recorder: recorder))
    try RecordingOption.finish(recorder)
    // Only an intent that ran to its result is a success; see the discussion above.
    guard case .completed = outcome else { throw ExitCode.failure }
  }
}
