import PhraseMatching

/// Finds the recorded phrase an utterance says, with the same fuzzy matcher as App Shortcut
/// phrases: "soup tiem" says "Soup time".
public struct VoiceShortcutMatcher: Sendable {
  /// The shortcuts it was built over, to know when to build it again.
  public let shortcuts: [VoiceShortcut]
  private let matcher: PhraseMatcher

  /// A phrase closer than this to a recorded one is taken as the same phrase.
  public static let sameness = 0.9

  /// A matcher over recorded phrases.
  public init(shortcuts: [VoiceShortcut]) {
    self.shortcuts = shortcuts
    let intents = shortcuts.enumerated().map { offset, shortcut in
      IntentPhrases(
        intent: String(offset),
        phrases: [PhraseTemplate(segments: [.text(shortcut.invocationPhrase)])])
    }
    // No app name: a recorded phrase is said alone, as on a device.
    matcher = PhraseMatcher(apps: [AppPhrases(name: "", intents: intents, needsName: false)])
  }

  /// The shortcut an utterance says and how well, if any: an exact phrase first (ignoring case
  /// and punctuation), else the best fuzzy match over the matcher's threshold.
  public func match(_ utterance: String) -> (shortcut: VoiceShortcut, score: Double)? {
    let said = TextNormalizer.tokens(utterance)
    guard !said.isEmpty else { return nil }
    if let exact = shortcuts.first(where: { TextNormalizer.tokens($0.invocationPhrase) == said }) {
      return (exact, 1)
    }
    guard let best = matcher.rank(utterance).first, let offset = Int(best.intent),
      shortcuts.indices.contains(offset)
    else { return nil }
    return (shortcuts[offset], best.score)
  }
}
