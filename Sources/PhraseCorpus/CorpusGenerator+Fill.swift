import ConversationRuntime

extension CorpusGenerator {
  /// The phrase with the app's name and a value in every slot; nil when a slot has nothing to
  /// say (a closed vocabulary with no entries). `numberSlot`'s value is left for `numbered`.
  mutating func fill(
    _ phrase: PhraseTemplate, intent: IntentPhrases, app: AppPhrases, numberSlot: String?
  ) -> SaidPhrase? {
    var said = SaidPhrase(pieces: [], values: [:])
    for segment in phrase.segments {
      switch segment {
      case .text(let text): said.pieces.append(.init(kind: .text, text: text))
      case .applicationName: said.pieces.append(.init(kind: .app, text: app.name))
      case .parameter(let name):
        if name == numberSlot {
          said.pieces.append(.init(kind: .value(parameter: name, synonyms: []), text: ""))
          continue
        }
        guard let (text, value, synonyms) = value(for: name, in: intent.slots[name]) else {
          return nil
        }
        said.pieces.append(.init(kind: .value(parameter: name, synonyms: synonyms), text: text))
        said.values[name] = value
      }
    }
    return said
  }

  /// A value of the slot, as said, labelled, and its other names.
  mutating func value(for name: String, in vocabulary: SlotVocabulary?)
    -> (String, CorpusRow.Value, [String])?
  {
    let vocabulary = vocabulary ?? .text
    switch vocabulary.kind {
    case .number:
      let number = 2 + random.next(below: 8)
      return (String(number), .number(number), [])
    case .entries where !vocabulary.entries.isEmpty:
      guard let entry = pick(vocabulary.entries) else { return nil }
      return (entry.title, .entry(entry.id), entry.synonyms)
    case .entries where !vocabulary.acceptsOtherText:
      return nil
    default:
      let lower = name.lowercased()
      let pool =
        ["name", "author", "by", "person"].contains(where: lower.contains)
        ? CorpusWords.names : CorpusWords.titles
      guard let text = pick(pool) else { return nil }
      return (text, .text(text), [])
    }
  }
}
