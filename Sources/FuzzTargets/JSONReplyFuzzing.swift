import PlainConversation

/// A line of JSON mode → a reply to each kind of prompt, an utterance, and a JSON value.
enum JSONReplyFuzzing {
  static func run(_ bytes: [UInt8]) {
    let line = FuzzTarget.text(bytes)
    for prompt in SamplePrompts.all {
      _ = try? JSONReply.decode(line, to: prompt)
    }
    _ = try? JSONReply.utterance(in: line)
    _ = try? JSONValue(parsing: line)
  }
}
