/// `:stop`: ends the recording `:record` started.
public struct StopCommand: SessionCommandAction {
  public static let names = ["stop"]
  public static let help: [CommandHelp] = [(":stop", "end the recording")]

  public init() {}
  public init(argument: String) {}

  public func run(in context: CommandContext) async -> CommandOutcome {
    guard let recording = context.recording else { return .problem(RecordCommand.cannotRecord) }
    return .notice(Self.stoppedNotice(path: recording.stopRecording()))
  }

  public var isRecordingCommand: Bool { true }

  /// What `:stop` says: the file it closed, or that nothing was being recorded.
  public static func stoppedNotice(path: String?) -> String {
    path.map { "Recording stopped: \($0)." } ?? "Nothing is being recorded."
  }
}
