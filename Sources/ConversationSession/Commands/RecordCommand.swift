import Foundation
import SafeFiles

/// `:record FILE`: writes the session, from its start, to a `.siri` file (`:stop` ends it).
public struct RecordCommand: SessionCommandAction {
  public static let names = ["record"]
  public static let help: [CommandHelp] = [
    (":record FILE", "record the session to a .siri transcript (sirisim replay FILE)")
  ]

  /// The file, `~` expanded.
  public var path: String

  /// A command that records to `path`.
  public init(path: String) { self.path = path }

  public init(argument: String) throws(InvalidCommand) {
    guard !argument.isEmpty else { throw InvalidCommand(Self.usage) }
    path = PersonPath.expandingTilde(in: argument, environment: ProcessInfo.processInfo.environment)
  }

  public func run(in context: CommandContext) async -> CommandOutcome {
    guard let recording = context.recording else { return .problem(Self.cannotRecord) }
    do {
      let whole = try recording.startRecording(path: path)
      return .notice(Self.recordingNotice(path: path, wholeSession: whole))
    } catch {
      return .problem("\(error)")
    }
  }

  public var isRecordingCommand: Bool { true }

  /// What `:record` without a file says.
  public static let usage = "Say where: “:record order.siri”."

  /// What `:record FILE` says once the file is open.
  public static func recordingNotice(path: String, wholeSession: Bool) -> String {
    wholeSession
      ? "Recording to \(path), from the start of this session. :stop ends it; sirisim replay \(path) checks it."
      : "Recording to \(path) from now (this session was too long to keep whole, so the replay may differ). :stop ends it."
  }

  /// What `:record` and `:stop` say where nothing can be recorded (a replay).
  public static let cannotRecord = "Nothing can be recorded here (a replay records nothing)."
}
