import ConversationRuntime
import ConversationSession
import ConversationTranscript

/// A session front end that also writes the conversation to a recorder: the person's lines,
/// Siri's side and the commands' answers, as plain mode prints them.
struct TranscribingSessionFrontEnd: SessionFrontEnd {
  let inner: any SessionFrontEnd
  let conversation: TranscribingFrontEnd
  let recorder: TranscriptRecorder

  init(_ inner: any SessionFrontEnd, recorder: TranscriptRecorder) {
    self.inner = inner
    self.recorder = recorder
    conversation = TranscribingFrontEnd(inner, recorder: recorder)
  }

  func present(_ event: ConversationEvent) async {
    await conversation.present(event)
  }

  func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    await conversation.reply(to: prompt)
  }

  func readUtterance() async -> String? {
    guard let line = await inner.readUtterance() else { return nil }
    // `:record` and `:stop` stay out of the file: a replay of it must not record.
    if SessionCommand(line: line)?.isRecordingCommand != true { recorder.typed(line) }
    return line
  }

  func notice(_ text: String) {
    inner.notice(text)
    recorder.notice(text)
  }

  func showAppGuide(_ guide: AppGuide) {
    inner.showAppGuide(guide)
    // The file keeps what plain mode prints, so its replay reads the same lines.
    for line in guide.lines { recorder.notice(line) }
  }
}
