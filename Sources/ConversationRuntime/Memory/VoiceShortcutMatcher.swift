import PhraseMatching
import TextSafety

/// Finds the recorded phrase an utterance says, with the same fuzzy matcher as App Shortcut
/// phrases: "soup tiem" says "Soup time".
///
/// A phrase wins only when the utterance says its content words (words that are neither
/// fillers nor answers, `WordRoles`), as written or misspelt — all of them, or all but one of a
/// long phrase: a phrase of fillers or answers only ("a", "please", "cancel", saved before such
/// phrases were refused) never matches, "open sesame" doesn't take "open the door", and
/// "pangolin dance" doesn't take "dance". An utterance past the matcher's caps (`InputLimits.maxUtteranceBytes`,
/// `InputLimits.maxUtteranceWords`) matches nothing, so a turn's work stays bounded whatever
/// was saved.
package struct VoiceShortcutMatcher: Sendable {
  /// The shortcuts it was built over, to know when to build it again.
  package let shortcuts: [VoiceShortcut]
  private let matcher: PhraseMatcher
  /// The first shortcut of each phrase as normalized words joined by a space, for exact matches.
  private let exact: [String: Int]
  /// Each shortcut's content words, normalized; empty for a phrase of fillers only.
  private let contentWords: [[String]]

  /// A phrase closer than this to a recorded one is taken as the same phrase.
  package static let sameness = 0.9

  /// A matcher over recorded phrases.
  package init(shortcuts: [VoiceShortcut]) {
    self.shortcuts = shortcuts
    var exact: [String: Int] = [:]
    var contentWords: [[String]] = []
    var intents: [IntentPhrases] = []
    for (offset, shortcut) in shortcuts.enumerated() {
      let content = WordRoles.meaningfulWords(in: shortcut.invocationPhrase)
      contentWords.append(content)
      guard !content.isEmpty else { continue }
      let key = TextNormalizer.normalized(shortcut.invocationPhrase)
      if exact[key] == nil { exact[key] = offset }
      intents.append(
        IntentPhrases(
          intent: String(offset),
          phrases: [PhraseTemplate(segments: [.text(shortcut.invocationPhrase)])]))
    }
    self.exact = exact
    self.contentWords = contentWords
    // No app name: a recorded phrase is said alone, as on a device.
    matcher = PhraseMatcher(apps: [AppPhrases(name: "", intents: intents, needsName: false)])
  }

  /// The shortcut an utterance says and how well, if any: an exact phrase first (ignoring case
  /// and punctuation), else the best fuzzy match over the matcher's threshold that says one of
  /// the phrase's content words.
  package func match(_ utterance: String) -> (shortcut: VoiceShortcut, score: Double)? {
    guard utterance.utf8.count <= InputLimits.maxUtteranceBytes else { return nil }
    let said = TextNormalizer.tokens(utterance)
    guard !said.isEmpty, said.count <= InputLimits.maxUtteranceWords else { return nil }
    if let offset = exact[said.joined(separator: " ")], !contentWords[offset].isEmpty {
      return (shortcuts[offset], 1)
    }
    for candidate in matcher.rank(utterance) {
      guard let offset = Int(candidate.intent), shortcuts.indices.contains(offset) else {
        continue
      }
      if Self.saysEnough(of: contentWords[offset], in: said) {
        return (shortcuts[offset], candidate.score)
      }
    }
    return nil
  }

  /// Whether the said words say the phrase's content words: every one of them (as written or
  /// misspelt) for a phrase of up to three, all but one for a longer phrase. One shared word
  /// is not enough: "dance" doesn't say "pangolin dance".
  static func saysEnough(of content: [String], in said: [String]) -> Bool {
    guard !content.isEmpty else { return false }
    let found = content.count(where: { word in said.contains { WordRoles.reads($0, as: word) } })
    return found >= (content.count <= 3 ? content.count : content.count - 1)
  }
}
