import ConversationRuntime

extension CorpusGenerator {
  /// The phrase's first word said by a verb WordNet gives for it, or a word of a closed value
  /// (an enum or option list of a few values) said by a WordNet relative: one of them, picked.
  /// Only one-word verbs are used (a phrasal verb of a first sense, "get down" for "start", is
  /// rarely what a person says), not one that begins another intent's phrase of the app, and
  /// only value relatives that name one value.
  mutating func wordNetSynonym(_ said: SaidPhrase, intent: IntentPhrases, app: AppPhrases)
    -> SaidPhrase?
  {
    let table = WordNetTable.english
    var options: [SaidPhrase] = []
    let firstWords = said.pieces.first.map { $0.text.split(separator: " ") } ?? []
    if let first = said.pieces.first, first.kind == .text, let verb = firstWords.first,
      firstWords.count < 2 || !Self.particles.contains(firstWords[1].lowercased()),
      let others = table.verbs[verb.lowercased()]
    {
      let otherVerbs = Set(
        app.intents.filter { $0.intent != intent.intent }.flatMap(\.phrases).compactMap {
          phrase -> String? in
          guard case .text(let text) = phrase.segments.first else { return nil }
          return text.split(separator: " ").first?.lowercased()
        })
      for other in others where other.count == 1 && !otherVerbs.contains(other[0]) {
        var copy = said
        let text = other.joined(separator: " ")
        copy.pieces[0].text =
          text.prefix(1).uppercased() + text.dropFirst() + first.text.dropFirst(verb.count)
        options.append(copy)
      }
    }
    for (index, piece) in said.pieces.enumerated() {
      guard case .value(let parameter, _) = piece.kind,
        let vocabulary = intent.slots[parameter], vocabulary.kind == .entries,
        !vocabulary.acceptsOtherText, vocabulary.entries.count <= 64
      else { continue }
      options += valueRelatives(said, piece: index, among: vocabulary.entries, table: table)
    }
    return pick(options)
  }

  /// Words that make a phrasal verb of the verb before them ("Log *out* of"): WordNet's verbs
  /// are the bare verb's, so such a phrase keeps its verb.
  static let particles: Set<String> = ["out", "up", "on", "off", "down", "over", "in"]

  /// The phrase with one word of the value at `piece` said by a WordNet activity relative that
  /// no other value's title has.
  private func valueRelatives(
    _ said: SaidPhrase, piece: Int, among entries: [VocabularyEntry], table: WordNetTable
  ) -> [SaidPhrase] {
    let words = said.pieces[piece].text.split(separator: " ").map(String.init)
    let otherTitles = Set(entries.map { $0.title.lowercased() })
    var result: [SaidPhrase] = []
    for (position, word) in words.enumerated() {
      for other in table.activities[word.lowercased()] ?? [] {
        let claimed = entries.filter { entry in
          entry.title.lowercased().split(separator: " ").contains { word in
            (table.activities[String(word)] ?? []).contains(other)
          }
        }
        guard claimed.count == 1, !otherTitles.contains(other.joined(separator: " ")) else {
          continue
        }
        var copy = said
        var replaced = words
        replaced.replaceSubrange(position...position, with: other)
        copy.pieces[piece].text = replaced.joined(separator: " ")
        result.append(copy)
      }
    }
    return result
  }
}
