/// What the matcher knows about each word of one utterance before looking at any app: which
/// words are fillers, questions, negations or other actions' verbs, and where numbers are.
///
/// A class: every intent's scan and aligner holds it, and one reference costs one retain.
final class UtteranceScan: Sendable {
  /// The words.
  let tokens: [MatchToken]
  /// The cost of skipping each word as a filler (a near-miss of a long filler costs a typo
  /// more), or nil.
  let fillerCosts: [Int?]
  /// Question words and negations: never skipped as unknown words.
  let isForeign: [Bool]
  /// Negations, which may drop a value said after them.
  let isNegation: [Bool]
  /// Verbs of an action group (`Lexicon.matching.actionVerbs`).
  let isActionVerb: [Bool]
  /// Words of any verb group, neutral verbs included (`Lexicon.groupsOfWord`): what they mean
  /// is known, so they never stand in for another word.
  let isGroupVerb: [Bool]
  /// Possessive determiners ("my", "last").
  let isPossessive: [Bool]
  /// Words that name no value alone: fillers and indefinite pronouns ("a", "everything").
  let namesNothing: [Bool]
  /// Words WordNet files as an act in one of their first senses (`NounKinds.namesActivity`:
  /// "outing", "tour").
  let namesActivity: [Bool]
  /// A verb and its particle that a verb group has, starting at each word ("*log out* of
  /// Trails"): said together they ask for that group's action, never for what the verb alone
  /// paraphrases ("log" for "track").
  let phrasalVerbs: [[String]?]
  /// Words said with a capital after the first word, in an utterance not all capitals: a
  /// name's words ("The Remains of the *Day*"). All false when the scan has no utterance.
  let isCapitalized: [Bool]
  /// Words that are the first of two said run together (`PhraseMatcher.words(in:)`): no value
  /// of free text ends or starts between them ("Tara *West|over*").
  let runsOn: [Bool]
  /// Number expressions starting at each word: where each ends and its value.
  /// "x3" and "3x" say by themselves that they count something.
  let numbers: [[(end: Int, value: Int, isCued: Bool)]]
  /// What reading each word as each of the matcher's literal words costs (-1: it can't be),
  /// by `CompiledPhrase.literalIDs`; empty when not worked out.
  let literalCosts: [[Int32]]
  /// Each word's readings in each of the matcher's vocabularies, by
  /// `CompiledParameter.vocabularyID`; empty when not worked out.
  let vocabularyWords: [[VocabularyWords]]

  /// Fillers long enough to recognize with a typo ("pleese").
  private static let longFillers = Lexicon.matching.fillers.filter { $0.count >= 6 }.sorted().map(
    MatchToken.init)

  /// Scans the words; `ownFillerCosts`, `ownActionVerbs` and `ownNumberStarts` are their
  /// `fillerCost(_:)`s, `isActionVerb(_:)`s and `NumberWords.canStart(_:)`s when known already,
  /// and `literalCosts` and `vocabularyWords` what the matcher worked out for each word.
  init(
    _ tokens: [MatchToken], ownFillerCosts: [Int?]? = nil, ownActionVerbs: [Bool]? = nil,
    ownNumberStarts: [Bool]? = nil, literalCosts: [[Int32]] = [],
    vocabularyWords: [[VocabularyWords]] = [], capitalized: [Bool]? = nil, runsOn: [Bool]? = nil
  ) {
    self.tokens = tokens
    isCapitalized = capitalized ?? tokens.map { _ in false }
    self.runsOn = runsOn ?? tokens.map { _ in false }
    self.literalCosts = literalCosts
    self.vocabularyWords = vocabularyWords
    var fillerCosts: [Int?] = tokens.indices.map { index in
      let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
      // A measure word before "of" ("a bowl of") says nothing more than the value after it;
      // times ("7 pm", "in 20 minutes") say nothing the matcher reads.
      if Lexicon.matching.measureWords.contains(tokens[index].text), next == "of" {
        return MatchCost.filler
      }
      if Lexicon.matching.timeWords.contains(tokens[index].text) || Self.isClockTime(tokens[index])
      {
        return MatchCost.filler
      }
      if Lexicon.matching.timeWords.contains(next), tokens[index].text.allSatisfy(\.isNumber) {
        return MatchCost.filler
      }
      if let own = ownFillerCosts { return own[index] }
      return Self.fillerCost(tokens[index])
    }
    var isNegation = tokens.map { Lexicon.matching.negations.contains($0.text) }
    var isForeign = tokens.map {
      Lexicon.matching.questionWords.contains($0.text)
        || Lexicon.matching.negations.contains($0.text)
    }
    let texts = tokens.map(\.text)
    Self.readQuestions(texts, fillerCosts: &fillerCosts, isForeign: &isForeign)
    Self.readContext(texts, fillerCosts: &fillerCosts, isForeign: &isForeign)
    for start in tokens.indices {
      for phrase in Lexicon.matching.fillerPhrases
      where start + phrase.count <= tokens.count
        && texts[start..<(start + phrase.count)].elementsEqual(phrase)
      {
        for index in start..<(start + phrase.count) {
          fillerCosts[index] = MatchCost.filler
          isNegation[index] = false
          isForeign[index] = false
        }
      }
    }
    self.isNegation = isNegation
    self.isForeign = isForeign
    self.fillerCosts = fillerCosts
    isActionVerb = ownActionVerbs ?? tokens.map { Self.isActionVerb($0.text) }
    isGroupVerb = tokens.map { Lexicon.matching.groupsOfWord[$0.text] != nil }
    isPossessive = tokens.map { Lexicon.matching.possessives.contains($0.text) }
    namesNothing = tokens.indices.map {
      fillerCosts[$0] != nil || Lexicon.matching.indefinitePronouns.contains(texts[$0])
    }
    phrasalVerbs = texts.indices.map { index in
      guard index + 1 < texts.count, Paraphrase.particles.contains(texts[index + 1]) else {
        return nil
      }
      let words = [texts[index], texts[index + 1]]
      return Self.phrasalVerbs.contains(words) ? words : nil
    }
    namesActivity = texts.map(NounKinds.english.namesActivity)
    numbers = texts.indices.map { index in
      Self.numbers(
        in: texts, at: index,
        startsNumber: ownNumberStarts?[index] ?? NumberWords.canStart(texts[index]))
    }
  }

