import PhraseMatching
import TextSafety

/// Finds the recorded phrase an utterance says, with the same fuzzy matcher as App Shortcut
/// phrases: "soup tiem" says "Soup time".
///
/// A phrase wins only when the utterance says one of its content words (a word that is not a
/// filler, `WordRoles`), as written or misspelt: a phrase of fillers only ("a", "please", saved
/// before such phrases were refused) never matches, and "open sesame" doesn't take "open the
/// door". An utterance past the matcher's caps (`InputLimits.maxUtteranceBytes`,
/// `InputLimits.maxUtteranceWords`) matches nothing, so a turn's work stays bounded whatever
/// was saved.
public struct VoiceShortcutMatcher: Sendable {
  /// The shortcuts it was built over, to know when to build it again.
  public let shortcuts: [VoiceShortcut]
  private let matcher: PhraseMatcher
  /// The first shortcut of each phrase as normalized words joined by a space, for exact matches.
  private let exact: [String: Int]
  /// Each shortcut's content words, normalized; empty for a phrase of fillers only.
  private let contentWords: [[String]]

  /// A phrase closer than this to a recorded one is taken as the same phrase.
  public static let sameness = 0.9

  /// A matcher over recorded phrases.
  public init(shortcuts: [VoiceShortcut]) {
    self.shortcuts = shortcuts
    var exact: [String: Int] = [:]
    var contentWords: [[String]] = []
    var intents: [IntentPhrases] = []
    for (offset, shortcut) in shortcuts.enumerated() {
      let content = WordRoles.contentWords(in: shortcut.invocationPhrase)
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
  public func match(_ utterance: String) -> (shortcut: VoiceShortcut, score: Double)? {
    guard utterance.utf8.count <= InputLimits.maxUtteranceBytes else { return nil }
    let said = TextNormalizer.tokens(utterance)
    guard !said.isEmpty, said.count <= InputLimits.maxUtteranceWords else { return nil }
    if let offset = exact[said.joined(separator: " ")] { return (shortcuts[offset], 1) }
    for candidate in matcher.rank(utterance) {
      guard let offset = Int(candidate.intent), shortcuts.indices.contains(offset) else {
        continue
      }
      let content = contentWords[offset]
      let saysContent = content.contains { word in
        said.contains { WordRoles.reads($0, as: word) }
      }
      if saysContent { return (shortcuts[offset], candidate.score) }
    }
    return nil
  }
}
