/// The branch-and-bound search over states, on an explicit stack.
extension PhraseAligner {
  /// One way to go on from a state: the step's cost, the state it leads to and what it is.
  struct Candidate {
    var cost: Int32
    var next: Int32
    var kind: Kind
    var reference: Int32
  }

  /// A state being solved: its candidates (a range of `pool`), the next one to look at, the
  /// most its completion may cost to be of use, and the best found so far.
  struct Frame {
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
  mutating func solve(_ root: Int) -> Int? {
    // Taken out of `self` while in use: `open` mutates `self` and the pool at once.
    var frames = frameBuffer
    var pool = poolBuffer
    frameBuffer = []
    poolBuffer = []
    defer {
      frames.removeAll(keepingCapacity: true)
      pool.removeAll(keepingCapacity: true)
      frameBuffer = frames
      poolBuffer = pool
    }
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
  static func failed(_ remaining: Int) -> Int32 { failedMark - Int32(remaining) }
  /// What was left when a state was marked `failed`.
  static func failedRemaining(_ mark: Int32) -> Int { Int(failedMark - mark) }
  static let failedMark: Int32 = -3

  /// The cost recorded for a state of the current phrase, or `unknown`.
  func solved(_ state: Int) -> Int32 {
    stamps[state] == generation ? memo[state] : Self.unknown
  }

  /// Records a state's cost and the step it chose (none for a final or impossible state).
  mutating func record(_ state: Int, _ cost: Int32, _ step: Step = Step()) {
    memo[state] = cost
    steps[state] = step
    stamps[state] = generation
  }

  /// Lists a state's candidates at the end of `pool` and returns its frame; a final state is
  /// solved at once (nil).
  mutating func open(_ state: Int, remaining: Int, pool: inout [Candidate]) -> Frame? {
    let first = pool.count
    guard appendCandidates(of: state, to: &pool) else { return nil }
    return Frame(state: state, candidates: first..<pool.count, cursor: first, remaining: remaining)
  }

  /// Appends the state's candidates in the order they are tried; returns false (and records
  /// the answer) for a state with nothing left to match.
  mutating func appendCandidates(of state: Int, to pool: inout [Candidate]) -> Bool {
    // Only the phrase's elements are read: binding the whole phrase would retain each of its
    // tables for every state.
    guard phrase != nil else {
      record(state, Self.impossible)
      return false
    }
    let (j, i, named, mask, evidence) = decode(state)
    if j == scan.count, i == elementCount {
      record(state, named == 1 && evidence == 1 ? 0 : Self.impossible)
      return false
    }
    let at = Position(word: j, element: i, named: named, mask: mask, evidence: evidence)
    if i < elementCount {
      appendElementCandidates(phrase?.elements ?? [], at, to: &pool)
    }
    // Words outside the phrase; every one of them moves past at least one word.
    if j < scan.count {
      appendOutsideCandidates(at, to: &pool)
    }
    return true
  }

  /// A decoded state.
  struct Position {
    let word: Int
    let element: Int
    let named: Int
    let mask: Int
    let evidence: Int
  }

  /// Adds a candidate step when it fits the budget.
  @inline(__always)
  private func consider(
    _ cost: Int, _ next: Int, _ kind: Kind, _ reference: Int = 0, to pool: inout [Candidate]
  ) {
    guard cost <= budget else { return }
    pool.append(
      Candidate(cost: Int32(cost), next: Int32(next), kind: kind, reference: Int32(reference)))
  }

  /// The steps that read the phrase's next element: its word, the app's name or its slot.
  @inline(__always)
  private mutating func appendElementCandidates(
    _ elements: [PhraseElement], _ at: Position, to pool: inout [Candidate]
  ) {
    let (j, i, named, mask, evidence) = (at.word, at.element, at.named, at.mask, at.evidence)
    let n = scan.count
    switch elements[i] {
    case .word(_, let isContent, let paraphrases):
      if j < n {
        let seen = isContent && (!names.isNounUse[j] || paraphrases.isEmpty) ? 1 : evidence
        for move in wordMoves(i, j) {
          consider(
            Int(move.cost),
            self.state(j + Int(move.words), i + 1, named, mask, move.isEvidence ? seen : evidence),
            .element, Int(move.reference), to: &pool)
        }
      }
      // This word and the next run together ("getconditions").
      if j < n, runTogether[i * n + j] {
        let bothContent = isContent || elements[i + 1].isContentWord
        let seen = bothContent && !names.isNounUse[j] ? 1 : evidence
        consider(
          MatchCost.spacing, self.state(j + 1, i + 2, named, mask, seen), .element, 3, to: &pool)
      }
      consider(
        isContent ? MatchCost.missingContentWord : MatchCost.missingFunctionWord,
        self.state(j, i + 1, named, mask, evidence), .element, to: &pool)
    case .applicationName:
      if named == 0, j < n {
        // The phrase's own "to" before the name: no destination ("Add a book to Library").
        let refund =
          names.isDestination[j] && followsDestinationWord(i, elements) ? MatchCost.foreignWord : 0
        for span in names.spans[j] where span.end > j {
          consider(
            span.cost - refund, self.state(span.end, i + 1, 1, mask, evidence), .element,
            to: &pool)
        }
      }
      consider(0, self.state(j, i + 1, named, mask, evidence), .element, to: &pool)
    case .slot(let index):
      appendSlotCandidates(index, at, to: &pool)
    }
  }

  /// The steps that fill slot `index` with the next words, or leave it empty.
  @inline(__always)
  private mutating func appendSlotCandidates(
    _ index: Int, _ at: Position, to pool: inout [Candidate]
  ) {
    let (j, i, named, mask, evidence) = (at.word, at.element, at.named, at.mask, at.evidence)
    let n = scan.count
    if let filled = fill(index, mask), j < n {
      for end in (j + 1)...min(n, j + maxSlotWords[index]) {
        guard let fit = intent.slotFit(index, j, end) else { continue }
        let seen = fit.isEvidence && isPhraseParameter[index] ? 1 : evidence
        consider(fit.cost, self.state(end, i + 1, named, filled, seen), .slot, end, to: &pool)
      }
    }
    let alreadyFilled = bitOf[index] >= 0 && mask & (1 << bitOf[index]) != 0
    // A closed slot's place never holds words that name nothing ("Show Pine" when no
    // shelf is called Pine): the utterance names a value the app does not have.
    if alreadyFilled || acceptsOtherText[index] || j == n || !isPlainUnknown(j) {
      consider(
        alreadyFilled ? 0 : emptySlotCost, self.state(j, i + 1, named, mask, evidence),
        .element, to: &pool)
    }
  }

  /// The steps that read word `at.word` as something outside the phrase: a value said
  /// elsewhere, a filler, the verb again, the app's name moved, or an unknown word.
  @inline(__always)
  private func appendOutsideCandidates(_ at: Position, to pool: inout [Candidate]) {
    let (j, i, named, mask, evidence) = (at.word, at.element, at.named, at.mask, at.evidence)
    for (index, mention) in intent.mentions[j].enumerated() where mention.end > j {
      if mention.negated {
        consider(
          mention.cost, self.state(mention.end, i, named, mask, evidence), .mention, index,
          to: &pool)
      } else if let filled = fill(mention.parameter, mask) {
        let seen = mention.isEvidence ? 1 : evidence
        consider(
          mention.cost, self.state(mention.end, i, named, filled, seen), .mention, index,
          to: &pool)
      }
    }
    if let cost = scan.fillerCosts[j] {
      consider(cost, self.state(j + 1, i, named, mask, evidence), .other, to: &pool)
    }
    if isPhraseVerb[j] {
      consider(
        MatchCost.repeatedVerb, self.state(j + 1, i, named, mask, evidence), .other, to: &pool)
    }
    for span in names.spans[j] where span.end > j {
      let cost = named == 0 ? span.cost + MatchCost.movedAppName : MatchCost.movedAppName
      consider(cost, self.state(span.end, i, 1, mask, evidence), .other, to: &pool)
    }
    consider(
      unknownCost(j, i, mask), self.state(j + 1, i, named, mask, evidence), .other, to: &pool)
  }

  /// Whether an unknown word may stand in for a content word of the phrase (an unlisted
  /// synonym): no verb the lexicon knows, whose groups say what it means ("Start" is no "Add"),
  /// nor a form of another phrase's verb ("Get me *signed* out" is no "Get … conditions"), nor
  /// a preposition of place ("Open *Near* Me in Trails" is no "Open Favorites").
  func isReplaceable(_ j: Int) -> Bool {
    !names.isForeignWord[j] && !names.isAppPhraseVerbForm[j] && !names.isForeignValueWord[j]
      && !names.isOtherAppsPhraseWord[j]
      && scan.fillerCosts[j] == nil && !scan.isForeign[j]
      && !scan.isActionVerb[j] && scan.numbers[j].isEmpty
      && !scan.isGroupVerb[j] && !saysAnotherClosedKind(j)
      && !Lexicon.matching.placePrepositions.contains(scan.tokens[j].text)
  }

  /// Whether word `j` can only be an unknown word: no filler, name, value, verb or phrase word.
  func isPlainUnknown(_ j: Int) -> Bool {
    isPlainUnknownWord[j]
  }

  /// What skipping word `j` as unknown costs: question words, negations and other actions'
  /// verbs cost `foreignWord`, and so does any unknown word at the place of a closed slot.
  func unknownCost(_ j: Int, _ i: Int, _ mask: Int) -> Int {
    // A word of another loaded app's phrases and none of this app's ("Purchase a *workout* in
    // Book Library") asks that app.
    if scan.isForeign[j] || names.isForeignWord[j] || names.isForeignValueWord[j]
      || names.isOtherAppsPhraseWord[j]
    {
      return MatchCost.foreignWord
    }
    // A word of another of the app's phrases is no value the app lacks ("Open the *book* …").
    if i < elementCount, case .slot(let index) = phrase?.elements[i],
      !acceptsOtherText[index], !names.isOwnPhraseWord[j],
      bitOf[index] < 0 || mask & (1 << bitOf[index]) == 0
    {
      return MatchCost.foreignWord
    }
    if saysAnotherClosedKind(j) || saysAnotherClosedValue(j) { return MatchCost.foreignWord }
    // A word of another of the app's phrases is not foreign to this one ("Open the *book* …"),
    // unless it is the request's verb (`wordClashingWithVerb`).
    if scan.isActionVerb[j], !isPhraseVerb[j], !names.isOwnPhraseWord[j] {
      return MatchCost.foreignWord
    }
    return MatchCost.unknownWord
  }

  /// Whether word `j`, left unread, names a value of the app's closed phrase parameters while
  /// this intent has none: "Open my *reading* list" speaks of a shelf (OpenShelf's), not of a
  /// book to ask for.
  func saysAnotherClosedValue(_ j: Int) -> Bool {
    names.saysClosedValue[j] && !scan.isActionVerb[j] && !scan.isGroupVerb[j] && !isPhraseVerb[j]
      && !intent.intent.parameters.contains { $0.kind == .entries && !$0.acceptsOtherText }
  }

  /// Whether word `j` is the noun of a closed phrase parameter of the app that this intent
  /// lacks: "Show my done *shelf*" asks for a shelf (a kind whose values are all known), never
  /// the book Dune that "done" is a typo of.
  func saysAnotherClosedKind(_ j: Int) -> Bool {
    guard let noun = names.closedKindNoun[j] else { return false }
    return !intent.intent.parameters.contains { $0.name.lowercased() == noun }
  }
}
