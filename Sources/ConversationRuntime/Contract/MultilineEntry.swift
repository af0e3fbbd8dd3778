/// How a multiline answer (`inputOptions: String.IntentInputOptions(multiline: true)`) is
/// typed where answers are lines: plain mode, JSON mode and `.siri` transcripts.
///
/// The answer is the lines typed up to one holding only ".", which ends it (as `mail` and SMTP
/// end a message); the lines keep their order and the "." is not part of the answer. In the
/// terminal UI Enter adds a line and Ctrl-D sends. A JSON reply is one string with `\n`s.
package enum MultilineEntry {
  /// The line that ends a multiline answer.
  package static let terminator = "."

  /// What plain mode says under a multiline question.
  package static let plainHint = "several lines; a line with only “.” ends the answer"

  /// The lines a person types in plain mode for this answer: its lines, then ".".
  package static func typedLines(for answer: String) -> [String] {
    answer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      + [terminator]
  }
}
