/// `:stop`: ends the recording `:record` started.
package struct StopCommand: SessionCommandAction {
  package static let names = ["stop"]
  package static let help: [CommandHelp] = [(":stop", "end the recording")]

  package init() {}
  package init(argument: String) {}

  package func run(in context: CommandContext) async -> CommandOutcome {
    guard let recording = context.recording else { return .problem(RecordCommand.cannotRecord) }
    return .notice(Self.stoppedNotice(path: recording.stopRecording()))
  }

  package var isRecordingCommand: Bool { true }

  /// What `:stop` says: the file it closed, or that nothing was being recorded.
  package static func stoppedNotice(path: String?) -> String {
    path.map { "Recording stopped: \($0)." } ?? "Nothing is being recorded."
  }
}
