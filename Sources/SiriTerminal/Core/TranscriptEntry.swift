import OpenAppIntents
import TextOutput

/// One thing in the transcript: what the person said, what Siri said, or a note.
package enum TranscriptEntry: Sendable, Hashable {
  /// An utterance the person sent from the input line, or a `:` command.
  case utterance(String)
  /// The person's answer to one of Siri's questions, as it reads: "Ferry Building", "Order".
  case answer(String)
  /// Siri speaks, possibly with a snippet.
  case siri(text: String, snippet: Snippet?, isError: Bool)
  /// Which App Shortcut the utterance was taken for: the app, the intent's title and the
  /// values read ("soup: Tomato Soup").
  case understood(app: String, intent: String, values: [String] = [])
  /// The app came to the foreground.
  case appOpened(app: String, screen: String?)
  /// A line that is not part of the conversation, such as a command's answer.
  case notice(String, isError: Bool)

  /// The entry as plain lines, the way plain mode writes it: `You: …`, `Siri: …` and boxed
  /// snippets. Used for the transcript printed after the UI closes.
  package func plainLines(snippetWidth: Int = 44) -> [String] {
    switch self {
    case .utterance(let text), .answer(let text):
      return ["You: " + text]
    case .siri(let text, let snippet, _):
      var lines: [String] = []
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where !text.isEmpty
      {
        lines.append((index == 0 ? "Siri: " : "      ") + line)
      }
      if let snippet { lines += snippet.boxedLines(maxWidth: snippetWidth) }
      return lines
    case .understood(let app, let intent, let values):
      return ["  → " + Self.understoodNote(app: app, intent: intent, values: values)]
    case .appOpened(let app, let screen):
      return ["[\(app) opened\(screen.map { ": \($0)" } ?? "")]"]
    case .notice(let text, _):
      return [text]
    }
  }

  /// "Soup Chef · Order Soup · soup: Tomato Soup": what an ``understood(app:intent:values:)``
  /// entry says, on screen and in plain lines.
  static func understoodNote(app: String, intent: String, values: [String]) -> String {
    ([app, intent] + values).joined(separator: " · ")
  }
}
