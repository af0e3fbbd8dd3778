import ConversationCommands
import ConversationRuntime
import Foundation
import OpenAppIntents
import TerminalText

/// The conversation as plain lines: `Siri: …` turns, numbered choices, boxed snippets.
///
/// Used when standard input or output is not a terminal; good for pipes, screen readers and
/// tests. Answer a list by number or by name, a confirmation with yes/no or the button's name;
/// "cancel" ends the intent at any prompt.
///
/// Every line it writes goes through ``OutputSanitizer``: what the person typed, what the app
/// says and its snippets print inert, whatever bytes they hold.
public struct PlainFrontEnd: ConversationFrontEnd {
  let input: any LineInput
  let output: any LineOutput
  let echoInput: Bool
  let snippetWidth: Int

  /// Creates a plain front end. With `echoInput`, the person's lines are written back as
  /// `You: …`, so that a piped transcript reads as a conversation.
  public init(
    input: any LineInput, output: any LineOutput, echoInput: Bool, snippetWidth: Int = 44
  ) {
    self.input = input
    self.output = output
    self.echoInput = echoInput
    self.snippetWidth = snippetWidth
  }

  public func present(_ event: ConversationEvent) async {
    switch event {
    case .understood(let understanding):
      // What Siri took the utterance for, under it: "  → Soup Chef · Order Soup · soup: …".
      emit("  → \(understanding.summary)")
    case .prompt:
      break
    case .speech(let speech):
      if !speech.text.isEmpty { say(speech.text) }
      if let snippet = speech.snippet { box(snippet) }
    case .answered(let answer):
      // The value chosen, when it reads differently from what was typed ("2", "manhatan").
      if answer.differs { emit("  → \(answer.value)") }
    case .appOpened(let opened):
      emit("[\(opened.app) opened\(opened.screen.map { ": \($0)" } ?? "")]")
    case .ended:
      emit("")
    }
  }

  public func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    switch prompt {
    case .value(let value):
      say(value.text)
      if value.suggestions.isEmpty, let hint = value.rangeHint { emit("  (\(hint))") }
      list(value.suggestions)
    case .choice(let choice):
      say(choice.text)
      list(choice.choices)
    case .confirmation(let confirmation):
      say(confirmation.text)
      if let snippet = confirmation.snippet { box(snippet) }
      emit("  [\(confirmation.confirmTitle)]  [\(confirmation.declineTitle)]")
    }
    guard let line = await readAnswer() else { return .cancel }
    return AnswerReading.reply(for: line, to: prompt)
  }

  /// Reads the person's next utterance, echoing it when asked to.
  public func readUtterance() async -> String? {
    await readAnswer()
  }

  private func readAnswer() async -> String? {
    guard let line = await input.nextLine() else { return nil }
    if echoInput { emit("You: \(line.text)") }
    if let notice = line.cutNotice { emit(notice) }
    return line.text
  }

  private func say(_ text: String) {
    for (index, line) in OutputSanitizer.lines(text).enumerated() {
      output.write((index == 0 ? "Siri: " : "      ") + line)
    }
  }

  /// Writes one line, inert.
  func emit(_ line: String) {
    output.write(OutputSanitizer.line(line))
  }

  private func list(_ choices: [PromptChoice]) {
    var section: String?
    for (index, choice) in choices.enumerated() {
      if choice.section != section, let title = choice.section {
        emit("  \(title):")
      }
      section = choice.section
      let subtitle = choice.subtitle.map { " — \($0)" } ?? ""
      emit("  \(index + 1). \(choice.title)\(subtitle)")
    }
  }

  private func box(_ snippet: Snippet) {
    for line in snippet.boxedLines(maxWidth: snippetWidth) { emit(line) }
  }
}
