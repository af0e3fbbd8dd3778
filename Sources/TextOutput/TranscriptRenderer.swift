import ConversationRuntime
import OpenAppIntents
import TextSafety

/// The conversation as plain transcript lines: `Siri: …` turns, numbered choices, boxed
/// snippets, buttons and `You: …` echoes.
///
/// Plain mode prints these lines and a `.siri` transcript file holds them, so a recording and
/// its replay read the same. Every line is inert (``OutputSanitizer``), whatever bytes the app
/// or the person gave.
public struct TranscriptRenderer: Sendable {
  /// How wide a snippet's box is drawn, in columns.
  public var snippetWidth: Int

  /// The width plain mode and transcript files draw snippets at.
  public static let standardSnippetWidth = 44

  /// Creates a renderer.
  public init(snippetWidth: Int = TranscriptRenderer.standardSnippetWidth) {
    self.snippetWidth = snippetWidth
  }

  /// The lines an event shows; prompts show through ``lines(for:)-(ConversationPrompt)``.
  public func lines(for event: ConversationEvent) -> [String] {
    switch event {
    case .understood(let understanding):
      // What Siri took the utterance for, under it: "  → Soup Chef · Order Soup · soup: …".
      return [line("  → \(understanding.summary)")]
    case .prompt:
      return []
    case .speech(let speech):
      var lines = speech.text.isEmpty ? [] : said(speech.text)
      if let snippet = speech.snippet { lines += box(snippet) }
      return lines
    case .answered(let answer):
      // The value chosen, when it reads differently from what was typed ("2", "manhatan").
      return answer.differs ? [line("  → \(answer.value)")] : []
    case .appOpened(let opened):
      return [line("[\(opened.app) opened\(opened.screen.map { ": \($0)" } ?? "")]")]
    case .ended:
      return [""]
    }
  }

  /// The lines a question shows before the person answers.
  public func lines(for prompt: ConversationPrompt) -> [String] {
    switch prompt {
    case .value(let value):
      var lines = said(value.text)
      if value.suggestions.isEmpty, let hint = value.rangeHint { lines.append(line("  (\(hint))")) }
      if let hint = value.entry.hint { lines.append(line("  (\(hint))")) }
      if value.entry.multiline { lines.append(line("  (\(MultilineEntry.plainHint))")) }
      return lines + list(value.suggestions)
    case .choice(let choice):
      return said(choice.text) + list(choice.choices)
    case .confirmation(let confirmation):
      var lines = said(confirmation.text)
      if let snippet = confirmation.snippet { lines += box(snippet) }
      let confirm =
        confirmation.isDestructive
        ? "\(PromptChoice.destructiveMarker) \(confirmation.confirmTitle)"
        : confirmation.confirmTitle
      return lines + [line("  [\(confirm)]  [\(confirmation.declineTitle)]")]
    }
  }

  /// The echo of what the person typed: `You: …`.
  public func echo(_ typed: String) -> String {
    line("\(Self.youPrefix)\(typed)")
  }

  /// A line that is not part of the conversation, such as a command's answer.
  public func notice(_ text: String) -> [String] {
    OutputSanitizer.lines(text)
  }

  /// What starts a line the person typed.
  public static let youPrefix = "You: "
  /// What starts a line Siri says.
  public static let siriPrefix = "Siri: "

  private func said(_ text: String) -> [String] {
    OutputSanitizer.lines(text).enumerated().map { index, line in
      (index == 0 ? Self.siriPrefix : "      ") + line
    }
  }

  private func line(_ text: String) -> String {
    OutputSanitizer.line(text)
  }

  private func list(_ choices: [PromptChoice]) -> [String] {
    var lines: [String] = []
    var section: String?
    for (index, choice) in choices.enumerated() {
      if choice.section != section, let title = choice.section {
        lines.append(line("  \(title):"))
      }
      section = choice.section
      let subtitle = choice.subtitle.map { " — \($0)" } ?? ""
      lines.append(line("  \(index + 1). \(choice.shownTitle)\(subtitle)"))
    }
    return lines
  }

  private func box(_ snippet: Snippet) -> [String] {
    snippet.boxedLines(maxWidth: snippetWidth).map(line)
  }
}
