import ConversationRuntime

extension CorpusGenerator {
  /// The phrase with another app's thing in a closed slot: a title sharing no word with
  /// anything this app says or has.
  mutating func otherAppObject(_ said: SaidPhrase, intent: IntentPhrases, app: AppPhrases)
    -> String?
  {
    let closed = said.pieces.indices.filter { index in
      guard case .value(let name, _) = said.pieces[index].kind,
        let vocabulary = intent.slots[name]
      else { return false }
      return vocabulary.kind == .entries && !vocabulary.acceptsOtherText
        && !vocabulary.entries.isEmpty
    }
    guard let index = pick(closed) else { return nil }
    let own = Self.words(of: app)
    let foreign = apps.filter { $0.name != app.name }.flatMap(Self.closedTitles).filter {
      Self.contentWords($0).isDisjoint(with: own)
    }
    guard let title = pick(foreign) else { return nil }
    var copy = said
    copy.pieces[index].text = title
    return copy.text
  }

  /// The phrase with its verb replaced by one no intent has.
  mutating func noIntentVerb(_ said: SaidPhrase) -> String? {
    guard let first = said.pieces.first, first.kind == .text,
      let verb = first.text.split(separator: " ").first, first.text.first != " ",
      verb.allSatisfy(\.isLetter)
    else { return nil }
    let used = Set(apps.flatMap(Self.words))
    guard let other = pick(CorpusWords.noIntentVerbs.filter { !used.contains($0.lowercased()) })
    else { return nil }
    var copy = said
    copy.pieces[0].text = other + first.text.dropFirst(verb.count)
    return copy.text
  }

  /// A question about one of the app's things, or about the app, that no intent answers.
  mutating func question(app: AppPhrases) -> String? {
    let titles = Self.closedTitles(app)
    if let title = pick(titles), random.next(below: 3) != 0,
      let question = pick(CorpusWords.questions)
    {
      return question.replacingOccurrences(of: "%v", with: title)
        .replacingOccurrences(of: "%a", with: app.name)
    }
    return pick(CorpusWords.appQuestions)?.replacingOccurrences(of: "%a", with: app.name)
  }

  /// Talk to or about the app that asks for nothing.
  mutating func chitChat(app: AppPhrases) -> String? {
    pick(CorpusWords.chitChat)?.replacingOccurrences(of: "%a", with: app.name)
  }

  /// The phrase with the name of an app that is not loaded.
  mutating func notLoaded(_ said: SaidPhrase) -> String? {
    guard let app = said.pieces.firstIndex(where: { $0.kind == .app }),
      let other = pick(
        CorpusWords.unloadedApps.filter { name in !apps.contains { $0.name == name } })
    else { return nil }
    var copy = said
    copy.pieces[app].text = other
    return copy.text
  }

  /// The titles of the app's closed vocabularies (what it has, by name).
  static func closedTitles(_ app: AppPhrases) -> [String] {
    var titles: [String] = []
    for intent in app.intents {
      for name in intent.slots.keys.sorted() {
        guard let vocabulary = intent.slots[name], vocabulary.kind == .entries,
          !vocabulary.acceptsOtherText, vocabulary.entries.count <= 1_000
        else { continue }
        titles += vocabulary.entries.map(\.title)
      }
    }
    var seen: Set<String> = []
    return titles.filter { seen.insert($0).inserted }
  }

  /// Every word the app says: its name, its phrases, its closed values and their synonyms.
  static func words(of app: AppPhrases) -> Set<String> {
    var words = contentWords(app.name)
    for name in app.alternativeNames { words.formUnion(contentWords(name)) }
    for intent in app.intents {
      for phrase in intent.phrases {
        for case .text(let text) in phrase.segments { words.formUnion(contentWords(text)) }
      }
      for vocabulary in intent.slots.values where vocabulary.entries.count <= 1_000 {
        for entry in vocabulary.entries {
          words.formUnion(contentWords(entry.title))
          for synonym in entry.synonyms { words.formUnion(contentWords(synonym)) }
        }
      }
    }
    return words
  }

  /// Lower-cased words of three letters or more, a plural's "s" dropped.
  static func contentWords(_ text: String) -> Set<String> {
    Set(
      text.lowercased().split { !$0.isLetter }.filter { $0.count >= 3 }.map { word in
        word.hasSuffix("s") && word.count > 3 ? String(word.dropLast()) : String(word)
      })
  }
}
