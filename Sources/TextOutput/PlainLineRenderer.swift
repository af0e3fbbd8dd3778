import ConversationRuntime
import OpenAppIntents
import TextSafety

/// The conversation as plain lines: `Siri: …` turns, numbered choices, boxed snippets, buttons
/// and `You: …` echoes.
///
/// Plain mode prints these lines, a `.siri` transcript file holds them and the curses UI prints
/// its scrollback with them when it closes, so a recording, its replay and the UI read the same. Every line is inert (``OutputSanitizer``), whatever bytes the app
/// or the person gave.
public struct PlainLineRenderer: Sendable {
  /// How wide a snippet's box is drawn, in columns.
  public var snippetWidth: Int

  /// The width plain mode and transcript files draw snippets at.
  public static let standardSnippetWidth = 44

  /// Creates a renderer.
  public init(snippetWidth: Int = PlainLineRenderer.standardSnippetWidth) {
    self.snippetWidth = snippetWidth
  }

  /// The lines an event shows; prompts show through ``lines(for:)-(ConversationPrompt)``.
  public func lines(for event: ConversationEvent) -> [String] {
    switch event {
    case .understood(let understanding):
      // What Siri took the utterance for, under it: "  → Soup Chef · Order Soup · soup: …".
      return [understood(understanding.summary)]
    case .prompt:
      return []
    case .speech(let speech):
      return said(speech.text, snippet: speech.snippet)
    case .answered(let answer):
      // The value chosen, when it reads differently from what was typed ("2", "manhatan").
      return answer.differs ? [line("  → \(answer.value)")] : []
    case .appOpened(let opened):
      return [appOpened(opened.app, screen: opened.screen)]
    case .ended:
      return [""]
    }
  }

  /// The lines a question shows before the person answers.
  public func lines(for prompt: ConversationPrompt) -> [String] {
    switch prompt {
    case .value(let value):
      var lines = siriLines(value.text)
      if value.suggestions.isEmpty, let hint = value.rangeHint { lines.append(line("  (\(hint))")) }
      if let hint = value.entry.hint { lines.append(line("  (\(hint))")) }
      if value.entry.multiline { lines.append(line("  (\(MultilineEntry.plainHint))")) }
      return lines + list(value.suggestions)
    case .choice(let choice):
      return siriLines(choice.text) + list(choice.choices)
    case .confirmation(let confirmation):
      var lines = siriLines(confirmation.text)
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

  /// What Siri says, then its snippet boxed: `Siri: …`, later lines indented under it.
  public func said(_ text: String, snippet: Snippet? = nil) -> [String] {
    (text.isEmpty ? [] : siriLines(text)) + (snippet.map(box) ?? [])
  }

  /// What Siri took an utterance for, under it: "  → Soup Chef · Order Soup · soup: …".
  public func understood(_ summary: String) -> String {
    line("  → \(summary)")
  }

  /// The app come to the foreground: "[Trails opened: Trail List]".
  public func appOpened(_ app: String, screen: String?) -> String {
    line("[\(app) opened\(screen.map { ": \($0)" } ?? "")]")
  }

  private func siriLines(_ text: String) -> [String] {
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
