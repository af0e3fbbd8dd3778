import ConversationRuntime
import ConversationSession

/// A reply line that cannot answer the prompt, and why, in words a script's author understands.
public struct JSONReplyError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }

  public var description: String { message }
}

/// Reads the reply lines of JSON mode, checking each against the prompt it answers.
///
/// A line that does not start with `{` is typed text, read as plain mode reads it. An object
/// must be one of
/// `{"reply":"text","text":"…"}`, `{"reply":"choice","index":N}` (0-based, within the list),
/// `{"reply":"confirm","value":true|false}` (at a confirmation, or a yes/no value) or
/// `{"reply":"cancel"}`, with no other members. Anything else is an error that names the
/// problem; types are strict, so `1` is not `true` and `true` is not `1`.
public enum JSONReply {
  /// The reply a line gives to a prompt.
  package static func decode(_ line: String, to prompt: ConversationPrompt)
    throws(JSONReplyError) -> ConversationReply
  {
    guard line.drop(while: \.isWhitespace).first == "{" else {
      return AnswerReading.reply(for: line, to: prompt)
    }
    let members = try object(in: line)
    guard let kind = members["reply"] else {
      throw JSONReplyError(
        "A reply object needs \"reply\": \"text\", \"choice\", \"confirm\" or \"cancel\".")
    }
    guard case .string(let name) = kind else {
      throw JSONReplyError("\"reply\" must be a string, not \(kind.described).")
    }
    switch name {
    case "text":
      try onlyMembers(["reply", "text"], of: members, kind: name)
      return .text(
        try string("text", in: members, owner: "A text reply", meaning: "the words typed"))
    case "choice":
      try onlyMembers(["reply", "index"], of: members, kind: name)
      let count = choiceCount(of: prompt)
      let range = count > 0 ? "from 0 to \(count - 1)" : "(this prompt has no list)"
      guard let index = members["index"] else {
        throw JSONReplyError("A choice reply needs \"index\": a whole number \(range).")
      }
      guard case .integer(let position) = index else {
        throw JSONReplyError("\"index\" must be a whole number \(range), not \(index.described).")
      }
      guard position >= 0, position < count else {
        throw JSONReplyError(
          count > 0
            ? "\"index\" \(position) is out of range: this prompt has \(count) choice\(count == 1 ? "" : "s"), numbered from 0 to \(count - 1)."
            : "This prompt has no list to pick from; reply with text instead.")
      }
      return .choice(position)
    case "confirm":
      try onlyMembers(["reply", "value"], of: members, kind: name)
      guard acceptsConfirmation(prompt) else {
        throw JSONReplyError(
          "\"confirm\" answers a confirmation or a yes/no question; this prompt asks for \(asked(by: prompt))."
        )
      }
      guard let value = members["value"] else {
        throw JSONReplyError("A confirm reply needs \"value\": true or false.")
      }
      guard case .bool(let answer) = value else {
        throw JSONReplyError("\"value\" must be true or false, not \(value.described).")
      }
      return .confirm(answer)
    case "cancel":
      try onlyMembers(["reply"], of: members, kind: name)
      return .cancel
    default:
      throw JSONReplyError(
        "Unknown reply \(kind.described): use \"text\", \"choice\", \"confirm\" or \"cancel\".")
    }
  }

  /// The utterance a line says: the line itself, or `{"utterance":"…"}`.
  public static func utterance(in line: String) throws(JSONReplyError) -> String {
    guard line.drop(while: \.isWhitespace).first == "{" else { return line }
    let members = try object(in: line)
    try onlyMembers(["utterance"], of: members, kind: nil)
    return try string(
      "utterance", in: members, owner: "An utterance object", meaning: "the words said")
  }

  /// The string member `key` of an object, or an error that says what it should hold.
  private static func string(
    _ key: String, in members: JSONValue, owner: String, meaning: String
  ) throws(JSONReplyError) -> String {
    guard let value = members[key] else {
      throw JSONReplyError("\(owner) needs \"\(key)\": \(meaning).")
    }
    guard case .string(let text) = value else {
      throw JSONReplyError("\"\(key)\" must be a string, not \(value.described).")
    }
    return text
  }

  // MARK: Helpers

  private static func object(in line: String) throws(JSONReplyError) -> JSONValue {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: line)
    } catch {
      throw JSONReplyError(
        "Malformed JSON at \(error.column > 0 ? "column \(error.column)" : "the start"): \(error.message)."
      )
    }
    guard case .object = value else {
      throw JSONReplyError("Expected a JSON object, not \(value.described).")
    }
    return value
  }

  private static func onlyMembers(
    _ allowed: Set<String>, of object: JSONValue, kind: String?
  ) throws(JSONReplyError) {
    guard case .object(let members) = object else { return }
    if let extra = members.first(where: { !allowed.contains($0.key) }) {
      let known = allowed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
      let what = kind.map { "A \($0) reply" } ?? "An utterance object"
      throw JSONReplyError(
        "\(what) has no member \"\(extra.key)\"; it takes \(known).")
    }
  }

  private static func choiceCount(of prompt: ConversationPrompt) -> Int {
    switch prompt {
    case .value(let value): return value.suggestions.count
    case .choice(let choice): return choice.choices.count
    case .confirmation: return 2
    }
  }

  private static func acceptsConfirmation(_ prompt: ConversationPrompt) -> Bool {
    switch prompt {
    case .confirmation: return true
    case .value(let value): return value.inputKind == .boolean
    case .choice: return false
    }
  }

  private static func asked(by prompt: ConversationPrompt) -> String {
    switch prompt {
    case .value: return "a value"
    case .choice: return "a choice from a list"
    case .confirmation: return "a confirmation"
    }
  }
}
