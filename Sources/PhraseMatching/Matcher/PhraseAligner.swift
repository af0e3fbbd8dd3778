/// Lines up one phrase with an utterance by dynamic programming.
///
/// The state is (utterance word, phrase element, app name said yet, single-valued parameters
/// filled yet, intent evidence seen yet). From each state the utterance's next words are either
/// the phrase's next element — its literal word (exactly, with a typo, another form or a
/// synonym; or an unknown word standing in for it), the app's name, or its slot's value — or
/// something outside the phrase: a filler, the phrase's verb again, the app's name out of
/// place, a parameter value (an extra), a dropped value ("without cheese"), or an unknown word.
/// A phrase element may also be left out. A match must say the app's name once and, when the
/// phrase has content words or slots, one of its content words (not used as a noun: "my
/// order") or an entry of a phrase parameter. States whose cheapest completion is over the
/// budget are pruned, so the work stays linear in practice. The search runs on an explicit
/// stack: no input can make it recurse.
struct PhraseAligner {
  let scan: UtteranceScan
  let names: AppNameScan
  var intent: IntentScan
  /// The most a match may cost; `align` may lower it for one phrase.
  let maxBudget: Int
  var budget: Int

  var phrase: CompiledPhrase?
  var elementCount = 0
  var bitOf: [Int] = []
  var maskCount = 1
  var memo: [Int32] = []
  var steps: [Step] = []
  /// `solve`'s stack and candidate pool, kept from phrase to phrase so that their storage is
  /// allocated once per intent, not grown again for every phrase.
  var frameBuffer: [Frame] = []
  var poolBuffer: [Candidate] = []
  /// The phrase a state's `memo` and `steps` entries belong to: the tables are reused from phrase
  /// to phrase without clearing them, and an entry stamped with an older phrase is unknown.
  var stamps: [UInt32] = []
  var generation: UInt32 = 0
  /// The start state of the phrase `align` last lined up (for `path()`).
  var lastStart = 0
  /// The word the last alignment said where a closed slot goes that names none of its values
  /// (`wordLeftForClosedSlot`), which cost it `foreignWord`; nil for none.
  private(set) var unlistedValueWord: Int?
  /// The word of the last alignment that says another verb where the phrase's verb goes
  /// (`wordClashingWithVerb`), which cost it `foreignWord`; nil for none.
  private(set) var clashingVerbWord: Int?
  /// What leaving a slot empty costs (`MatchCost.emptySlot`, or more for the app's name alone).
  let emptySlotCost: Int
  /// Per phrase, what depends only on an element and a word, worked out once rather than in
  /// every state: the ways word element `i` reads utterance word `j` (`moves[moveStarts[i * n +
  /// j]..<moveStarts[i * n + j + 1]]`; one flat table, reused from phrase to phrase)...
  var moves: [WordMove] = []
  var moveStarts: [Int32] = []
  /// ... whether word `j` says word elements `i` and `i + 1` run together (at `i * n + j`) ...
  var runTogether: [Bool] = []
  /// ... whether word `j` is one of the phrase's verbs ...
  var isPhraseVerb: [Bool] = []
  /// ... and whether it can only be an unknown word (`isPlainUnknown`).
  var isPlainUnknownWord: [Bool] = []

  /// One way a phrase word reads utterance words: its cost, how many words it takes, and
  /// whether it counts as evidence for the intent (when the element is a content word).
  struct WordMove {
    var cost: Int32
    var words: Int32
    var isEvidence: Bool
    /// What the step records: 0 the word itself (or a misspelling), 1 a paraphrase, 2 an
    /// unknown word in its place, 3 the word split in two ("work out") or, for
    /// `runTogether`, two words run together ("getconditions").
    var reference: Int32 = 0
  }

  static let unknown = Int32.min
  static let impossible: Int32 = -1

  /// What a state chose.
  struct Step {
    var next: Int32 = -1
    var kind: Kind = .none
    /// The end of a slot's words, or a mention's index.
    var reference: Int32 = 0
  }

  enum Kind: UInt8 {
    case none, element, slot, mention, other
  }

  /// The largest number of single-valued parameters tracked at once.
  static let maxTrackedParameters = 6

  /// The intent's parameters' facts the search reads in every state, copied out of
  /// `CompiledParameter` (reading a field of an array element that holds references costs
  /// retains).
  let isList: [Bool]
  let acceptsOtherText: [Bool]
  let isPhraseEntries: [Bool]
  /// Whether a slot takes only the app's things: its entries, or names its search may find.
  let takesThings: [Bool]
  let isPhraseParameter: [Bool]
  let maxSlotWords: [Int]

