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
  /// What saying it costs: `MatchCost.paraphrase` for the lexicon's verb groups,
  /// `MatchCost.lexicalSynonym` for WordNet's.
  let cost: Int

  init(_ words: [String], cost: Int = MatchCost.paraphrase, mayBeEvidence: Bool = true) {
    self.words = words
    self.cost = cost
    let hasOwnWord = words.contains {
      !Lexicon.matching.neutralVerbs.contains($0) && !Lexicon.matching.fillers.contains($0)
        && !Lexicon.matching.questionWords.contains($0)
    }
    isEvidence =
      mayBeEvidence && hasOwnWord
      || words.count == 2 && Self.particles.contains(words[1])
        && Lexicon.matching.verbGroups.filter { $0.expressions.contains(words) }.count == 1
  }

  /// The particles of phrasal verbs ("bring up", "put on"): `Lexicon.verbParticles`.
  static let particles = Lexicon.matching.verbParticles
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
  /// Each element's one-word paraphrases long enough to be heard as two words ("per chase" for
  /// "purchase", `TokenComparison.splitSlipMinimumLength`), as tokens made once; apart from
  /// `elements`, so that the aligner's loop over paraphrases stays as it was.
  let splitParaphrases: [[SplitParaphrase]]
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
    var sawContentWord = false
    for segment in template.segments {
      switch segment {
      case .text(let text):
        let words = TextNormalizer.tokens(afterPlaceholder ? Self.droppingPossessive(text) : text)
        for (position, word) in words.enumerated() {
          let isContent = !Lexicon.matching.functionWords.contains(word)
          var paraphrases: [Paraphrase] = []
          if isContent {
            verbWords.insert(word)
            let next = words.dropFirst(position + 1).first
            let groups = Self.groups(of: word, before: next)
            for group in groups {
              for expression in Lexicon.matching.verbGroups[group].expressions
              where expression != [word] {
                paraphrases.append(Paraphrase(expression))
                if expression.count == 1 { verbWords.insert(expression[0]) }
              }
            }
            if !sawContentWord, next.map({ !Paraphrase.particles.contains($0) }) ?? true {
              for paraphrase in Self.lexicalParaphrases(
                of: word, groups: groups, known: paraphrases)
              {
                paraphrases.append(paraphrase)
                if paraphrase.words.count == 1 { verbWords.insert(paraphrase.words[0]) }
              }
            } else if sawContentWord {
              paraphrases += Self.lexicalParticiples(of: word, known: paraphrases)
            }
            sawContentWord = true
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
    splitParaphrases = elements.map { element in
      guard case .word(_, true, let paraphrases) = element else { return [] }
      return paraphrases.compactMap { paraphrase in
        guard paraphrase.words.count == 1,
          paraphrase.words[0].utf8.count >= TokenComparison.splitSlipMinimumLength
        else { return nil }
        return SplitParaphrase(
          token: MatchToken(paraphrase.words[0]), cost: paraphrase.cost,
          isEvidence: paraphrase.isEvidence)
      }
    }
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
