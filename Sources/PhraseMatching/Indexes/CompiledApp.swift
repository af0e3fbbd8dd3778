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
  /// Every literal word of its phrases: never foreign to another of its phrases.
  let phraseWords: Set<String>
  /// The verbs of its phrases (`phraseVerbs(of:)`).
  let phraseVerbs: Set<String>
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
  /// Whether each word said so far is, as said, a word of a value of a closed phrase
  /// parameter (`AppNameScan.saysClosedValue`).
  let closedValueWords = WordMemo<Bool>()
  /// The vocabularies of the closed phrase parameters, by their lower-cased names
  /// (`AppNameScan.closedKindNoun`).
  let closedKinds: [String: VocabularyIndex]

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
    phraseWords = intents.reduce(into: Set<String>()) { $0.formUnion($1.literalWords) }
    phraseVerbs = Self.phraseVerbs(of: intents)
    distinctivePairs = distinctive.filter(DistinctiveForms.isDistinctive)
    distinctiveVocabularies = titles
    var closedKinds: [String: VocabularyIndex] = [:]
    for parameter in intents.flatMap({ $0.parameters })
    where parameter.kind == .entries && !parameter.acceptsOtherText && parameter.isPhraseParameter {
      closedKinds[parameter.name.lowercased()] = parameter.vocabulary
    }
    self.closedKinds = closedKinds
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