  /// Whether the app counts as named before any word is read: phrases said without the app's
  /// name (`AppPhrases.needsName` false).
  var startsNamed = false

  /// What each said word is for every phrase of the intent (`prepareWordFacts`): whether it
  /// may replace a content word (`isReplaceable`), its WordNet kinds when it may
  /// (`NounKinds.bits(of:)`), and whether a particle after it makes it a phrasal verb.
  var replaceableWords: [Bool] = []
  var saidWordKinds: [UInt64?] = []
  var hasPhrasalVerb: [Bool] = []

  init(
    scan: UtteranceScan, names: AppNameScan, intent: IntentScan, budget: Int,
    startsNamed: Bool = false
  ) {
    self.startsNamed = startsNamed
    self.scan = scan
    self.names = names
    self.intent = intent
    self.budget = budget
    maxBudget = budget
    let parameters = intent.intent.parameters
    isList = parameters.map(\.isList)
    acceptsOtherText = parameters.map(\.acceptsOtherText)
    isPhraseEntries = parameters.map { $0.isPhraseParameter && $0.kind == .entries }
    takesThings = parameters.map { $0.kind == .entries }
    isPhraseParameter = parameters.map(\.isPhraseParameter)
    maxSlotWords = parameters.map(\.maxSlotWords)
    // Said with the app's name alone, a phrase's value left out is as much missing as a
    // content word: "Open Book Library" opens the app, not an empty "Open ${shelf} in …".
    emptySlotCost =
      names.isAlone ? MatchCost.missingContentWord : MatchCost.emptySlot
    let replaceable = (0..<scan.count).map { isReplaceable($0) }
    let tokens = scan.tokens
    replaceableWords = replaceable
    saidWordKinds = tokens.indices.map { j in
      replaceable[j] ? NounKinds.english.bits(of: tokens[j].text) : nil
    }
    hasPhrasalVerb = scan.phrasalVerbs.map { $0 != nil }
  }

  /// The ways word element `i` reads utterance word `j`.
  func wordMoves(_ i: Int, _ j: Int) -> ArraySlice<WordMove> {
    let cell = i * scan.count + j
    return moves[Int(moveStarts[cell])..<Int(moveStarts[cell + 1])]
  }

  /// The cheapest alignment of `phrase` within the budget, or nil; with `limit`, only one that
  /// costs at most that much (a phrase that can't beat one found already needs no search).
  mutating func align(_ phrase: CompiledPhrase, limit: Int = .max) -> Alignment? {
    budget = min(maxBudget, limit)
    guard budget >= 0, !phrase.elements.isEmpty, scan.count > 0 else { return nil }
    self.phrase = phrase
    elementCount = phrase.elements.count
    prepareWordFacts(for: phrase)
    // No way to say the intent's evidence: no state can finish, so skip the search.
    guard !phrase.needsEvidence || canSayEvidence(phrase) else { return nil }
    prepareParameterBits(for: phrase)
    let size = (scan.count + 1) * (elementCount + 1) * 2 * maskCount * 2
    // Reuse the tables from phrase to phrase: a new generation makes every entry unknown.
    if memo.count < size {
      memo.append(contentsOf: repeatElement(Self.unknown, count: size - memo.count))
      steps.append(contentsOf: repeatElement(Step(), count: size - steps.count))
      stamps.append(contentsOf: repeatElement(0, count: size - stamps.count))
    }
    generation &+= 1
    if generation == 0 {
      for index in stamps.indices { stamps[index] = 0 }
      generation = 1
    }
    let start = state(0, 0, startsNamed ? 1 : 0, 0, phrase.needsEvidence ? 0 : 1)
    lastStart = start
    guard var cost = solve(start) else { return nil }
    unlistedValueWord = wordLeftForClosedSlot()
    clashingVerbWord =
      unlistedValueWord == nil
      ? wordClashingWithVerb() ?? particleClashingWithVerb() ?? particleAfterObject()
        ?? wordSayingWhichKind() : nil
    if unlistedValueWord != nil || clashingVerbWord != nil {
      cost += MatchCost.foreignWord
      guard cost <= budget else { return nil }
    }
    return Alignment(
      cost: cost, fills: fills(from: start), usesParaphrase: usesParaphrase(from: start))
  }

