import ConversationRuntime

/// Generates the labelled variants of apps' phrases, and utterances they must refuse, from a
/// fixed seed: the same rows on every run and every machine.
package struct CorpusGenerator: Sendable {
  /// Every app loaded beside the ones rows are made for (their things are other apps' objects).
  let apps: [AppPhrases]
  let source: String
  var random: SyntheticCatalog.Generator
  /// The random stream of `CorpusCategory.wordNet` rows (see there).
  var wordNetRandom: SyntheticCatalog.Generator

  /// The rows for the apps named `targets`, `samples` tries per phrase and category.
  package static func rows(
    for targets: [String], among apps: [AppPhrases], source: String, seed: UInt64, samples: Int
  ) -> [CorpusRow] {
    var generator = CorpusGenerator(
      apps: apps, source: source, random: SyntheticCatalog.Generator(seed: seed),
      wordNetRandom: SyntheticCatalog.Generator(seed: seed ^ wordNetSeed))
    var rows: [CorpusRow] = []
    var seen: Set<String> = []
    func keep(_ row: CorpusRow?) {
      guard let row, seen.insert(row.utterance.lowercased()).inserted else { return }
      rows.append(row)
    }
    for app in apps where targets.contains(app.name) {
      for intent in app.intents {
        for phrase in intent.phrases {
          for category in CorpusCategory.allCases {
            // A quantity fits few phrases: more tries there.
            if category == .wordNet { swap(&generator.random, &generator.wordNetRandom) }
            for _ in 0..<(category == .number ? samples * 4 : samples) {
              keep(generator.row(category, phrase: phrase, intent: intent, app: app))
            }
            if category == .wordNet { swap(&generator.random, &generator.wordNetRandom) }
          }
        }
      }
    }
    return rows
  }

  /// One row of `category` from `phrase`, or nil when the phrase has no such variant.
  mutating func row(
    _ category: CorpusCategory, phrase: PhraseTemplate, intent: IntentPhrases, app: AppPhrases
  ) -> CorpusRow? {
    let number = intent.slots.keys.sorted().first { intent.slots[$0]?.kind == .number }
    guard
      let said = fill(
        phrase, intent: intent, app: app, numberSlot: category == .number ? number : nil)
    else { return nil }
    let action = CorpusRow.Expectation.action(
      app: app.name, intent: intent.intent, values: said.values)
    func made(_ text: String?, _ expected: CorpusRow.Expectation = action) -> CorpusRow? {
      text.map { CorpusRow(source: source, category: category, utterance: $0, expected: expected) }
    }
    switch category {
    case .exact: return made(said.text)
    case .filler: return made(filler(said))
    case .aside: return made(aside(said))
    case .typo: return made(typo(said))
    case .synonym: return made(synonym(said, intent: intent, app: app))
    case .wordNet:
      guard let spoken = wordNetSynonym(said, intent: intent, app: app) else { return nil }
      return made(spoken.text, .action(app: app.name, intent: intent.intent, values: spoken.values))
    case .reorder: return made(reorder(said))
    case .number:
      guard let number, let spoken = numbered(said, slot: number, phrase: phrase) else {
        return nil
      }
      return made(spoken.text, .action(app: app.name, intent: intent.intent, values: spoken.values))
    case .otherAppObject: return made(otherAppObject(said, intent: intent, app: app), .refusal)
    case .noIntentVerb: return made(noIntentVerb(said), .refusal)
    case .question: return made(question(app: app), .refusal)
    case .chitChat: return made(chitChat(app: app), .refusal)
    case .notLoaded: return made(notLoaded(said), .refusal)
    }
  }

  /// Mixed into the seed of `wordNetRandom`.
  static let wordNetSeed: UInt64 = 0x5752_4E54

  /// A random element.
  mutating func pick<T>(_ items: [T]) -> T? {
    items.isEmpty ? nil : items[random.next(below: items.count)]
  }
}
