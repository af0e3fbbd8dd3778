import ConversationRuntime
import Foundation
import TextSafety

/// Siri Suggestions as lines, the same in every front end and in `sirisim suggestions`.
package enum SuggestionReport {
  /// What is said when there is nothing to suggest yet.
  package static let none =
    "No suggestions yet: Siri suggests what you have done before. Run something first: say one of your apps' App Shortcut phrases."

  /// What `:suggestion N` says when there is no suggestion N.
  package static func noSuggestion(_ number: Int, count: Int) -> String {
    count == 0
      ? none
      : "There are \(count) suggestion\(count == 1 ? "" : "s"); say “:suggestion 1” to “:suggestion \(count)”."
  }

  /// Each suggestion numbered, with its reason, how often and when last, and the command that
  /// does the same: `:run …` in a session, or another (``shellCommand(_:)`` for a shell).
  package static func lines(
    _ suggestions: [SiriSuggestion],
    command: (SiriSuggestion) -> String = { ":run \($0.invocation)" }
  ) -> [String] {
    guard !suggestions.isEmpty else { return [none] }
    return suggestions.enumerated().flatMap { offset, suggestion in
      [
        "\(offset + 1). \(suggestion.prediction ?? suggestion.summary) (\(suggestion.app))",
        "   \(suggestion.reason) · \(suggestion.count) time\(suggestion.count == 1 ? "" : "s"), last \(date(suggestion.lastDate))",
        "   \(command(suggestion))",
      ]
    }
  }

  /// The shell command that does what a suggestion does, safe to paste into a shell:
  /// `sirisim run OrderSoup 'soup=Tomato Soup' quantity=2` (``SiriSuggestion/invocation`` is
  /// quoted for a POSIX shell), run by `executable` (an app's own, made with
  /// `SiriSim.main(apps:)`, or `sirisim`).
  package static func shellCommand(_ suggestion: SiriSuggestion, executable: String = "sirisim")
    -> String
  {
    ShellQuoting.command([executable]) + " run " + suggestion.invocation
  }

  /// The idle tip for the top suggestion, in the words people use (`readable`, from
  /// ``ConversationRuntime/readableSummary(of:)``): "Siri Suggestion: Order Soup · Soup:
  /// Tomato Soup — You order Tomato Soup around noon".
  package static func tip(_ suggestion: SiriSuggestion, readable: String) -> String {
    "Siri Suggestion: \(readable) — \(suggestion.reason)"
  }

  /// `2026-11-21T12:00:00Z`.
  package static func date(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
