import PlainConversation
import StrictJSON

/// A line of JSON mode → a reply to each kind of prompt, an utterance, and a JSON value; and
/// every object the reader takes, written again with its first member named twice, refused.
enum JSONReplyFuzzing {
  static func run(_ bytes: [UInt8]) {
    let line = FuzzTarget.text(bytes)
    for prompt in SamplePrompts.all {
      _ = try? JSONReply.decode(line, to: prompt)
    }
    _ = try? JSONReply.utterance(in: line)
    guard case .object(let members)? = try? JSONValue(parsing: line), let first = members.first
    else { return }
    // Which of two same-named members counts would be a guess: the reader must refuse it.
    let body = line.drop { $0 == " " || $0 == "\t" }
    guard body.first == "{" else { return }
    var name = JSONWriter()
    name.string(first.key)
    let doubled = "{" + name.text + ":null," + body.dropFirst()
    precondition(
      (try? JSONValue(parsing: doubled)) == nil, "a member named twice was taken: \(doubled)")
  }
}
