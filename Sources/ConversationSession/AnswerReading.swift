import ConversationRuntime
import Foundation

/// How a typed answer replies to one of Siri's questions, the same in every front end: a cancel
/// word cancels, a suggestion's number picks it, anything else is text for the runtime to read
/// (which also reads "yes", "the second one" and numbers out of range, and says so).
package enum AnswerReading {
  /// Whether a typed answer is a cancel word of the English lexicon (`Lexicon.cancelWords`:
  /// "Never mind.", " cancel "): the front ends read answers before any locale is known, so
  /// English's cancel words work in every locale, as Esc does. The session's own ("annuler",
  /// "abbrechen") are read by the runtime, as are yes, no and the words for a row ("oui",
  /// "le deuxième"), in the session's language only.
  package static func isCancel(_ text: String) -> Bool {
    ConversationReply.isEnglishCancelWord(
      text.lowercased().trimmingCharacters(in: .whitespaces)
        .trimmingCharacters(in: .punctuationCharacters))
  }

  /// The reply a typed line gives to a prompt.
  package static func reply(for line: String, to prompt: ConversationPrompt) -> ConversationReply {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if isCancel(trimmed) { return .cancel }
    if let index = suggestionIndex(for: trimmed, in: prompt) { return .choice(index) }
    return .text(trimmed)
  }

  /// The suggestion a typed number picks in a value prompt (1 is the first), if it is one of
  /// them.
  package static func suggestionIndex(for text: String, in prompt: ConversationPrompt) -> Int? {
    guard case .value(let value) = prompt,
      let number = rowNumber(text, rows: value.suggestions.count)
    else { return nil }
    return number - 1
  }

  /// The row a typed number names among `rows` rows (1 is the first), or `nil` when the text is
  /// no such number. Compared before subtracting, so that no number, however large or small,
  /// overflows.
  package static func rowNumber(_ text: String, rows: Int) -> Int? {
    guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number >= 1,
      number <= rows
    else { return nil }
    return number
  }
}
