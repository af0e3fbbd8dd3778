/// One element of a compiled phrase: a literal word, the app name or a parameter slot.
enum PhraseElement: Sendable {
  /// A literal word of the template, normalized. Content words (not `Lexicon.matching.functionWords`) are
  /// the phrase's meaning: its verb, usually; `paraphrases` are the expressions of its verb groups.
  case word(MatchToken, isContent: Bool, paraphrases: [Paraphrase])
  /// `${applicationName}`.
  case applicationName
  /// A parameter slot, by index into the intent's parameters.
  case slot(Int)
}

extension PhraseElement {
  /// Whether it is a content word of the phrase.
  var isContentWord: Bool {
    if case .word(_, let isContent, _) = self { return isContent }
    return false
  }
}

/// Another way to say a phrase's word.
struct Paraphrase: Sendable {
  /// The words.
  let words: [String]
  /// Whether saying it identifies the intent: it has a word that is neither a filler nor a
  /// general verb ("buy", "in the mood for", but not "get", "have" or "feel like"), or it is a
  /// verb with its particle that only one verb group has ("bring up" is showing only).
  let isEvidence: Bool

  init(_ words: [String]) {
    self.words = words
    let hasOwnWord = words.contains {
      !Lexicon.matching.neutralVerbs.contains($0) && !Lexicon.matching.fillers.contains($0)
        && !Lexicon.matching.questionWords.contains($0)
    }
    isEvidence =
      hasOwnWord
      || words.count == 2 && Self.particles.contains(words[1])
        && Lexicon.matching.verbGroups.filter { $0.expressions.contains(words) }.count == 1
  }

  /// The particles of phrasal verbs ("bring up", "put on").
  static let particles: Set<String> = ["up", "on", "out", "off", "over", "down"]
}

/// A template compiled to normalized elements.
struct CompiledPhrase: Sendable {
  /// The template as given.
  let template: PhraseTemplate
  /// Its elements; literal text is split into words.
  let elements: [PhraseElement]
  /// Each element's id in the matcher's `LiteralTable`, or -1 for a name or a slot; the ids of
  /// the words of each element's paraphrases; and of `verbWords` (set by the matcher).
  var literalIDs: [Int32] = []
  var paraphraseWordIDs: [[[Int32]]] = []
  var verbWordIDs: [Int32] = []
  /// The phrase's content words and every word of their verb groups: said elsewhere they repeat
  /// the phrase's verb, and they never count as another action's verb.
  let verbWords: Set<String>
  /// Whether the phrase has something an utterance must say besides the app's name: a content
  /// word or a slot. An utterance matches only if it says one of the content words (or a
  /// synonym) or names an entry of a phrase parameter.
  let needsEvidence: Bool

  /// The verb groups a phrase's word says: those of the verb with its particle when the next
  /// word makes it one ("Log out of": logging out, never "log" for "track"), else the word's.
  static func groups(of word: String, before next: String?) -> [Int] {
    if let next, Paraphrase.particles.contains(next) {
      let phrasal = [word, next]
      let groups = Lexicon.matching.verbGroups.indices.filter {
        Lexicon.matching.verbGroups[$0].expressions.contains(phrasal)
      }
      if !groups.isEmpty { return groups }
    }
    return Lexicon.matching.groupsOfWord[word] ?? []
  }

  /// Compiles a template; `parameterIndex` maps parameter names to indices.
  init(_ template: PhraseTemplate, parameterIndex: [String: Int]) {
    self.template = template
    var elements: [PhraseElement] = []
    var verbWords = Set<String>()
    var afterPlaceholder = false
    for segment in template.segments {
      switch segment {
      case .text(let text):
        let words = TextNormalizer.tokens(afterPlaceholder ? Self.droppingPossessive(text) : text)
        for (position, word) in words.enumerated() {
          let isContent = !Lexicon.matching.functionWords.contains(word)
          var paraphrases: [Paraphrase] = []
          if isContent {
            verbWords.insert(word)
            for group in Self.groups(of: word, before: words.dropFirst(position + 1).first) {
              for expression in Lexicon.matching.verbGroups[group].expressions
              where expression != [word] {
                paraphrases.append(Paraphrase(expression))
                if expression.count == 1 { verbWords.insert(expression[0]) }
              }
            }
          }
          elements.append(.word(MatchToken(word), isContent: isContent, paraphrases: paraphrases))
        }
        afterPlaceholder = false
      case .applicationName:
        elements.append(.applicationName)
        afterPlaceholder = true
      case .parameter(let name):
        if let index = parameterIndex[name] { elements.append(.slot(index)) }
        afterPlaceholder = true
      }
    }
    self.elements = elements
    self.verbWords = verbWords
    needsEvidence = elements.contains {
      switch $0 {
      case .word(_, let isContent, _): return isContent
      case .slot: return true
      case .applicationName: return false
      }
    }
  }