  /// `base` with what each word is to one app: its cost as each of the app's literal words and
  /// its readings in the app's vocabularies. Everything else is `base`'s, worked out once.
  init(_ base: UtteranceScan, literalCosts: [[Int32]], vocabularyWords: [[VocabularyWords]]) {
    tokens = base.tokens
    fillerCosts = base.fillerCosts
    isForeign = base.isForeign
    isNegation = base.isNegation
    isActionVerb = base.isActionVerb
    isGroupVerb = base.isGroupVerb
    isPossessive = base.isPossessive
    namesNothing = base.namesNothing
    namesActivity = base.namesActivity
    phrasalVerbs = base.phrasalVerbs
    isCapitalized = base.isCapitalized
    runsOn = base.runsOn
    numbers = base.numbers
    self.literalCosts = literalCosts
    self.vocabularyWords = vocabularyWords
  }

  var count: Int { tokens.count }

  /// What reading words said run together as two costs (`MatchCost.spacing` for each), the
  /// same for every phrase: `rank` and `explain` both add it.
  var runTogetherCost: Int { MatchCost.spacing * runsOn.filter { $0 }.count }

  /// Whether the word is a time on a clock, hours and minutes ("12:30"): no number of things.
  static func isClockTime(_ token: MatchToken) -> Bool {
    guard token.text.utf8.contains(UInt8(ascii: ":")) else { return false }
    let parts = token.text.split(separator: ":", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }

  /// The places of "back" after a verb of the lexicon, or one and its object ("send back",
  /// "give back", "sign me back in"): it returns or undoes something, another action than any
  /// phrase's, whatever the verb alone paraphrases.
  private static func undoingBacks(in texts: [String]) -> [Int] {
    let lexicon = Lexicon.matching
    return texts.indices.dropFirst().filter { back in
      guard texts[back] == "back" else { return false }
      var index = back - 1
      if index > 0, lexicon.objectPronouns.contains(texts[index]) { index -= 1 }
      let verb = texts[index]
      return lexicon.groupsOfWord[verb] != nil || lexicon.neutralVerbs.contains(verb)
        || lexicon.verbGroups.contains { group in group.expressions.contains { $0.first == verb } }
    }
  }

  /// The places of the people something is for ("for *me* and my *wife*", "for the *team*"):
  /// a person or a group (WordNet's first sense), after "for" and fillers only. Who a request
  /// is for says nothing of what it asks.
  private static func beneficiaries(in texts: [String], fillerCosts: [Int?]) -> [Int] {
    guard let firstFor = texts.firstIndex(of: "for") else { return [] }
    var result: [Int] = []
    var opened = false
    for index in texts.indices.dropFirst(firstFor) {
      if texts[index] == "for" {
        opened = true
      } else if fillerCosts[index] == nil {
        // A word WordNet knows as no noun, and no number, before the person describes them
        // ("our *newest* member"; "*four* people" is how many).
        let describes =
          index + 1 < texts.count && NounKinds.english.kinds(of: texts[index]) == nil
          && NumberWords.parse(texts[index]) == nil
          && NounHypernyms.english.namesSomeone(texts[index + 1], orGroup: true)
        guard opened,
          describes || NounHypernyms.english.namesSomeone(texts[index], orGroup: true)
        else {
          opened = false
          continue
        }
        result.append(index)
      }
    }
    return result
  }

  /// The words of a place an activity goes, said after a route preposition ("a run *around
  /// the lake*", "*through the park*"): the preposition, then at most two nouns, the last a
  /// place or a natural object in one of WordNet's first senses (`NounKinds.namesPlace`), fillers
  /// ("the", "my") between. Where the request happens is no word of what it asks.
  private static func routes(in texts: [String], fillerCosts: [Int?]) -> [Int] {
    let prepositions = Lexicon.matching.routePrepositions
    var result: [Int] = []
    for start in texts.indices where prepositions.contains(texts[start]) {
      var nouns: [Int] = []
      var index = start + 1
      while index < texts.count, nouns.count < 2 {
        if fillerCosts[index] != nil, nouns.isEmpty {
          index += 1
          continue
        }
        guard fillerCosts[index] == nil, NounKinds.english.kinds(of: texts[index]) != nil else {
          break
        }
        nouns.append(index)
        index += 1
      }
      guard let last = nouns.last, NounKinds.english.namesPlace(texts[last]) else { continue }
      result += [start] + nouns
    }
    return result
  }

  /// The verbs that put something on or into a thing ("*put* it on the Read shelf", "*place*
  /// them into my cart"): "put" or a word WordNet gives for its first sense, then its object
  /// (one to three words) and "on", "onto" or "into" before a place that is no pronoun ("on
  /// it": a topping). Moving a thing is an action of its own, never the light verb of "put in
  /// an order", nor what a phrase's verb stands for unless it is that verb's paraphrase. "In"
  /// is left out: "put Dune *in* Book Library" adds it.
  private static func placings(in texts: [String]) -> [Int] {
    texts.indices.filter { index in
      guard placingVerbs.contains(texts[index]), index + 3 < texts.count,
        !["on", "onto", "into", "in", "up"].contains(texts[index + 1]),
        let preposition = texts[(index + 2)..<min(texts.count - 1, index + 5)].firstIndex(where: {
          ["on", "onto", "into"].contains($0)
        })
      else { return false }
      // "Put croutons *on it*", "on top": what goes on a thing ordered, not a move.
      let place = texts[preposition + 1]
      return !Lexicon.matching.splitPronouns.contains(place) && place != "top"
    }
  }

  /// What words are by the words around them: a "back" that undoes, who a request is for,
  /// where an activity goes, the head of a thing described by a clause (fillers), and a verb
  /// that moves a thing (an action's).
  private static func readContext(
    _ texts: [String], fillerCosts: inout [Int?], isForeign: inout [Bool]
  ) {
    for back in undoingBacks(in: texts) { isForeign[back] = true }
    for person in beneficiaries(in: texts, fillerCosts: fillerCosts) {
      fillerCosts[person] = MatchCost.filler
    }
    for word in routes(in: texts, fillerCosts: fillerCosts) {
      fillerCosts[word] = MatchCost.filler
    }
    for head in relativeHeads(in: texts, fillerCosts: fillerCosts) {
      fillerCosts[head] = MatchCost.filler
      isForeign[head] = false
    }
    for verb in placings(in: texts) {
      fillerCosts[verb] = nil
      isForeign[verb] = true
    }
  }

  /// The heads of things said by what one does to them ("everything *I've already read*",
  /// "the books *I'm reading*", "what *I'm reading* right now"): an indefinite pronoun, "what"
  /// after another word, or a plural noun, then "I" or "we" (a contraction too) and, after
  /// fillers, a word that says something. The head only stands for the things the clause
  /// describes (a shelf's books by how far they are read): the clause's verb says which, so
  /// the head is a filler, and "what" there asks nothing.
  private static func relativeHeads(in texts: [String], fillerCosts: [Int?]) -> [Int] {
    let lexicon = Lexicon.matching
    return texts.indices.filter { index in
      guard index + 2 < texts.count, relativeSubjects.contains(texts[index + 1]),
        ((index + 2)..<min(texts.count, index + 5)).contains(where: { fillerCosts[$0] == nil })
      else { return false }
      let word = texts[index]
      if lexicon.indefinitePronouns.contains(word) { return true }
      if word == "what" { return index > 0 }
      return word.count > 3 && word.hasSuffix("s") && fillerCosts[index] == nil
        && NounKinds.english.kinds(of: String(word.dropLast())) != nil
    }
  }

  /// Marks the auxiliaries that ask a yes/no question as foreign: one first, after wake words
  /// at most ("hey Siri, *is* …"), and "do I", "does she" wherever they are ("Trails, *do I*
  /// need a day pass?"). "Do you mind" and the like are filler phrases, read after this.
  private static func readQuestions(
    _ texts: [String], fillerCosts: inout [Int?], isForeign: inout [Bool]
  ) {
    let lexicon = Lexicon.matching
    if let first = texts.firstIndex(where: { !lexicon.wakeWords.contains($0) }),
      lexicon.questionOpeners.contains(texts[first])
        || lexicon.subjectAuxiliaries.contains(texts[first]) && first + 1 < texts.count
          && lexicon.subjectPronouns.contains(texts[first + 1])
    {
      isForeign[first] = true
      fillerCosts[first] = nil
    }
    for index in texts.indices.dropLast()
    where invertingAuxiliaries.contains(texts[index])
      && lexicon.subjectPronouns.contains(texts[index + 1])
    {
      isForeign[index] = true
      fillerCosts[index] = nil
    }
  }

  /// Auxiliaries that ask a question before their subject, and never ask for something.
  private static let invertingAuxiliaries: Set<String> = ["do", "does", "did"]

  /// The subjects of a clause that describes a thing by what they do to it.
  private static let relativeSubjects: Set<String> = ["i", "ive", "im", "we", "weve", "were"]

  /// "Put" and its one-word WordNet synonyms ("place", "set", "lay").
  private static let placingVerbs = Set(
    ["put"] + (WordNetTable.english.verbs["put"] ?? []).filter { $0.count == 1 }.map { $0[0] })

  /// Every verb and particle of the lexicon's verb groups ("bring up", "log out").
  private static let phrasalVerbs = Set(
    Lexicon.matching.verbGroups.flatMap(\.expressions).filter {
      $0.count == 2 && Paraphrase.particles.contains($0[1])
    })

  /// The cost of skipping the word as a filler, whatever its neighbours, or nil.
  static func fillerCost(_ token: MatchToken) -> Int? {
    if Lexicon.matching.fillers.contains(token.text) { return MatchCost.filler }
    guard token.length >= 5, token.text.allSatisfy(\.isLetter) else { return nil }
    var best: Int?
    for filler in longFillers {
      if let typo = TokenComparison.typoCost(expected: filler, actual: token) {
        best = min(best ?? .max, MatchCost.filler + typo)
      }
    }
    return best
  }

  /// Whether a word is another action's verb (`Lexicon.actionVerbs`), alone or run together
  /// with a function word after it ("pausemy", "cancelthe").
  static func isActionVerb(_ word: String) -> Bool {
    let lexicon = Lexicon.matching
    if lexicon.actionVerbs.contains(word) { return true }
    guard word.count >= 5 else { return false }
    for split in 3...(word.count - 1) {
      let verb = String(word.prefix(split))
      guard lexicon.actionVerbs.contains(verb) else { continue }
      if lexicon.functionWords.contains(String(word.dropFirst(split))) { return true }
    }
    return false
  }

  /// Number expressions starting at `start`, longest first: digits, number words, counting
  /// words ("a couple of"), and "2x" / "x2".
  private static func numbers(in texts: [String], at start: Int, startsNumber: Bool)
    -> [(end: Int, value: Int, isCued: Bool)]
  {
    var result: [(end: Int, value: Int, isCued: Bool)] = []
    let longest = min(texts.count - start, CompiledParameter.maxNumberWords)
    guard longest > 0 else { return [] }
    for length in stride(from: longest, through: 1, by: -1) where startsNumber {
      let words = texts[start..<(start + length)]
      if let value = Lexicon.matching.countWords[Array(words)] ?? NumberWords.parse(words: words),
        value >= 0
      {
        result.append((start + length, value, false))
      }
    }
    let word = texts[start]
    if result.isEmpty, word.count >= 2, word.first == "x" || word.last == "x" {
      let digits = word.first == "x" ? word.dropFirst() : word.dropLast()
      if digits.allSatisfy(\.isASCII), let value = Int(digits) {
        result.append((start + 1, value, true))
      }
    }
    return result
  }

  /// Whether `phrase` (a word list) is said at `start`.
  func says(_ phrase: [String], at start: Int) -> Bool {
    guard start >= 0, start + phrase.count <= tokens.count else { return false }
    for (offset, word) in phrase.enumerated() where tokens[start + offset].text != word {
      return false
    }
    return true
  }
}
