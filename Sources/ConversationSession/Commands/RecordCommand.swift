import Foundation
import SafeFiles

/// `:record FILE`: writes the session, from its start, to a `.siri` file (`:stop` ends it).
/// A file that is there already is replaced only with `--force`, as `--record` asks.
package struct RecordCommand: SessionCommandAction {
  package static let names = ["record"]
  package static let help: [CommandHelp] = [
    (":record FILE", "record the session to a .siri transcript (sirisim replay FILE)")
  ]

  /// The file, `~` expanded.
  package var path: String
  /// Whether a file at `path` may be replaced (`:record FILE --force`).
  package var force: Bool

  /// A command that records to `path`.
  package init(path: String, force: Bool = false) {
    self.path = path
    self.force = force
  }

  package init(argument: String) throws(InvalidCommand) {
    try self.init(argument: argument, environment: ProcessInfo.processInfo.environment)
  }

  /// The command `:record ARGUMENT` names, `~` read from `environment`'s `HOME` as a shell would.
  package init(argument: String, environment: [String: String]) throws(InvalidCommand) {
    var file = Substring(argument)
    force = file.hasSuffix(" --force") || file == "--force"
    if force { file = file.dropLast("--force".count) }
    file = file.drop(while: \.isWhitespace)
    while file.last?.isWhitespace == true { file = file.dropLast() }
    guard !file.isEmpty else { throw InvalidCommand(Self.usage) }
    path = PersonPath.expandingTilde(in: String(file), environment: environment)
  }

  package var screenEffect: ScreenEffect { .recording }

  package func run(in context: CommandContext) async -> CommandOutcome {
    guard let recording = context.recording else { return .problem(Self.cannotRecord) }
    switch SafeFile.decide(path, for: .stream, force: force) {
    case .refused(let reason):
      return .problem(PathKind(path: path) == .regularFile ? Self.fileIsThere(path) : reason)
    default: break
    }
    do {
      let whole = try recording.startRecording(path: path)
      return .notice(Self.recordingNotice(path: path, wholeSession: whole))
    } catch {
      return .problem("\(error)")
    }
  }

  package var isRecordingCommand: Bool { true }

  /// What `:record` without a file says.
  package static let usage = "Say where: “:record order.siri”."

  /// What `:record FILE` says once the file is open.
  package static func recordingNotice(path: String, wholeSession: Bool) -> String {
    wholeSession
      ? "Recording to \(path), from the start of this session. :stop ends it; sirisim replay \(path) checks it."
      : "Recording to \(path) from now (this session was too long to keep whole, so the replay may differ). :stop ends it."
  }

  /// What `:record FILE` says when the file is there already.
  package static func fileIsThere(_ path: String) -> String {
    "“\(path)” is there already. Say “:record \(path) --force” to replace it, or choose another file."
  }

  /// What `:record` and `:stop` say where nothing can be recorded (a replay).
  package static let cannotRecord = "Nothing can be recorded here (a replay records nothing)."
}
