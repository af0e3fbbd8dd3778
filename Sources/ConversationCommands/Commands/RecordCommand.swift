/// `:record FILE` and `:stop`: write the session, from its start, to a `.siri` file.
enum RecordCommand {
  static func start(path: String, in context: CommandContext) -> CommandOutcome {
    guard let recording = context.recording else { return .problem(SessionCommand.cannotRecord) }
    do {
      let whole = try recording.startRecording(path: path)
      return .notice(SessionCommand.recordingNotice(path: path, wholeSession: whole))
    } catch {
      return .problem("\(error)")
    }
  }

  static func stop(in context: CommandContext) -> CommandOutcome {
    guard let recording = context.recording else { return .problem(SessionCommand.cannotRecord) }
    return .notice(SessionCommand.stoppedNotice(path: recording.stopRecording()))
  }
}

extension SessionCommand {
  /// What `:record` without a file says.
  public static let recordUsage = "Say where: “:record order.siri”."

  /// What `:record FILE` says once the file is open.
  public static func recordingNotice(path: String, wholeSession: Bool) -> String {
    wholeSession
      ? "Recording to \(path), from the start of this session. :stop ends it; sirisim replay \(path) checks it."
      : "Recording to \(path) from now (this session was too long to keep whole, so the replay may differ). :stop ends it."
  }

  /// What `:stop` says.
  public static func stoppedNotice(path: String?) -> String {
    path.map { "Recording stopped: \($0)." } ?? "Nothing is being recorded."
  }

  /// What `:record` says where nothing can be recorded (a replay).
  public static let cannotRecord = "Nothing can be recorded here (a replay records nothing)."
}
