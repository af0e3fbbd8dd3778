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
  /// A verb and its particle that a verb group has, starting at each word ("*log out* of
  /// Trails"): said together they ask for that group's action, never for what the verb alone
  /// paraphrases ("log" for "track").
  let phrasalVerbs: [[String]?]
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

  /// Scans the words; `ownFillerCosts` are their `fillerCost(_:)`s when known already, and
  /// `literalCosts` and `vocabularyWords` what the matcher worked out for each word.
  init(
    _ tokens: [MatchToken], ownFillerCosts: [Int?]? = nil, literalCosts: [[Int32]] = [],
    vocabularyWords: [[VocabularyWords]] = []
  ) {
    self.tokens = tokens
    self.literalCosts = literalCosts
    self.vocabularyWords = vocabularyWords
    var fillerCosts: [Int?] = tokens.indices.map { index in
      let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
      // A measure word before "of" ("a bowl of") says nothing more than the value after it;
      // times ("7 pm", "in 20 minutes") say nothing the matcher reads.
      if Lexicon.matching.measureWords.contains(tokens[index].text), next == "of" {
        return MatchCost.filler
      }
      if Lexicon.matching.timeWords.contains(tokens[index].text) { return MatchCost.filler }
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
    // A yes/no question: an auxiliary first, after wake words at most ("hey Siri, is …").
    if let first = texts.firstIndex(where: { !Lexicon.matching.wakeWords.contains($0) }),
      Lexicon.matching.questionOpeners.contains(texts[first])
    {
      isForeign[first] = true
      fillerCosts[first] = nil
    }
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
    isActionVerb = tokens.map { Self.isActionVerb($0.text) }
    isGroupVerb = tokens.map { Lexicon.matching.groupsOfWord[$0.text] != nil }
    isPossessive = tokens.map { Lexicon.matching.possessives.contains($0.text) }
    phrasalVerbs = texts.indices.map { index in
      guard index + 1 < texts.count, Paraphrase.particles.contains(texts[index + 1]) else {
        return nil
      }
      let words = [texts[index], texts[index + 1]]
      return Self.phrasalVerbs.contains(words) ? words : nil
    }
    numbers = texts.indices.map { Self.numbers(in: texts, at: $0) }
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
    phrasalVerbs = base.phrasalVerbs
    numbers = base.numbers
    self.literalCosts = literalCosts
    self.vocabularyWords = vocabularyWords
  }

  var count: Int { tokens.count }

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
  private static func numbers(in texts: [String], at start: Int)
    -> [(end: Int, value: Int, isCued: Bool)]
  {
    var result: [(end: Int, value: Int, isCued: Bool)] = []
    let longest = min(texts.count - start, CompiledParameter.maxNumberWords)
    guard longest > 0 else { return [] }
    let startsNumber = NumberWords.canStart(texts[start])
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

/// How one said word reads in one vocabulary: the vocabulary words it may be and the forms that
/// have them (nil when too many).
struct VocabularyWords: Sendable {
  let matches: [VocabularyIndex.WordMatch]
  let forms: [Int32]?

  init(_ token: MatchToken, in vocabulary: VocabularyIndex) {
    matches = vocabulary.wordMatches(token)
    forms = vocabulary.forms(containing: matches, limit: VocabularyIndex.ambiguityLimit)
  }
}

/// A parameter value said outside the phrase's slot, or dropped by a negation.
struct Mention: Sendable {
  /// The parameter's index.
  let parameter: Int
  /// Where the mention (with its cue words) ends.
  let end: Int
  /// The words of the value itself.
  let words: Range<Int>
  /// What it adds to the phrase's cost (its fit plus `extraValue`, or `numberValue`).
  let cost: Int
  /// The fit's own cost, for the slot's score.
  let fitCost: Int
  /// The entries it names.
  let candidates: [Int]
  /// The number it says.
  let number: Int?
  /// Dropped by a negation ("without cheese"): consumes the words, fills nothing.
  let negated: Bool
  /// Whether it names an entry of a phrase parameter (identifying the intent).
  let isEvidence: Bool
}

/// How a span fills a slot at its place in the phrase.
struct SlotFit: Sendable {
  /// Its cost.
  let cost: Int
  /// The entries it names; empty for numbers and other text.
  let candidates: [Int]
  /// The number, for number slots.
  let number: Int?
  /// Whether it names entries or contains words of them (identifying the intent).
  let isEvidence: Bool
}

/// One intent's parameters looked up in one utterance: the extras said anywhere and, lazily,
/// how any span fills a slot.
struct IntentScan {
  let intent: CompiledIntent
  let scan: UtteranceScan
  /// Each parameter's word matches per utterance word (empty for non-entry parameters).
  private let wordMatches: [[[VocabularyIndex.WordMatch]]]
  /// Each parameter's forms per utterance word (nil when too many).
  private let wordForms: [[[Int32]?]]
  /// Mentions starting at each word.
  let mentions: [[Mention]]
  /// The free-text parameters whose cue starts at each word.
  private let cueOwners: [[Int]]
  private var slotFits: [Int: SlotFit] = [:]
  private var slotMisses: Set<Int> = []

  /// Words that name another app's thing (`AppNameScan.isForeignWord`): never other text.
  private let isForeignWord: [Bool]
  /// Words of another app's values (`AppNameScan.isForeignValueWord`): other text only beside
  /// some other word.
  private let isForeignValueWord: [Bool]

  init(_ intent: CompiledIntent, in scan: UtteranceScan, names: AppNameScan, budget: Int) {
    self.intent = intent
    self.scan = scan
    isForeignWord = names.isForeignWord
    isForeignValueWord = names.isForeignValueWord
    var wordMatches: [[[VocabularyIndex.WordMatch]]] = []
    var wordForms: [[[Int32]?]] = []
    for parameter in intent.parameters {
      guard parameter.kind == .entries, !parameter.vocabulary.forms.isEmpty else {
        wordMatches.append([])
        wordForms.append([])
        continue
      }
      let words =
        scan.vocabularyWords.isEmpty || parameter.vocabularyID < 0
        ? scan.tokens.map { VocabularyWords($0, in: parameter.vocabulary) }
        : scan.vocabularyWords.map { $0[parameter.vocabularyID] }
      wordMatches.append(words.map(\.matches))
      wordForms.append(words.map(\.forms))
    }
    self.wordMatches = wordMatches
    self.wordForms = wordForms
    let cueOwners = Self.freeTextCueOwners(intent: intent, scan: scan)
    self.cueOwners = cueOwners
    mentions = Self.mentions(
      intent: intent, scan: scan, wordMatches: wordMatches, wordForms: wordForms,
      cueOwners: cueOwners, budget: budget)
  }

  // MARK: Extras

  private static func mentions(
    intent: CompiledIntent, scan: UtteranceScan, wordMatches: [[[VocabularyIndex.WordMatch]]],
    wordForms: [[[Int32]?]], cueOwners: [[Int]], budget: Int
  ) -> [[Mention]] {
    let count = scan.count
    var values = [[Mention]](repeating: [], count: count + 1)
    for (index, parameter) in intent.parameters.enumerated()
    where parameter.kind == .entries && !parameter.vocabulary.forms.isEmpty {
      for start in 0..<count {
        for end in (start + 1)...min(count, start + parameter.maxExtraWords) {
          guard
            let fit = parameter.fit(
              scan.tokens[start..<end], matches: wordMatches[index][start..<end],
              postings: wordForms[index][start..<end], loose: false),
            fit.cost + MatchCost.extraValue <= budget
          else { continue }
          values[start].append(
            Mention(
              parameter: index, end: end, words: start..<end, cost: fit.cost + MatchCost.extraValue,
              fitCost: fit.cost, candidates: fit.candidates, number: nil, negated: false,
              isEvidence: parameter.isPhraseParameter))
        }
      }
    }

    var result = values
    // Negations drop the value after them: "without cheese", "no croutons", "hold the cheese".
    for start in 0..<count where scan.isNegation[start] {
      var valueStart = start + 1
      if valueStart < count, ["the", "a", "an", "any"].contains(scan.tokens[valueStart].text) {
        valueStart += 1
      }
      guard valueStart <= count else { continue }
      for value in values[valueStart] {
        result[start].append(
          Mention(
            parameter: value.parameter, end: value.end, words: value.words,
            cost: MatchCost.filler * (valueStart - start) + value.fitCost,
            fitCost: value.fitCost, candidates: value.candidates, number: nil, negated: true,
            isEvidence: false))
      }
    }

    // Numbers go to the first number parameter when a cue, a measure word or a value says
    // they count something: "make it four", "5 bowls of", "two tomato soups".
    if let parameter = intent.numberParameter {
      // A homophone right before a phrase parameter's value: "order for tomato soups".
      for start in 0..<(count - 1) {
        // … or before a plural measure word and "of" that opens one ("buy for copies of Dune").
        let measured =
          start + 3 < count
          && Lexicon.matching.measureWords.contains(scan.tokens[start + 1].text)
          && scan.tokens[start + 2].text == "of"
        guard let value = Lexicon.matching.numberHomophones[scan.tokens[start].text],
          Self.phraseValueStarts(
            at: measured ? start + 3 : start + 1, intent: intent, wordMatches: wordMatches),
          value == 1 || Self.pluralFollows(start + 1, scan: scan)
        else { continue }
        result[start].append(
          Mention(
            parameter: parameter, end: start + 1, words: start..<(start + 1),
            cost: MatchCost.homophoneNumber, fitCost: 0, candidates: [], number: value,
            negated: false, isEvidence: false))
      }
      let opensValue = (0...count).map { position in
        Self.valueCanStart(at: position, intent: intent, scan: scan, wordMatches: wordMatches)
      }
      func isTime(_ position: Int) -> Bool {
        position < count && Lexicon.matching.timeWords.contains(scan.tokens[position].text)
      }
      var onlyFillersFrom = [Bool](repeating: true, count: count + 1)
      for position in stride(from: count - 1, through: 0, by: -1) {
        onlyFillersFrom[position] =
          onlyFillersFrom[position + 1] && scan.fillerCosts[position] != nil
      }
      for start in 0..<count {
        for cue in Lexicon.matching.numberCues
        where start + cue.count < count && scan.says(cue, at: start) {
          for number in scan.numbers[start + cue.count] where !isTime(number.end) {
            let end = Self.numberTailEnd(after: number.end, scan: scan)
            result[start].append(
              numberMention(parameter, start + cue.count..<number.end, end: end, number.value))
          }
        }
        if start > 0, Lexicon.matching.notCountingBefore.contains(scan.tokens[start - 1].text) {
          continue
        }
        for number in scan.numbers[start] where !isTime(number.end) {
          let tail = Self.numberTailEnd(after: number.end, scan: scan)
          // A number closing the utterance counts too ("…, just two", "…, 3 please"), but not
          // "one", which there is a pronoun ("the chicken one").
          let closes = onlyFillersFrom[number.end] && scan.tokens[start].text != "one"
          guard number.isCued || tail > number.end || opensValue[number.end] || closes,
            number.isCued || tail > number.end
              || !Self.isPreposition(start, before: number.end, intent, scan, wordMatches)
          else {
            continue
          }
          result[start].append(
            numberMention(parameter, start..<number.end, end: tail, number.value))
        }
      }
    }
    // Free text after a parameter's cue: "to 42 Main Street" for a delivery address,
    // "recommended by Sam" for a name.
    for (index, parameter) in intent.parameters.enumerated() where !parameter.textCues.isEmpty {
      let base = parameter.isFreeText ? MatchCost.freeTextBase : MatchCost.otherTextBase
      for cue in 0..<count {
        for words in parameter.textCues
        where cue + words.count < count && scan.says(words, at: cue) {
          let valueStart = cue + words.count
          var cost = MatchCost.filler * words.count + base
          for end in (valueStart + 1)...min(count, valueStart + CompiledParameter.maxExtraTextWords)
          {
            let word = end - 1
            guard !scan.isForeign[word], !scan.isActionVerb[word],
              !intent.literalWords.contains(scan.tokens[word].text),
              word == valueStart || !cueOwners[word].contains(where: { $0 != index })
            else { break }
            cost +=
              parameter.isFreeText
              ? MatchCost.freeTextPerWord : scan.fillerCosts[word] ?? MatchCost.otherTextPerWord
            guard cost <= budget else { break }
            result[cue].append(
              Mention(
                parameter: index, end: end, words: valueStart..<end, cost: cost,
                fitCost: base, candidates: [], number: nil, negated: false, isEvidence: false))
          }
        }
      }
    }
    return result
  }

  /// For each utterance word, the free-text parameters whose cue starts there ("by" for an
  /// author): another free-text value ends before it.
  private static func freeTextCueOwners(intent: CompiledIntent, scan: UtteranceScan) -> [[Int]] {
    var owners = [[Int]](repeating: [], count: scan.count + 1)
    for (index, parameter) in intent.parameters.enumerated() where parameter.isFreeText {
      for position in 0..<scan.count
      where parameter.textCues.contains(where: { scan.says($0, at: position) }) {
        owners[position].append(index)
      }
    }
    return owners
  }

  private static func numberMention(_ parameter: Int, _ words: Range<Int>, end: Int, _ value: Int)
    -> Mention
  {
    Mention(
      parameter: parameter, end: end, words: words, cost: MatchCost.numberValue, fitCost: 0,
      candidates: [], number: value, negated: false, isEvidence: false)
  }

  /// Whether a word of a phrase parameter's entry is said at `position`.
  static func phraseValueStarts(
    at position: Int, intent: CompiledIntent, wordMatches: [[[VocabularyIndex.WordMatch]]]
  ) -> Bool {
    intent.parameters.indices.contains { index in
      intent.parameters[index].isPhraseParameter && !wordMatches[index].isEmpty
        && !wordMatches[index][position].isEmpty
    }
  }

  /// Whether one of the few words from `start` is a plural ("tomato soups").
  static func pluralFollows(_ start: Int, scan: UtteranceScan) -> Bool {
    scan.tokens[start..<min(scan.count, start + 4)].contains {
      $0.text.count > 3 && $0.text.hasSuffix("s") && !$0.text.hasSuffix("ss")
    }
  }

  /// After a number: a measure word and "of" ("bowls of"), or a tail ("of them").
  private static func numberTailEnd(after end: Int, scan: UtteranceScan) -> Int {
    for tail in Lexicon.matching.numberTails where scan.says(tail, at: end) {
      return end + tail.count
    }
    var position = end
    if position < scan.count, Lexicon.matching.measureWords.contains(scan.tokens[position].text) {
      position += 1
      if position < scan.count, scan.tokens[position].text == "of" { position += 1 }
    }
    return position
  }

  /// Whether a value of some parameter may start at `position`: a word of an entry, or any word
  /// that could be the text of a phrase slot that accepts other text.
  private static func valueCanStart(
    at position: Int, intent: CompiledIntent, scan: UtteranceScan,
    wordMatches: [[[VocabularyIndex.WordMatch]]]
  ) -> Bool {
    guard position < scan.count else { return false }
    for (index, parameter) in intent.parameters.enumerated() {
      if parameter.kind == .entries, !wordMatches[index].isEmpty,
        !wordMatches[index][position].isEmpty
      {
        return true
      }
      if parameter.isPhraseParameter, parameter.acceptsOtherText, scan.fillerCosts[position] == nil,
        !scan.isForeign[position], scan.numbers[position].isEmpty
      {
        return true
      }
    }
    return false
  }

  // MARK: Slots

  /// How words `start..<end` fill parameter `index` at its place in a phrase, or nil.
  ///
  /// Words that all name an entry (or part of one) are that entry (see `VocabularyIndex.fit`).
  /// Otherwise a slot that accepts other text takes the words as text (`otherTextBase` plus
  /// `otherTextPerWord` per word, `otherTextPerEntryWord` for a word of some entry) when that is
  /// cheaper than entries with words in no entry. Numbers read as numbers. Other text never
  /// holds a question word, a negation, another action's verb or a word of the intent's phrases.
  mutating func slotFit(_ index: Int, _ start: Int, _ end: Int) -> SlotFit? {
    let key = (index * (scan.count + 1) + start) * (scan.count + 1) + end
    if let cached = slotFits[key] { return cached }
    if slotMisses.contains(key) { return nil }
    let fit = computeSlotFit(index, start, end)
    if let fit { slotFits[key] = fit } else { slotMisses.insert(key) }
    return fit
  }

  /// The cheapest reading of word `position` as a word of parameter `index`'s values, or nil
  /// (for explanations).
  func bestWordCost(_ index: Int, _ position: Int) -> Int? {
    guard !wordMatches[index].isEmpty else { return nil }
    return wordMatches[index][position].map(\.cost).min()
  }

  /// A slot fit computed before (for reading an alignment's path).
  func peekSlotFit(_ index: Int, _ start: Int, _ end: Int) -> SlotFit? {
    slotFits[(index * (scan.count + 1) + start) * (scan.count + 1) + end]
  }

  private func computeSlotFit(_ index: Int, _ start: Int, _ end: Int) -> SlotFit? {
    let parameter = intent.parameters[index]
    let span = start..<end
    let clean = !span.contains { scan.isForeign[$0] || scan.isActionVerb[$0] }
    // Filler alone names nothing: "a" is no book ("Start a Book Library workout").
    let saysSomething = span.contains { scan.fillerCosts[$0] == nil }
    switch parameter.kind {
    case .number:
      guard let value = NumberWords.parse(words: ArraySlice(scan.tokens[span].map(\.text))) else {
        return nil
      }
      return SlotFit(cost: 0, candidates: [], number: value, isEvidence: false)
    case .text:
      guard clean, saysSomething,
        isOtherText(span, mayNameOtherApps: parameter.isFreeText)
      else { return nil }
      if parameter.isFreeText {
        // Another free-text parameter's cue ends the value: "Dune | by Frank Herbert".
        guard !span.dropFirst().contains(where: { cueOwners[$0].contains { $0 != index } }) else {
          return nil
        }
        return SlotFit(
          cost: MatchCost.freeTextBase + MatchCost.freeTextPerWord * span.count, candidates: [],
          number: nil, isEvidence: false)
      }
      return SlotFit(
        cost: otherTextCost(span, index), candidates: [], number: nil, isEvidence: false)
    case .entries:
      guard saysSomething else { return nil }
      var best: SlotFit?
      if !wordMatches[index].isEmpty,
        let fit = parameter.fit(
          scan.tokens[span], matches: wordMatches[index][span], postings: wordForms[index][span],
          loose: clean)
      {
        // Words that all name an entry (or part of one) are read as that entry.
        if !fit.isLoose {
          return SlotFit(cost: fit.cost, candidates: fit.candidates, number: nil, isEvidence: true)
        }
        best = SlotFit(cost: fit.cost, candidates: fit.candidates, number: nil, isEvidence: true)
      }
      if parameter.acceptsOtherText, clean, isOtherText(span),
        otherTextCost(span, index) < best?.cost ?? .max
      {
        let namesWords = span.contains { hasEntryWord(index, $0) }
        best = SlotFit(
          cost: otherTextCost(span, index), candidates: [], number: nil, isEvidence: namesWords)
      }
      return best
    }
  }

  /// Whether the span may be other text: it holds none of the intent's phrase words ("from")
  /// and, unless `mayNameOtherApps` (free text: a book's title may hold any word), no other
  /// app's word.
  private func isOtherText(_ span: Range<Int>, mayNameOtherApps: Bool = false) -> Bool {
    guard
      !span.contains(where: {
        intent.literalWords.contains(scan.tokens[$0].text)
          || !mayNameOtherApps && isForeignWord[$0]
      })
    else { return false }
    // Words all of another app's values name that app's thing ("clam chowder" to Book
    // Library); beside any other word they may be this app's ("Garden to Sky Trail", "garden
    // vegetable"), which its search may find.
    return mayNameOtherApps
      || !span.allSatisfy { isForeignValueWord[$0] || scan.fillerCosts[$0] != nil }
  }

  /// Whether word `position` is a word of some entry of parameter `index` (not a filler).
  private func hasEntryWord(_ index: Int, _ position: Int) -> Bool {
    !wordMatches[index].isEmpty && !wordMatches[index][position].isEmpty
      && scan.fillerCosts[position] == nil
  }

  private func otherTextCost(_ span: Range<Int>, _ index: Int) -> Int {
    span.reduce(MatchCost.otherTextBase) { total, position in
      total
        + (hasEntryWord(index, position)
          ? MatchCost.otherTextPerEntryWord : MatchCost.otherTextPerWord)
    }
  }
}
