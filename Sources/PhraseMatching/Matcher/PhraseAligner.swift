/// A phrase lined up with an utterance: its total cost and the parameters it fills.
struct Alignment: Sendable {
  /// One filled parameter value.
  struct Fill: Sendable {
    /// The parameter's index.
    let parameter: Int
    /// The utterance words of the value.
    let words: Range<Int>
    /// The value's own fit cost.
    let cost: Int
    /// The entries it names.
    let candidates: [Int]
    /// The number it says.
    let number: Int?
    /// Whether it came from outside the phrase's slot.
    let isExtra: Bool
  }

  /// The total cost (see `MatchCost`).
  let cost: Int
  /// The filled values, in utterance order.
  let fills: [Fill]
  /// Whether a content word of the phrase was said as a paraphrase ("buy" for "order").
  let usesParaphrase: Bool
}

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
  private let scan: UtteranceScan
  private let names: AppNameScan
  private var intent: IntentScan
  /// The most a match may cost; `align` may lower it for one phrase.
  private let maxBudget: Int
  private var budget: Int

  private var phrase: CompiledPhrase?
  private var elementCount = 0
  private var bitOf: [Int] = []
  private var maskCount = 1
  private var memo: [Int32] = []
  private var steps: [Step] = []
  /// The phrase a state's `memo` and `steps` entries belong to: the tables are reused from phrase
  /// to phrase without clearing them, and an entry stamped with an older phrase is unknown.
  private var stamps: [UInt32] = []
  private var generation: UInt32 = 0
  /// The start state of the phrase `align` last lined up (for `path()`).
  private var lastStart = 0
  /// The word the last alignment said where a closed slot goes that names none of its values
  /// (`wordLeftForClosedSlot`), which cost it `foreignWord`; nil for none.
  private(set) var unlistedValueWord: Int?
  /// What leaving a slot empty costs (`MatchCost.emptySlot`, or more for the app's name alone).
  private let emptySlotCost: Int
  /// Per phrase, what depends only on an element and a word, worked out once rather than in
  /// every state: the ways word element `i` reads utterance word `j` (`moves[moveStarts[i * n +
  /// j]..<moveStarts[i * n + j + 1]]`; one flat table, reused from phrase to phrase)...
  private var moves: [WordMove] = []
  private var moveStarts: [Int32] = []
  /// ... whether word `j` says word elements `i` and `i + 1` run together (at `i * n + j`) ...
  private var runTogether: [Bool] = []
  /// ... whether word `j` is one of the phrase's verbs ...
  private var isPhraseVerb: [Bool] = []
  /// ... and whether it can only be an unknown word (`isPlainUnknown`).
  private var isPlainUnknownWord: [Bool] = []

  /// One way a phrase word reads utterance words: its cost, how many words it takes, and
  /// whether it counts as evidence for the intent (when the element is a content word).
  private struct WordMove {
    var cost: Int32
    var words: Int32
    var isEvidence: Bool
    /// What the step records: 0 the word itself (or a misspelling), 1 a paraphrase, 2 an
    /// unknown word in its place, 3 the word split in two ("work out") or, for
    /// `runTogether`, two words run together ("getconditions").
    var reference: Int32 = 0
  }

  private static let unknown = Int32.min
  private static let impossible: Int32 = -1

  /// What a state chose.
  private struct Step {
    var next: Int32 = -1
    var kind: Kind = .none
    /// The end of a slot's words, or a mention's index.
    var reference: Int32 = 0
  }

  private enum Kind: UInt8 {
    case none, element, slot, mention, other
  }

  /// The largest number of single-valued parameters tracked at once.
  private static let maxTrackedParameters = 6

  /// The intent's parameters' facts the search reads in every state, copied out of
  /// `CompiledParameter` (reading a field of an array element that holds references costs
  /// retains).
  private let isList: [Bool]
  private let acceptsOtherText: [Bool]
  private let isPhraseEntries: [Bool]
  private let isPhraseParameter: [Bool]
  private let maxSlotWords: [Int]

  /// Whether the app counts as named before any word is read: phrases said without the app's
  /// name (`AppPhrases.needsName` false).
  private var startsNamed = false

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
    isPhraseParameter = parameters.map(\.isPhraseParameter)
    maxSlotWords = parameters.map(\.maxSlotWords)
    // Said with the app's name alone, a phrase's value left out is as much missing as a
    // content word: "Open Book Library" opens the app, not an empty "Open ${shelf} in …".
    emptySlotCost =
      names.isAlone ? MatchCost.missingContentWord : MatchCost.emptySlot
  }

  /// The ways word element `i` reads utterance word `j`.
  private func wordMoves(_ i: Int, _ j: Int) -> ArraySlice<WordMove> {
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
    if unlistedValueWord != nil {
      cost += MatchCost.foreignWord
      guard cost <= budget else { return nil }
    }
    return Alignment(
      cost: cost, fills: fills(from: start), usesParaphrase: usesParaphrase(from: start))
  }

  /// The word that makes the path found leave a closed slot empty: a word that names nothing,
  /// said around the slot's place, between the phrase words said before and after it ("Track my
  /// *reading* in Trails" for "Track my ${workoutStyle} in ${applicationName}"). The utterance
  /// names a value the app does not have, however the filler around it is read, so the
  /// alignment costs `foreignWord` more.
  private func wordLeftForClosedSlot() -> Int? {
    // Only a word that can be nothing else can name a value the slot lacks.
    guard let phrase, isPlainUnknownWord.contains(true),
      phrase.elements.contains(where: { element in
        if case .slot(let index) = element { return !acceptsOtherText[index] }
        return false
      })
    else { return nil }
    let steps = path()
    for (position, step) in steps.enumerated() {
      guard step.kind == .missing, let element = step.element,
        case .slot(let index) = phrase.elements[element], !acceptsOtherText[index]
      else { continue }
      let said = { (step: PathStep) in !step.elements.isEmpty && !step.words.isEmpty }
      let before = steps[..<position].lastIndex(where: said).map { $0 + 1 } ?? 0
      let after = steps[(position + 1)...].firstIndex(where: said) ?? steps.count
      if let unknown = steps[before..<after].first(where: { step in
        step.kind == .skipped && step.words.allSatisfy(isPlainUnknown)
      }) {
        return unknown.words.lowerBound
      }
    }
    return nil
  }

  /// Whether anything in the utterance could be the evidence `phrase` needs: a content word (or
  /// a paraphrase that counts) said where it is no noun, a value of a phrase parameter at a
  /// slot, or an extra that names one. Needs `prepareWordFacts` first.
  private func canSayEvidence(_ phrase: CompiledPhrase) -> Bool {
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

  /// Fills `wordMoves`, `isPhraseVerb` and `isPlainUnknownWord` for `phrase`.
  private mutating func prepareWordFacts(for phrase: CompiledPhrase) {
    let n = scan.count
    let costs = scan.literalCosts
    // Said exactly is cost 0 (`TokenComparison.cost`): the costs by id stand for string tests.
    isPhraseVerb =
      costs.isEmpty
      ? scan.tokens.map { phrase.verbWords.contains($0.text) }
      : costs.map { word in phrase.verbWordIDs.contains { word[Int($0)] == 0 } }
    // A verb said with its particle ("log out") is the phrase's verb only as that expression.
    for j in 0..<n where isPhraseVerb[j] {
      if let phrasal = scan.phrasalVerbs[j], !Self.paraphrases(phrasal, in: phrase) {
        isPhraseVerb[j] = false
      }
    }
    moves.removeAll(keepingCapacity: true)
    moveStarts.removeAll(keepingCapacity: true)
    var matchesSomeWord = [Bool](repeating: false, count: n)
    for (i, element) in phrase.elements.enumerated() {
      guard case .word(let expected, let isContent, let paraphrases) = element else {
        moveStarts.append(contentsOf: repeatElement(Int32(moves.count), count: n))
        continue
      }
      for j in 0..<n {
        moveStarts.append(Int32(moves.count))
        let cost: Int32 =
          costs.isEmpty
          ? TokenComparison.cost(expected: expected, actual: scan.tokens[j]).map(Int32.init) ?? -1
          : costs[j][Int(phrase.literalIDs[i])]
        if cost >= 0 {
          moves.append(WordMove(cost: cost, words: 1, isEvidence: true))
          matchesSomeWord[j] = true
        }
        if j + 1 < n, Self.spells(expected.text, scan.tokens[j].text, scan.tokens[j + 1].text) {
          moves.append(
            WordMove(cost: Int32(MatchCost.spacing), words: 2, isEvidence: true, reference: 3))
          matchesSomeWord[j] = true
          matchesSomeWord[j + 1] = true
        }
        if isContent {
          for (e, expression) in paraphrases.enumerated()
          where (expression.words.count > 1 || scan.phrasalVerbs[j] == nil)
            && (costs.isEmpty
              ? scan.says(expression.words, at: j)
              : Self.says(phrase.paraphraseWordIDs[i][e], at: j, costs))
          {
            moves.append(
              WordMove(
                cost: Int32(expression.cost), words: Int32(expression.words.count),
                isEvidence: expression.isEvidence, reference: 1))
          }
          if isReplaceable(j) {
            moves.append(
              WordMove(
                cost: Int32(MatchCost.replacedContentWord), words: 1, isEvidence: false,
                reference: 2))
          }
        }
      }
    }
    moveStarts.append(Int32(moves.count))
    runTogether.removeAll(keepingCapacity: true)
    runTogether.append(contentsOf: repeatElement(false, count: elementCount * n))
    for i in 0..<max(0, elementCount - 1) {
      guard case .word(let first, _, _) = phrase.elements[i],
        case .word(let second, _, _) = phrase.elements[i + 1]
      else { continue }
      for j in 0..<n where Self.spells(scan.tokens[j].text, first.text, second.text) {
        runTogether[i * n + j] = true
        matchesSomeWord[j] = true
      }
    }
    isPlainUnknownWord = (0..<n).map { j in
      scan.fillerCosts[j] == nil && names.spans[j].isEmpty && intent.mentions[j].isEmpty
        && !isPhraseVerb[j] && !matchesSomeWord[j]
    }
  }

  /// Whether `words` are a paraphrase of one of the phrase's words.
  private static func paraphrases(_ words: [String], in phrase: CompiledPhrase) -> Bool {
    phrase.elements.contains { element in
      guard case .word(_, _, let paraphrases) = element else { return false }
      return paraphrases.contains { $0.words == words }
    }
  }

  /// Whether `whole` is `head` and `tail` run together, compared byte by byte.
  private static func spells(_ whole: String, _ head: String, _ tail: String) -> Bool {
    let (h, t) = (head.utf8, tail.utf8)
    guard !h.isEmpty, !t.isEmpty, whole.utf8.count == h.count + t.count else { return false }
    return whole.utf8.starts(with: h) && whole.utf8.dropFirst(h.count).elementsEqual(t)
  }

  /// Whether the words `ids` (literal ids) are said exactly from word `j`, by their costs.
  private static func says(_ ids: [Int32], at j: Int, _ costs: [[Int32]]) -> Bool {
    guard j + ids.count <= costs.count else { return false }
    for (k, id) in ids.enumerated() where costs[j + k][Int(id)] != 0 { return false }
    return true
  }

  // MARK: States

  private func state(_ word: Int, _ element: Int, _ named: Int, _ mask: Int, _ evidence: Int) -> Int
  {
    (((word * (elementCount + 1) + element) * 2 + named) * maskCount + mask) * 2 + evidence
  }

  private func decode(_ state: Int) -> (
    word: Int, element: Int, named: Int, mask: Int, evidence: Int
  ) {
    var rest = state
    let evidence = rest % 2
    rest /= 2
    let mask = rest % maskCount
    rest /= maskCount
    let named = rest % 2
    rest /= 2
    let element = rest % (elementCount + 1)
    return (rest / (elementCount + 1), element, named, mask, evidence)
  }

  /// Gives a mask bit to each single-valued parameter this phrase's slots or the extras may fill.
  private mutating func prepareParameterBits(for phrase: CompiledPhrase) {
    bitOf = [Int](repeating: -1, count: intent.intent.parameters.count)
    var next = 0
    func track(_ index: Int) {
      guard bitOf[index] < 0, !isList[index],
        next < Self.maxTrackedParameters
      else { return }
      bitOf[index] = next
      next += 1
    }
    for case .slot(let index) in phrase.elements { track(index) }
    for mentions in intent.mentions {
      for mention in mentions where !mention.negated { track(mention.parameter) }
    }
    maskCount = 1 << next
  }

  /// Whether phrase element `i` comes right after the phrase's word "to" (or another
  /// destination word).
  private func followsDestinationWord(_ i: Int, _ phrase: CompiledPhrase) -> Bool {
    guard i > 0, case .word(let token, _, _) = phrase.elements[i - 1] else { return false }
    return AppNameScan.destinationWords.contains(token.text)
  }

  /// Whether a mention or slot of parameter `index` may fill it in `mask`, and the new mask.
  private func fill(_ index: Int, _ mask: Int) -> Int? {
    let bit = bitOf[index]
    if bit < 0 { return isList[index] ? mask : nil }
    return mask & (1 << bit) == 0 ? mask | (1 << bit) : nil
  }

  // MARK: Solving

  /// One way to go on from a state: the step's cost, the state it leads to and what it is.
  private struct Candidate {
    var cost: Int32
    var next: Int32
    var kind: Kind
    var reference: Int32
  }

  /// A state being solved: its candidates (a range of `pool`), the next one to look at, the
  /// most its completion may cost to be of use, and the best found so far.
  private struct Frame {
    var state: Int
    var candidates: Range<Int>
    var cursor: Int
    var remaining: Int
    var best = Int.max
    var bestStep = Step()
    /// Whether a candidate was left out because it could not finish within `remaining`.
    var pruned = false
  }

  /// The cheapest cost of finishing from `root`, or nil when over the budget or impossible.
  ///
  /// A depth-first branch-and-bound search with memoization, on an explicit stack rather than
  /// the call stack, so that no phrase or utterance length can overflow the stack. Each state is
  /// solved with what is left of the budget on the way to it (and less than the best
  /// completion found so far): its candidates are listed once, in order, into `pool`, and a
  /// candidate whose state is not solved yet is solved first. A state records its exact cheapest
  /// completion when that fits what was left, else that nothing fits that much (`failed(_:)`),
  /// and is solved again only when reached with more to spare. A state keeps the first
  /// candidate of least total cost, so the result is the same as solving the recurrence
  /// directly: the search only leaves out completions that could not be the cheapest.
  private mutating func solve(_ root: Int) -> Int? {
    var frames: [Frame] = []
    var pool: [Candidate] = []
    if let frame = open(root, remaining: budget, pool: &pool) { frames.append(frame) }
    while var frame = frames.popLast() {
      var child: Frame?
      while frame.cursor < frame.candidates.upperBound {
        let candidate = pool[frame.cursor]
        let cost = Int(candidate.cost)
        // Only completions cheaper than the best so far, and within what is left, are of use.
        let limit = min(frame.remaining, frame.best == .max ? .max : frame.best - 1)
        guard cost <= limit else {
          if cost > frame.remaining { frame.pruned = true }
          frame.cursor += 1
          continue
        }
        let next = Int(candidate.next)
        let left = limit - cost
        let known = solved(next)
        if known == Self.unknown || (known <= Self.failedMark && left > Self.failedRemaining(known))
        {
          child = open(next, remaining: left, pool: &pool)
          // A state with nothing to look at is solved at once; look at the candidate again.
          if child != nil { break } else { continue }
        }
        if known >= 0, Int(known) <= left {
          frame.best = cost + Int(known)
          frame.bestStep = Step(
            next: candidate.next, kind: candidate.kind, reference: candidate.reference)
        } else if known != Self.impossible, frame.best == .max {
          // Finishing from there costs more than was left: so might this state.
          frame.pruned = true
        }
        frame.cursor += 1
      }
      if let child {
        frames.append(frame)
        frames.append(child)
        continue
      }
      if frame.best <= frame.remaining {
        record(frame.state, Int32(frame.best), frame.bestStep)
      } else {
        record(frame.state, frame.pruned ? Self.failed(frame.remaining) : Self.impossible)
      }
      pool.removeSubrange(frame.candidates)
    }
    let result = solved(root)
    return result >= 0 ? Int(result) : nil
  }

  /// The mark of a state no completion of which costs `remaining` or less (some may cost more).
  private static func failed(_ remaining: Int) -> Int32 { failedMark - Int32(remaining) }
  /// What was left when a state was marked `failed`.
  private static func failedRemaining(_ mark: Int32) -> Int { Int(failedMark - mark) }
  private static let failedMark: Int32 = -3

  /// The cost recorded for a state of the current phrase, or `unknown`.
  private func solved(_ state: Int) -> Int32 {
    stamps[state] == generation ? memo[state] : Self.unknown
  }

  /// Records a state's cost and the step it chose (none for a final or impossible state).
  private mutating func record(_ state: Int, _ cost: Int32, _ step: Step = Step()) {
    memo[state] = cost
    steps[state] = step
    stamps[state] = generation
  }

  /// Lists a state's candidates at the end of `pool` and returns its frame; a final state is
  /// solved at once (nil).
  private mutating func open(_ state: Int, remaining: Int, pool: inout [Candidate]) -> Frame? {
    let first = pool.count
    guard appendCandidates(of: state, to: &pool) else { return nil }
    return Frame(state: state, candidates: first..<pool.count, cursor: first, remaining: remaining)
  }

  /// Appends the state's candidates in the order they are tried; returns false (and records
  /// the answer) for a state with nothing left to match.
  private mutating func appendCandidates(of state: Int, to pool: inout [Candidate]) -> Bool {
    guard let phrase else {
      record(state, Self.impossible)
      return false
    }
    let (j, i, named, mask, evidence) = decode(state)
    let n = scan.count
    let budget = self.budget

    func consider(_ cost: Int, _ next: Int, _ kind: Kind, _ reference: Int = 0) {
      guard cost <= budget else { return }
      pool.append(
        Candidate(cost: Int32(cost), next: Int32(next), kind: kind, reference: Int32(reference)))
    }

    if j == n, i == elementCount {
      record(state, named == 1 && evidence == 1 ? 0 : Self.impossible)
      return false
    }

    // The phrase's next element.
    if i < elementCount {
      switch phrase.elements[i] {
      case .word(_, let isContent, let paraphrases):
        if j < n {
          let seen = isContent && (!names.isNounUse[j] || paraphrases.isEmpty) ? 1 : evidence
          for move in wordMoves(i, j) {
            consider(
              Int(move.cost),
              self.state(
                j + Int(move.words), i + 1, named, mask, move.isEvidence ? seen : evidence),
              .element, Int(move.reference))
          }
        }
        // This word and the next run together ("getconditions").
        if j < n, runTogether[i * n + j] {
          let bothContent = isContent || phrase.elements[i + 1].isContentWord
          let seen = bothContent && !names.isNounUse[j] ? 1 : evidence
          consider(
            MatchCost.spacing, self.state(j + 1, i + 2, named, mask, seen), .element, 3)
        }
        consider(
          isContent ? MatchCost.missingContentWord : MatchCost.missingFunctionWord,
          self.state(j, i + 1, named, mask, evidence), .element)
      case .applicationName:
        if named == 0, j < n {
          // The phrase's own "to" before the name: no destination ("Add a book to Library").
          let refund =
            names.isDestination[j] && followsDestinationWord(i, phrase) ? MatchCost.foreignWord : 0
          for span in names.spans[j] where span.end > j {
            consider(span.cost - refund, self.state(span.end, i + 1, 1, mask, evidence), .element)
          }
        }
        consider(0, self.state(j, i + 1, named, mask, evidence), .element)
      case .slot(let index):
        if let filled = fill(index, mask), j < n {
          for end in (j + 1)...min(n, j + maxSlotWords[index]) {
            guard let fit = intent.slotFit(index, j, end) else { continue }
            let seen = fit.isEvidence && isPhraseParameter[index] ? 1 : evidence
            consider(fit.cost, self.state(end, i + 1, named, filled, seen), .slot, end)
          }
        }
        let alreadyFilled = bitOf[index] >= 0 && mask & (1 << bitOf[index]) != 0
        // A closed slot's place never holds words that name nothing ("Show Pine" when no
        // shelf is called Pine): the utterance names a value the app does not have.
        if alreadyFilled || acceptsOtherText[index] || j == n
          || !isPlainUnknown(j)
        {
          consider(
            alreadyFilled ? 0 : emptySlotCost, self.state(j, i + 1, named, mask, evidence),
            .element)
        }
      }
    }

    // Words outside the phrase; every one of them moves past at least one word.
    if j < n {
      for (index, mention) in intent.mentions[j].enumerated() where mention.end > j {
        if mention.negated {
          consider(mention.cost, self.state(mention.end, i, named, mask, evidence), .mention, index)
        } else if let filled = fill(mention.parameter, mask) {
          let seen = mention.isEvidence ? 1 : evidence
          consider(mention.cost, self.state(mention.end, i, named, filled, seen), .mention, index)
        }
      }
      if let cost = scan.fillerCosts[j] {
        consider(cost, self.state(j + 1, i, named, mask, evidence), .other)
      }
      if isPhraseVerb[j] {
        consider(MatchCost.repeatedVerb, self.state(j + 1, i, named, mask, evidence), .other)
      }
      for span in names.spans[j] where span.end > j {
        let cost = named == 0 ? span.cost + MatchCost.movedAppName : MatchCost.movedAppName
        consider(cost, self.state(span.end, i, 1, mask, evidence), .other)
      }
      consider(unknownCost(j, i, mask), self.state(j + 1, i, named, mask, evidence), .other)
    }
    return true
  }

  /// Whether an unknown word may stand in for a content word of the phrase (an unlisted
  /// synonym): no verb the lexicon knows, whose groups say what it means ("Start" is no "Add").
  private func isReplaceable(_ j: Int) -> Bool {
    !names.isForeignWord[j] && !names.isForeignValueWord[j] && !names.isOtherAppsPhraseWord[j]
      && scan.fillerCosts[j] == nil && !scan.isForeign[j]
      && !scan.isActionVerb[j] && scan.numbers[j].isEmpty
      && !scan.isGroupVerb[j]
  }

  /// Whether word `j` can only be an unknown word: no filler, name, value, verb or phrase word.
  private func isPlainUnknown(_ j: Int) -> Bool {
    isPlainUnknownWord[j]
  }

  /// What skipping word `j` as unknown costs: question words, negations and other actions'
  /// verbs cost `foreignWord`, and so does any unknown word at the place of a closed slot.
  private func unknownCost(_ j: Int, _ i: Int, _ mask: Int) -> Int {
    if scan.isForeign[j] || names.isForeignWord[j] || names.isForeignValueWord[j] {
      return MatchCost.foreignWord
    }
    if i < elementCount, case .slot(let index) = phrase?.elements[i],
      !acceptsOtherText[index],
      bitOf[index] < 0 || mask & (1 << bitOf[index]) == 0
    {
      return MatchCost.foreignWord
    }
    if scan.isActionVerb[j], !isPhraseVerb[j] {
      return MatchCost.foreignWord
    }
    return MatchCost.unknownWord
  }

  // MARK: Reading the path

  /// One step of the cheapest path: the utterance words it covers, the phrase element it stands
  /// for (nil for words outside the phrase), how they were read and at what cost.
  struct PathStep: Sendable {
    let words: Range<Int>
    /// The phrase elements it stands for: one, two for words run together, none outside.
    let elements: Range<Int>
    let kind: MatchExplanation.Kind
    let cost: Int

    /// The (first) phrase element it stands for, or nil.
    var element: Int? { elements.isEmpty ? nil : elements.lowerBound }
  }

  /// The cheapest path of the phrase `align` last lined up (which must have succeeded), step
  /// by step. A phrase's app name left for one said elsewhere is not a step.
  func path() -> [PathStep] {
    guard let phrase else { return [] }
    var result: [PathStep] = []
    var current = lastStart
    while steps[current].next >= 0 {
      let step = steps[current]
      let next = Int(step.next)
      let (j, i, _, _, _) = decode(current)
      let (end, nextElement, _, _, _) = decode(next)
      let cost = Int(memo[current]) - Int(memo[next])
      let elements = i..<max(i, nextElement)
      let kind: MatchExplanation.Kind
      switch step.kind {
      case .element:
        switch phrase.elements[i] {
        case .word:
          if end == j {
            kind = .missing
          } else {
            kind =
              step.reference == 1
              ? .paraphrase
              : step.reference == 2
                ? .replaced : step.reference == 3 ? .runTogether : Self.wordKind(cost: cost)
          }
        case .applicationName:
          kind = .appName
          if end == j {
            current = next
            continue
          }
        case .slot:
          kind = end == j ? .missing : .slot
        }
      case .slot:
        kind = .slot
      case .mention:
        kind = intent.mentions[j][Int(step.reference)].negated ? .dropped : .extra
      case .other, .none:
        if end == j + 1, scan.fillerCosts[j] == cost {
          kind = .filler
        } else if end == j + 1, isPhraseVerb[j], cost == MatchCost.repeatedVerb {
          kind = .repeatedVerb
        } else if names.spans[j].contains(where: { $0.end == end }),
          cost < MatchCost.unknownWord
            || end > j + 1
        {
          kind = .movedAppName
        } else {
          kind = cost >= MatchCost.foreignWord ? .foreign : .skipped
        }
      }
      result.append(PathStep(words: j..<end, elements: elements, kind: kind, cost: cost))
      current = next
    }
    return result
  }

  /// How each word of a slot step reads as a word of the slot parameter's values: its kind and
  /// cost, a number, or (naming no value word) run together with others or other text.
  func slotParts(_ step: PathStep) -> [(position: Int, kind: MatchExplanation.Kind, cost: Int)] {
    guard step.kind == .slot, let element = step.element, let phrase,
      case .slot(let index) = phrase.elements[element]
    else { return [] }
    let fit = intent.peekSlotFit(index, step.words.lowerBound, step.words.upperBound)
    if fit?.number != nil { return step.words.map { ($0, .number, 0) } }
    let costs = step.words.map { intent.bestWordCost(index, $0) }
    // Values named though no word is a value's word: the words are run together ("clamchowder").
    let runTogether = costs.allSatisfy { $0 == nil } && fit.map { !$0.candidates.isEmpty } == true
    return zip(step.words, costs).map { position, cost in
      if let cost { return (position, Self.wordKind(cost: cost), cost) }
      if runTogether { return (position, .runTogether, 0) }
      return (position, scan.fillerCosts[position] != nil ? .filler : .skipped, 0)
    }
  }

  /// Whether the path `align` last found says a content word of the phrase other than its
  /// verb as that word (exactly, or as its plural, another form or a typo of it).
  func saysContentWordBesidesVerb() -> Bool {
    guard let phrase else { return false }
    let direct: Set<MatchExplanation.Kind> = [.exact, .plural, .wordForm, .soundsAlike, .typo]
    return path().contains { step in
      guard direct.contains(step.kind), let element = step.element,
        case .word(let token, let isContent, _) = phrase.elements[element], isContent
      else { return false }
      return Lexicon.matching.groupsOfWord[token.text] == nil
    }
  }

  /// How a phrase word said directly was read, from what it cost.
  private static func wordKind(cost: Int) -> MatchExplanation.Kind {
    switch cost {
    case 0: return .exact
    case MatchCost.plural: return .plural
    case MatchCost.wordForm: return .wordForm
    case MatchCost.soundsAlike: return .soundsAlike
    default: return .typo
    }
  }

  /// The text of phrase element `index` of the phrase `align` last lined up.
  func elementText(_ index: Int) -> String {
    guard let phrase, index < phrase.elements.count else { return "" }
    switch phrase.elements[index] {
    case .word(let token, _, _): return token.text
    case .applicationName: return "${applicationName}"
    case .slot(let parameter): return "${\(intent.intent.parameters[parameter].name)}"
    }
  }

  /// Whether the path from `start` says a phrase word as a paraphrase.
  private func usesParaphrase(from start: Int) -> Bool {
    var current = start
    while steps[current].next >= 0 {
      let step = steps[current]
      if step.kind == .element, step.reference == 1 { return true }
      current = Int(step.next)
    }
    return false
  }

  private func fills(from start: Int) -> [Alignment.Fill] {
    var result: [Alignment.Fill] = []
    var current = start
    while steps[current].next >= 0 {
      let step = steps[current]
      let (j, i, _, _, _) = decode(current)
      switch step.kind {
      case .slot:
        if case .slot(let index) = phrase?.elements[i] {
          let end = Int(step.reference)
          if let fit = intent.peekSlotFit(index, j, end) {
            result.append(
              Alignment.Fill(
                parameter: index, words: j..<end, cost: fit.cost, candidates: fit.candidates,
                number: fit.number, isExtra: false))
          }
        }
      case .mention:
        let mention = intent.mentions[j][Int(step.reference)]
        if !mention.negated {
          result.append(
            Alignment.Fill(
              parameter: mention.parameter, words: mention.words, cost: mention.fitCost,
              candidates: mention.candidates, number: mention.number, isExtra: true))
        }
      case .element, .other, .none:
        break
      }
      current = Int(step.next)
    }
    return result
  }
}