  /// The word of the path found that says which kind of the phrase's thing is asked for, one
  /// the phrase doesn't name: a noun WordNet knows, read as an unknown word or in place of
  /// another phrase word, right before the phrase's own noun ("Buy a *season* pass" for
  /// "Purchase a pass"). The verb said so is no noun ("*Purchase* pass").
  func wordSayingWhichKind() -> Int? {
    guard let phrase, isPlainUnknownWord.contains(true) else { return nil }
    let steps = path()
    for (position, step) in steps.enumerated().dropFirst() {
      guard let element = step.element, element != phrase.headElement,
        case .word(_, true, _) = phrase.elements[element],
        [.exact, .plural, .typo].contains(step.kind)
      else { continue }
      guard let before = steps[..<position].last(where: { !$0.words.isEmpty }),
        [.skipped, .replaced].contains(before.kind), before.words.count == 1,
        before.words.upperBound == step.words.lowerBound, isPlainUnknown(before.words.lowerBound),
        NounKinds.english.bits(of: scan.tokens[before.words.lowerBound].text) != nil
      else { continue }
      return before.words.lowerBound
    }
    return nil
  }

  /// The word that makes the path found leave a slot of the app's things empty: a word that
  /// names nothing (nor anything the app's search may find, or the slot would hold it), said
  /// around the slot's place, between the phrase words said before and after it ("Track my
  /// *reading* in Trails" for "Track my ${workoutStyle} in ${applicationName}"). The utterance
  /// names a value the app does not have, however the filler around it is read, so the
  /// alignment costs `foreignWord` more.
  func wordLeftForClosedSlot() -> Int? {
    // Only a word that can be nothing else can name a value the slot lacks.
    guard let phrase, isPlainUnknownWord.contains(true),
      phrase.elements.contains(where: { element in
        if case .slot(let index) = element { return takesThings[index] }
        return false
      })
    else { return nil }
    let steps = path()
    for (position, step) in steps.enumerated() {
      guard step.kind == .missing, let element = step.element,
        case .slot(let index) = phrase.elements[element], takesThings[index]
      else { continue }
      let said = { (step: PathStep) in !step.elements.isEmpty && !step.words.isEmpty }
      let before = steps[..<position].lastIndex(where: said).map { $0 + 1 } ?? 0
      let after = steps[(position + 1)...].firstIndex(where: said) ?? steps.count
      // A word before a noun of the app's phrases describes that noun ("my *outdoor*
      // workout"); it names no value.
      if let unknown = steps[before..<after].first(where: { step in
        step.kind == .skipped && step.words.allSatisfy(isPlainUnknown)
          && !(step.words.upperBound < scan.count
            && names.isOwnPhraseWord[step.words.upperBound]
            && !Lexicon.matching.functionWords.contains(scan.tokens[step.words.upperBound].text))
      }) {
        return unknown.words.lowerBound
      }
      if let word = unknownAtSlotNoun(after: element, in: steps) { return word }
    }
    return nil
  }

  /// The word that says a closed slot's value the slot lacks beside the noun the phrase puts
  /// after it: an unknown word right before that noun ("my *Classics* shelf" for "my ${shelf}
  /// shelf") or in its place ("my *audiobooks*"), however the path read it.
  private func unknownAtSlotNoun(after slot: Int, in steps: [PathStep]) -> Int? {
    guard let phrase, slot + 1 < phrase.elements.count,
      case .word(_, true, _) = phrase.elements[slot + 1],
      let noun = steps.first(where: { $0.elements.contains(slot + 1) }), !noun.words.isEmpty
    else { return nil }
    if noun.kind == .replaced, noun.words.allSatisfy(isPlainUnknown) {
      return noun.words.lowerBound
    }
    let before = noun.words.lowerBound - 1
    return before >= 0 && isPlainUnknown(before) ? before : nil
  }

  /// Whether anything in the utterance could be the evidence `phrase` needs: a content word (or
  /// a paraphrase that counts) said where it is no noun, a value of a phrase parameter at a
  /// slot, or an extra that names one. Needs `prepareWordFacts` first.
  func canSayEvidence(_ phrase: CompiledPhrase) -> Bool {
    let n = scan.count
    for (i, element) in phrase.elements.enumerated() {
      switch element {
      case .word(_, let isContent, let paraphrases):
        guard isContent else { continue }
        // After "my" a verb is a noun ("cancel my order"), a noun still a noun ("my favorites").
        for j in 0..<n where !names.isNounUse[j] || paraphrases.isEmpty {
          if wordMoves(i, j).contains(where: \.isEvidence) { return true }
          if runTogether[i * n + j] || i > 0 && runTogether[(i - 1) * n + j] { return true }
        }
      case .slot(let index):
        if isPhraseEntries[index] { return true }
      case .applicationName:
        continue
      }
    }
    return intent.mentions.contains { $0.contains(where: \.isEvidence) }
  }
}
