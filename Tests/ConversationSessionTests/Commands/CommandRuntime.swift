import ConversationRuntime
import ConversationSession
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SoupChef

/// A runtime over the real Soup Chef app, for running commands against.
enum CommandRuntime {
  static func make(memory: (any SiriMemory)? = nil) async -> ConversationRuntime {
    await SoupChefFixture.make(memory: memory).runtime
  }

  /// Parses a line as a command and runs it.
  static func run(
    _ line: String, on runtime: ConversationRuntime, lastUtterance: String? = nil,
    recording: (any SessionRecording)? = nil
  ) async -> CommandOutcome? {
    guard let command = SessionCommand(line: line) else { return nil }
    return await command.run(
      in: CommandContext(runtime: runtime, lastUtterance: lastUtterance, recording: recording))
  }
}
