import ConversationRuntime
import OpenAppIntents
import TextOutput

extension Snippet {
  /// The snippet's text lines, wide enough that nothing wraps.
  public var textLines: [String] { lines(width: 80).filter { !$0.isDivider }.map(\.text) }
}
