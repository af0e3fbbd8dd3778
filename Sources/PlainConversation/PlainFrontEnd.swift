import ConversationRuntime
import ConversationSession
import ConversationTranscript
import Foundation
import OpenAppIntents
import TextOutput
import TextSafety

/// The conversation as plain lines: `Siri: …` turns, numbered choices, boxed snippets.
///
/// Used when standard input or output is not a terminal; good for pipes, screen readers and
/// tests. Answer a list by number or by name, a confirmation with yes/no or the button's name;
/// "cancel" ends the intent at any prompt.
///
/// Every line it writes goes through ``OutputSanitizer``: what the person typed, what the app
/// says and its snippets print inert, whatever bytes they hold.
public struct PlainFrontEnd: ConversationFrontEnd, LineReplying {
  let input: any LineInput
  let output: any LineOutput
  let echoInput: Bool
  let renderer: PlainLineRenderer

  /// Creates a plain front end. With `echoInput`, the person's lines are written back as
  /// `You: …`, so that a piped transcript reads as a conversation.
  public init(
    input: any LineInput, output: any LineOutput, echoInput: Bool,
    snippetWidth: Int = PlainLineRenderer.standardSnippetWidth
  ) {
    self.input = input
    self.output = output
    self.echoInput = echoInput
    renderer = PlainLineRenderer(snippetWidth: snippetWidth)
  }

  public func present(_ event: ConversationEvent) async {
    write(renderer.lines(for: event))
  }

  package func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    await typedReply(to: prompt).reply
  }

  package func typedReply(to prompt: ConversationPrompt) async -> (
    line: String?, reply: ConversationReply
  ) {
    write(renderer.lines(for: prompt))
    guard let line = await readAnswer() else { return (nil, .cancel) }
    if case .value(let value) = prompt, value.entry.multiline {
      return await multilineReply(startingWith: line, to: prompt)
    }
    return (line, AnswerReading.reply(for: line, to: prompt))
  }

  /// A multiline answer: the lines up to one holding only "." (``MultilineEntry``); a first
  /// line that cancels cancels. The input ending ends the answer too.
  private func multilineReply(startingWith first: String, to prompt: ConversationPrompt) async
    -> (line: String?, reply: ConversationReply)
  {
    if case .cancel = AnswerReading.reply(for: first, to: prompt) { return (first, .cancel) }
    var lines: [String] = []
    var next: String? = first
    while let line = next, line.trimmingCharacters(in: .whitespaces) != MultilineEntry.terminator {
      lines.append(line)
      next = await readAnswer()
    }
    let answer = lines.joined(separator: "\n")
    return (answer, .text(answer))
  }

  /// Reads the person's next utterance, echoing it when asked to.
  public func readUtterance() async -> String? {
    await readAnswer()
  }

  private func readAnswer() async -> String? {
    guard let line = await input.nextLine() else { return nil }
    if echoInput { output.write(renderer.echo(line.text)) }
    if let notice = line.cutNotice { emit(notice) }
    return line.text
  }

  /// Writes one line, inert.
  func emit(_ line: String) {
    output.write(OutputSanitizer.line(line))
  }

  private func write(_ lines: [String]) {
    for line in lines { output.write(line) }
  }
}
