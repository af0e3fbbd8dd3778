import PhraseMatching

/// Saved phrases that grow one at a time, for checking each new phrase against all those before
/// it (an import of a thousand shortcuts) without matching it against each.
///
/// A phrase is close to a saved one only if the matcher can read each of its content words as
/// a word of the saved phrase: an unknown word alone costs more than closeness allows. So the
/// index keeps, by `WordRoles.comparisonKeys`, which saved phrases have a word under each key;
/// a new phrase is matched (with ``VoiceShortcutMatcher``, as one phrase is checked) only
/// against the saved phrases that have a word sharing a key with every one of its content
/// words: usually a handful, whatever the number saved.
struct VoiceShortcutIndex {
  private var shortcuts: [VoiceShortcut] = []
  /// The shortcuts (by offset) with a word under each key.
  private var postings: [String: Set<Int>] = [:]
  /// The keys of each word seen, said and as a phrase's, worked out once.
  private var keysOfWord: [String: Set<String>] = [:]
  private var keysOfSaidWord: [String: Set<String>] = [:]

  /// An index over the shortcuts saved already.
  init(_ saved: [VoiceShortcut]) {
    for shortcut in saved { insert(shortcut) }
  }

  /// The closest saved phrase to `phrase` and how close, if any is over the matcher's threshold.
  mutating func match(_ phrase: String) -> (shortcut: VoiceShortcut, score: Double)? {
    let content = Set(WordRoles.contentWords(in: phrase).filter { !WordRoles.isSkippable($0) })
    // Start from the word with the fewest phrases under its keys, then keep those that every
    // other word reaches too.
    let words = content.map { word in
      let keys = keys(of: word, said: true)
      return (keys: keys, reach: keys.reduce(0) { $0 + (postings[$1]?.count ?? 0) })
    }.sorted { $0.reach < $1.reach }
    var candidates: Set<Int>?
    for word in words {
      if let current = candidates {
        candidates = current.filter { offset in
          word.keys.contains { postings[$0]?.contains(offset) == true }
        }
      } else {
        var reached = Set<Int>()
        for key in word.keys { reached.formUnion(postings[key] ?? []) }
        candidates = reached
      }
      if candidates?.isEmpty == true { return nil }
    }
    guard let candidates, !candidates.isEmpty else { return nil }
    return VoiceShortcutMatcher(shortcuts: candidates.sorted().map { shortcuts[$0] })
      .match(phrase)
  }

  /// Adds a shortcut.
  mutating func insert(_ shortcut: VoiceShortcut) {
    let offset = shortcuts.count
    shortcuts.append(shortcut)
    for word in Set(TextNormalizer.tokens(shortcut.invocationPhrase)) {
      for key in keys(of: word, said: false) { postings[key, default: []].insert(offset) }
    }
  }

  private mutating func keys(of word: String, said: Bool) -> Set<String> {
    if let known = said ? keysOfSaidWord[word] : keysOfWord[word] { return known }
    let keys = WordRoles.comparisonKeys(of: word, said: said)
    if said { keysOfSaidWord[word] = keys } else { keysOfWord[word] = keys }
    return keys
  }
}