  /// Text after a placeholder without a leading apostrophe-s ("${applicationName}'s menu" →
  /// " menu").
  private static func droppingPossessive(_ text: String) -> String {
    let characters = Array(text)
    guard characters.count >= 2, TextNormalizer.isApostrophe(characters[0]),
      characters[1] == "s" || characters[1] == "S",
      characters.count == 2 || !TextNormalizer.isWordCharacter(characters[2])
    else { return text }
    return String(characters.dropFirst(2))
  }
}

/// One parameter of an intent, compiled.
struct CompiledParameter: Sendable {
  /// The parameter's name.
  let name: String
  /// How values are found.
  let kind: SlotVocabulary.Kind
  /// Whether every value named is collected.
  let isList: Bool
  /// Whether unknown text fills it at its place in a phrase.
  let acceptsOtherText: Bool
  /// The entries, indexed (empty for numbers and text).
  let vocabulary: VocabularyIndex
  /// Its vocabulary's index into its app's `CompiledApp.vocabularies` (set by the matcher), or
  /// -1 when it has no forms.
  var vocabularyID = -1
  /// Whether some phrase of the intent names it (its entries then identify the intent).
  let isPhraseParameter: Bool
  /// Normalized word sequences after which free text fills it as an extra.
  let textCues: [[String]]
  /// Whether its value is any words (see `SlotVocabulary.isFreeText`).
  let isFreeText: Bool
  /// The most words of free text an extra may have.
  static let maxExtraTextWords = 8

  /// Spans longer than this never fill a slot with other text.
  static let maxOtherTextWords = 12
  /// The longest number expression read ("one hundred and twenty five").
  static let maxNumberWords = 6

  /// How spans said so far fit the vocabulary (`VocabularyIndex.fit`), by their words.
  private let fits = WordMemo<VocabularyIndex.Fit?>()

  /// `vocabulary.fit`, worked out once per span of words: entry titles are said again and
  /// again, in utterances of every shape.
  func fit(
    _ span: ArraySlice<MatchToken>, matches: ArraySlice<[VocabularyIndex.WordMatch]>,
    postings: ArraySlice<[Int32]?>, loose: Bool
  ) -> VocabularyIndex.Fit? {
    // Unless the words run together may be a form, `fit` needs a word of a form (`loose`) or
    // a form with every word: most spans are neither, and need no key.
    if !vocabulary.mayBeRunTogether(span) {
      if loose {
        guard matches.contains(where: { !$0.isEmpty }) else { return nil }
      } else {
        guard !matches.contains(where: \.isEmpty), VocabularyIndex.shareAForm(postings) else {
          return nil
        }
      }
    }
    var key = loose ? "+" : "-"
    for token in span {
      key += " "
      key += token.text
    }
    return fits.value(for: key) {
      vocabulary.fit(span, matches: matches, postings: postings, loose: loose)
    }
  }

  /// The most words a slot span may have at the phrase's place.
  var maxSlotWords: Int {
    switch kind {
    case .text: return Self.maxOtherTextWords
    case .number: return Self.maxNumberWords
    case .entries:
      // One more word for a name split in two and one for a word in no entry.
      let entryWords = vocabulary.maxFormWords + 2
      return acceptsOtherText ? max(entryWords, Self.maxOtherTextWords) : entryWords
    }
  }

  /// The most words an extra value may have (two more for a split word: "pick it up").
  var maxExtraWords: Int { vocabulary.maxFormWords + 2 }

  /// Compiles a parameter; its entries' index comes from `vocabularies` (shared with every
  /// parameter that has the same entries) when given.
  init(
    name: String, vocabulary: SlotVocabulary, isPhraseParameter: Bool,
    vocabularies: VocabularyCache? = nil
  ) {
    self.name = name
    kind = vocabulary.kind
    isList = vocabulary.isList
    acceptsOtherText = vocabulary.kind == .text || vocabulary.acceptsOtherText
    let entries = vocabulary.kind == .entries ? vocabulary.entries : []
    self.vocabulary =
      vocabularies?.index(for: entries) ?? VocabularyIndex(entries: entries)
    self.isPhraseParameter = isPhraseParameter
    textCues =
      vocabulary.kind == .text
      ? vocabulary.textCues.map(TextNormalizer.tokens).filter { !$0.isEmpty } : []
    isFreeText = vocabulary.kind == .text && vocabulary.isFreeText
  }
}

