import OpenAppIntents
import TextOutput

/// One thing in the UI's scrollback: what the person said, what Siri said, or a note.
package enum ScrollbackEntry: Sendable, Hashable {
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

  /// "Soup Chef · Order Soup · soup: Tomato Soup": what an ``understood(app:intent:values:)``
  /// entry says, on screen and in plain lines.
  static func understoodNote(app: String, intent: String, values: [String]) -> String {
    ([app, intent] + values).joined(separator: " · ")
  }
}
