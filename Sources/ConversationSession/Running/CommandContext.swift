import ConversationRuntime

/// What a `:` command runs against: the runtime, what the session knows (the last utterance)
/// and where it is recorded, if anywhere.
package struct CommandContext: Sendable {
  /// The runtime the session talks to.
  package let runtime: ConversationRuntime
  /// The last utterance said, for `:why` alone.
  package let lastUtterance: String?
  /// Where the session is written, for `:record` and `:stop`; `nil` where nothing can be
  /// recorded (a replay).
  package let recording: (any SessionRecording)?

  /// A context over a runtime.
  package init(
    runtime: ConversationRuntime, lastUtterance: String? = nil,
    recording: (any SessionRecording)? = nil
  ) {
    self.runtime = runtime
    self.lastUtterance = lastUtterance
    self.recording = recording
  }
}

/// Where a session can be written as a `.siri` transcript (SiriSim's `TranscriptRecorder`).
package protocol SessionRecording: Sendable {
  /// Starts writing the session to `path`; returns whether the file holds the whole session
  /// (else it starts now, the session being too long to keep whole).
  func startRecording(path: String) throws -> Bool
  /// Stops writing; returns the file that was written, if one was.
  func stopRecording() -> String?
}