/// An intent's phrases and parameters, compiled.
struct CompiledIntent: Sendable {
  /// The intent's name.
  let name: String
  /// Its parameters in name order; every parameter its phrases mention has one.
  var parameters: [CompiledParameter]
  /// Its phrases, in declaration order.
  var phrases: [CompiledPhrase]
  /// The first number parameter in name order: where numbers said on the way go.
  let numberParameter: Int?
  /// Every literal word of the intent's phrases: never part of a slot's other text.
  let literalWords: Set<String>

  /// Compiles an intent's phrases; parameters with the same entries share one index from
  /// `vocabularies`.
  init(_ intent: IntentPhrases, vocabularies: VocabularyCache = VocabularyCache()) {
    name = intent.intent
    var slots = intent.slots
    let phraseNames = Set(intent.phrases.flatMap(\.parameterNames))
    for name in phraseNames where slots[name] == nil {
      slots[name] = .text
    }
    let parameters = slots.keys.sorted().map { name in
      CompiledParameter(
        name: name, vocabulary: slots[name] ?? .text,
        isPhraseParameter: phraseNames.contains(name), vocabularies: vocabularies)
    }
    var index: [String: Int] = [:]
    for (position, parameter) in parameters.enumerated() { index[parameter.name] = position }
    self.parameters = parameters
    // Phrases over the length caps are never matched (lint reports them).
    phrases = intent.phrases.filter(\.isWithinLimits)
      .map { CompiledPhrase($0, parameterIndex: index) }
    numberParameter = parameters.firstIndex { $0.kind == .number }
    var literalWords = Set<String>()
    for phrase in phrases {
      for case .word(let token, _, _) in phrase.elements { literalWords.insert(token.text) }
    }
    self.literalWords = literalWords
  }
}

/// An app's names and intents, compiled.
struct CompiledApp: Sendable {
  /// The display name.
  let name: String
  /// Whether an utterance must name the app (`AppPhrases.needsName`).
  let needsName: Bool
  /// The display name and the alternative names, normalized (empty ones left out).
  let names: [TokenSequence]
  /// The most words an app-name span may have (one more than the longest name, for a split word).
  let maxNameWords: Int
  /// The app's intents, in declaration order.
  var intents: [CompiledIntent]
  /// The app's negative phrases as an intent of their own, if it has any.
  var negative: CompiledIntent?
  /// Words of the app's phrases, names and values: never another app's word here.
  let ownWords: Set<String>
  /// What says this app and no other, as normalized words joined by spaces: two content words
  /// that follow each other in its phrases, neither a verb ("day pass"), and the titles of
  /// `distinctiveVocabularies` ("tomato soup", "dune", "want to read"); only those of 3
  /// characters or more that are no filler count (`DistinctiveForms.isDistinctive`).
  let distinctivePairs: Set<String>
  /// Its phrase parameters' vocabularies of at most `maxDistinctiveVocabulary` words: kept as
  /// indexes, not copied (a catalog of few words may have a million titles).
  let distinctiveVocabularies: [VocabularyIndex]
  /// Every word of its parameters' values ("trail" of "Devil's Slide Trail").
  let valueWords: Set<String>
  /// Other loaded apps' distinctive forms with a word that is none of this app's (set by the
  /// matcher): said here they name another app's thing, which no phrase of this app may take.
  var foreignForms = ForeignForms.none
  /// At least the most words of a form in `foreignForms`.
  var maxForeignFormWords = 0
  /// Words `foreignForms` may start with (at least their first words): a form can start only
  /// at one of these.
  var foreignFirstWords = ForeignFirstWords.none
  /// Every literal word of its phrases (negative phrases included) and of their verbs'
  /// paraphrases, once, by the ids in `CompiledPhrase.literalIDs` (set by the matcher).
  var literals: [MatchToken] = []
  /// `literals`' sketches, to rule out most comparisons at a glance (`WordSketch`).
  var literalSketches: [WordSketch] = []
  /// Its parameters' vocabularies that have forms, once each, by
  /// `CompiledParameter.vocabularyID` (set by the matcher).
  var vocabularies: [VocabularyIndex] = []
  /// What each word said so far costs as each of `literals` and reads as in each of
  /// `vocabularies`: worked out for this app alone, once the utterance names it.
  let saidWords = WordMemo<AppWord>()
  /// How each word said so far reads as the words of its names (`AppNameScan`).
  let nameWords = WordMemo<NameWord>()

