import ConversationRuntime
import Foundation
import PlainConversation

/// The front end of a command that runs one turn on standard input and output (`run`,
/// `spotlight --open`): JSON lines, or plain lines echoing what was read when it is piped.
enum StandardFrontEnd {
  static func make(json: Bool) -> any ConversationFrontEnd {
    let input = StandardInput()
    let output = StandardOutput()
    return json
      ? JSONFrontEnd(input: input, output: output)
      : PlainFrontEnd(input: input, output: output, echoInput: isatty(STDIN_FILENO) != 1)
  }
}
