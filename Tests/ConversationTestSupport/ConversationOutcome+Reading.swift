import ConversationRuntime
import OpenAppIntents

extension ConversationOutcome {
  /// Whether the turn ran to its result.
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// The value a completed turn returned; `nil` when the turn did not complete.
  public var completedValue: String? {
    if case .completed(let completion) = self { return completion.value }
    return nil
  }
}
