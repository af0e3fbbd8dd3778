import Foundation
import ConversationRuntime

/// A plain-mode session: each line is an utterance; the runtime's questions read the next
/// lines; it ends at the end of input or on "quit".
public struct PlainSession {
  let runtime: ConversationRuntime
  let frontEnd: PlainFrontEnd

  /// Creates a session.
  public init(runtime: ConversationRuntime, frontEnd: PlainFrontEnd) {
    self.runtime = runtime
    self.frontEnd = frontEnd
  }

  /// Runs until the input ends; returns the outcome of each turn.
  @discardableResult
  public func run() async -> [ConversationOutcome] {
    var outcomes: [ConversationOutcome] = []
    while let line = await frontEnd.readUtterance() {
      let utterance = line.trimmingCharacters(in: .whitespacesAndNewlines)
      if utterance.isEmpty { continue }
      if ["quit", "exit", ":quit", ":q"].contains(utterance.lowercased()) { break }
      outcomes.append(await runtime.handle(utterance, with: frontEnd))
    }
    return outcomes
  }
}