  /// Vocabularies with more words than this (catalogs) lend no distinctive words: nearly any
  /// word would be one.
  static let maxDistinctiveVocabulary = 2_048

  /// Compiles an app; parameters with the same entries share one index from `vocabularies`.
  init(_ app: AppPhrases, vocabularies: VocabularyCache = VocabularyCache()) {
    name = app.name
    needsName = app.needsName
    var seen = Set<String>()
    var names: [TokenSequence] = []
    for name in [app.name] + app.alternativeNames {
      let words = TextNormalizer.tokens(name)
      guard !words.isEmpty, seen.insert(words.joined(separator: " ")).inserted else { continue }
      names.append(TokenSequence(words))
    }
    self.names = names
    maxNameWords = (names.map(\.tokens.count).max() ?? 0) + 1
    let intents = app.intents.map { CompiledIntent($0, vocabularies: vocabularies) }
    self.intents = intents
    negative =
      app.negativePhrases.isEmpty
      ? nil : CompiledIntent(IntentPhrases(intent: "", phrases: app.negativePhrases))
    var own = Set(names.flatMap { $0.tokens.map(\.text) })
    var values = Set<String>()
    var distinctive = Set<String>()
    var titles: [VocabularyIndex] = []
    func isPlainContent(_ element: PhraseElement) -> String? {
      guard case .word(let token, let isContent, _) = element, isContent,
        Lexicon.matching.groupsOfWord[token.text] == nil,
        !Lexicon.matching.actionVerbs.contains(token.text)
      else { return nil }
      return token.text
    }
    for intent in intents {
      own.formUnion(intent.literalWords)
      for phrase in intent.phrases where phrase.elements.count >= 2 {
        for index in 1..<phrase.elements.count {
          guard let first = isPlainContent(phrase.elements[index - 1]),
            let second = isPlainContent(phrase.elements[index])
          else { continue }
          distinctive.insert(first + " " + second)
        }
      }
      for parameter in intent.parameters where parameter.kind == .entries {
        let words = parameter.vocabulary.words.map(\.text)
        own.formUnion(words)
        values.formUnion(words)
        guard parameter.isPhraseParameter,
          parameter.vocabulary.words.count <= Self.maxDistinctiveVocabulary
        else { continue }
        titles.append(parameter.vocabulary)
      }
    }
    ownWords = own
    valueWords = values
    distinctivePairs = distinctive.filter(DistinctiveForms.isDistinctive)
    distinctiveVocabularies = titles
  }

  /// Gives its phrases ids into its own `literals` and its parameters ids into its own
  /// `vocabularies`: what a word costs is then worked out for the apps an utterance names, not
  /// for every loaded app.
  mutating func numberWords() {
    var literals = LiteralTable()
    for i in intents.indices {
      for p in intents[i].phrases.indices { literals.intern(&intents[i].phrases[p]) }
    }
    if var negative {
      for p in negative.phrases.indices { literals.intern(&negative.phrases[p]) }
      self.negative = negative
    }
    self.literals = literals.tokens
    literalSketches = literals.tokens.map(WordSketch.init)
    var vocabularies: [VocabularyIndex] = []
    var ids: [ObjectIdentifier: Int] = [:]
    for i in intents.indices {
      for p in intents[i].parameters.indices
      where !intents[i].parameters[p].vocabulary.forms.isEmpty {
        let vocabulary = intents[i].parameters[p].vocabulary
        let id = ids[ObjectIdentifier(vocabulary)] ?? vocabularies.count
        if id == vocabularies.count {
          ids[ObjectIdentifier(vocabulary)] = id
          vocabularies.append(vocabulary)
        }
        intents[i].parameters[p].vocabularyID = id
      }
    }
    self.vocabularies = vocabularies
  }
}

/// What one said word is to one app: its cost as each of the app's literal words (-1: it can't
/// be; by `CompiledPhrase.literalIDs`) and its readings in each of the app's vocabularies (by
/// `CompiledParameter.vocabularyID`).
struct AppWord: Sendable {
  let literalCosts: [Int32]
  let vocabularyWords: [VocabularyWords]

  init(_ token: MatchToken, app: CompiledApp) {
    let sketch = WordSketch(token)
    literalCosts = app.literals.indices.map { id in
      let literal = app.literals[id]
      guard
        WordSketch.mayCompare(
          expected: literal, app.literalSketches[id], actual: token, sketch),
        let cost = TokenComparison.cost(expected: literal, actual: token)
      else { return -1 }
      return Int32(cost)
    }
    vocabularyWords = app.vocabularies.map { VocabularyWords(token, in: $0) }
  }
}
