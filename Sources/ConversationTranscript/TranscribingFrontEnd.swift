import ConversationRuntime
import ConversationSession
import TextSafety

/// A front end that also writes the conversation to a ``TranscriptRecorder``, as plain mode
/// would print it: the transcript of a curses or JSON session replays in plain mode.
///
/// A reply is written as the line plain mode would have read for it (a row's number, a
/// button's title, the typed words), and the runtime gets the reply that line gives, so that
/// a replay of the file goes exactly as the session went.
public struct TranscribingFrontEnd: WrappingFrontEnd {
  /// The front end the person uses.
  package let inner: any ConversationFrontEnd
  /// Where the conversation is written.
  public let recorder: TranscriptRecorder

  /// Wraps a front end.
  package init(_ inner: any ConversationFrontEnd, recorder: TranscriptRecorder) {
    self.inner = inner
    self.recorder = recorder
  }

  /// Writes an event as plain mode prints it.
  package func didPresent(_ event: ConversationEvent) {
    recorder.write(recorder.renderer.lines(for: event))
  }

  package func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    recorder.write(recorder.renderer.lines(for: prompt))
    if let lines = inner as? any LineReplying {
      // Written as typed ("never mind", not "cancel"); nothing when the input ended.
      let (line, reply) = await lines.typedReply(to: prompt)
      if let line { typed(line, to: prompt) }
      return reply
    }
    let answer = TypedAnswer(for: await inner.reply(to: prompt), to: prompt)
    typed(answer.line, to: prompt)
    if let reading = answer.reading {
      recorder.write(recorder.renderer.lines(for: .answered(reading)))
    }
    return answer.reply
  }
}

extension TranscribingFrontEnd {
  /// Writes an answer as plain mode reads it back: a multiline answer as its lines and ".".
  fileprivate func typed(_ line: String, to prompt: ConversationPrompt) {
    guard case .value(let value) = prompt, value.entry.multiline,
      AnswerReading.reply(for: line, to: prompt) != .cancel
    else {
      recorder.typed(line)
      return
    }
    for typed in MultilineEntry.typedLines(for: line) { recorder.typed(typed) }
  }
}

/// A front end whose replies are typed lines (plain mode), which a transcript writes as typed.
package protocol LineReplying: ConversationFrontEnd {
  /// Asks the person as ``ConversationFrontEnd/reply(to:)`` does, and also returns the line
  /// they typed; `nil` when the input ended (the reply is then `.cancel`).
  func typedReply(to prompt: ConversationPrompt) async -> (line: String?, reply: ConversationReply)
}

/// A reply as the line plain mode reads for it, and the reply that line gives there.
public struct TypedAnswer: Sendable, Equatable {
  /// What the person would have typed in plain mode.
  public var line: String
  /// The reply for the runtime: what plain mode makes of `line`.
  package var reply: ConversationReply
  /// How the runtime reads `line` when it answers a pick list by number, which plain mode
  /// shows as `  → title`; the runtime is not told, as the row was picked, not typed.
  public var reading: UnderstoodAnswer?

  /// The line for a reply to a prompt.
  package init(for reply: ConversationReply, to prompt: ConversationPrompt) {
    reading = nil
    switch (reply, prompt) {
    case (.cancel, _):
      line = "cancel"
      self.reply = .cancel
    case (.confirm(let confirms), .confirmation(let confirmation)):
      line = confirms ? confirmation.confirmTitle : confirmation.declineTitle
      self.reply = reply
    case (.choice(let index), .confirmation(let confirmation)) where index == 0 || index == 1:
      line = index == 0 ? confirmation.confirmTitle : confirmation.declineTitle
      self.reply = .confirm(index == 0)
    case (.choice(let index), .choice(let choice)) where choice.choices.indices.contains(index):
      line = "\(index + 1)"
      self.reply = reply
      reading = UnderstoodAnswer(
        parameter: choice.parameter, typed: line, value: choice.choices[index].title)
    case (.choice(let index), _):
      line = "\(index + 1)"
      self.reply = AnswerReading.reply(for: line, to: prompt)
    case (.confirm(let confirms), _):
      line = confirms ? "yes" : "no"
      self.reply = AnswerReading.reply(for: line, to: prompt)
    case (.text(let text), .value(let value)) where value.entry.multiline:
      // Each line loses its controls; the lines stay (written one by one, then ".").
      line = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { InputText.withoutControls(String($0)) }.joined(separator: "\n")
      self.reply = AnswerReading.reply(for: line, to: prompt)
    case (.text(let text), _):
      line = InputText.withoutControls(text)
      self.reply = AnswerReading.reply(for: line, to: prompt)
    }
  }
}
