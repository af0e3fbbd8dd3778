import ConversationSession

/// The recorder is where `:record` and `:stop` write, in every front end.
extension TranscriptRecorder: SessionRecording {
  public func startRecording(path: String) throws -> Bool {
    try start(path: path) == .wholeSession
  }

  public func stopRecording() -> String? { stop() }
}
