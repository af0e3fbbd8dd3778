import PhraseMatching

/// Phrases with no app behind them, ranked the way the runtime ranks a loaded app's: for the
/// generated corpus's example and synthetic apps and the bench's scale apps, which are phrase
/// sets alone. Answers the runtime's `RankedPhrase` values.
package struct PhraseBook: Sendable {
  private let matcher: PhraseMatcher
  private let prefixReader: PhrasePrefixReader?

  /// Indexes `apps`' phrases and vocabularies; with `readsPrefixes`, also the phrases' beginnings
  /// (for `preview(_:)`), which costs building time the ranking alone does not need.
  package init(apps: [AppPhrases], readsPrefixes: Bool = false) {
    matcher = PhraseMatcher(apps: apps)
    prefixReader = readsPrefixes ? PhrasePrefixReader(apps: apps) : nil
  }

  /// The phrases an utterance may mean, best first.
  package func rank(_ utterance: String) -> [RankedPhrase] {
    matcher.rank(utterance).map(RankedPhrase.init)
  }

  /// What the words typed so far would do: the best match's app and intent, else the phrase
  /// they begin (when built with `readsPrefixes`), as the curses UI's preview reads them.
  package func preview(_ typed: String) -> ConversationPreview? {
    if let best = matcher.rank(typed).first {
      return ConversationPreview(
        app: best.app, intentTitle: best.intent, values: [], isComplete: true)
    }
    return prefixReader?.read(typed).map {
      ConversationPreview(app: $0.app, intentTitle: $0.intent, values: [], isComplete: false)
    }
  }
}
