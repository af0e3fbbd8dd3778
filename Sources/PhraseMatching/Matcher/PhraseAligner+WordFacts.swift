/// What depends only on a phrase element and an utterance word, worked out once per phrase.
extension PhraseAligner {
  /// Fills `wordMoves`, `isPhraseVerb` and `isPlainUnknownWord` for `phrase`.
  mutating func prepareWordFacts(for phrase: CompiledPhrase) {
    let n = scan.count
    let costs = scan.literalCosts
    preparePhraseVerbs(for: phrase)
    moves.removeAll(keepingCapacity: true)
    moveStarts.removeAll(keepingCapacity: true)
    var matchesSomeWord = [Bool](repeating: false, count: n)
    // What depends on the said word alone, read once per intent rather than at every phrase word.
    let replaceable = replaceableWords
    let saidKinds = saidWordKinds
    let hasPhrasal = hasPhrasalVerb
    let firstContent = phrase.elements.firstIndex {
      if case .word(_, true, _) = $0 { return true }
      return false
    }
    // A word after the phrase's verb (or a paraphrase of it) said never stands in for that verb:
    // the verb is said, and the word is something else ("*Read* Frankenstein out *loud*").
    let verbSaidAt = isPhraseVerb.firstIndex(of: true) ?? n
    for (i, element) in phrase.elements.enumerated() {
      guard case .word(let expected, let isContent, let paraphrases) = element else {
        moveStarts.append(contentsOf: repeatElement(Int32(moves.count), count: n))
        continue
      }
      // Only a long word may be heard as two: the test below is skipped for the rest.
      let mayBeSplit = expected.codes.count >= TokenComparison.splitSlipMinimumLength
      let splits = isContent ? phrase.splitParaphrases[i] : []
      let paraphraseIDs = isContent && !costs.isEmpty ? phrase.paraphraseWordIDs[i] : []
      let literalID = costs.isEmpty ? 0 : Int(phrase.literalIDs[i])
      // The phrase's first content word is its verb ("Show my favorite …"); the rest are nouns.
      let isVerb = i == firstContent
      // `mayReplace`'s test, with the phrase word's kinds read once.
      let ownKinds = isContent && !isVerb ? NounKinds.english.bits(of: expected.text) : nil
      let isModifier = Self.isModifier(i, in: phrase)
      for j in 0..<n {
        moveStarts.append(Int32(moves.count))
        let cost: Int32 =
          costs.isEmpty
          ? TokenComparison.cost(expected: expected, actual: scan.tokens[j]).map(Int32.init) ?? -1
          : costs[j][literalID]
        if cost >= 0 {
          moves.append(WordMove(cost: cost, words: 1, isEvidence: true))
          matchesSomeWord[j] = true
        }
        if j + 1 < n, appendSplitWordMove(expected, mayBeSplit: mayBeSplit, at: j) {
          matchesSomeWord[j] = true
          matchesSomeWord[j + 1] = true
        }
        if isContent {
          appendParaphraseMoves(
            paraphrases, ids: paraphraseIDs, costs: costs, at: j, hasPhrasal: hasPhrasal[j])
          if !splits.isEmpty, j + 1 < n, !hasPhrasal[j] {
            appendSplitParaphraseMoves(splits, at: j)
          }
          if replaceable[j],
            isVerb
              ? j <= verbSaidAt
              : Self.mayReplace(said: saidKinds[j], own: ownKinds, isModifier: isModifier)
          {
            moves.append(
              WordMove(
                cost: Int32(MatchCost.replacedContentWord), words: 1, isEvidence: false,
                reference: 2))
          }
        }
      }
    }
    moveStarts.append(Int32(moves.count))
    prepareRunTogether(for: phrase, matchesSomeWord: &matchesSomeWord)
    isPlainUnknownWord = (0..<n).map { j in
      scan.fillerCosts[j] == nil && names.spans[j].isEmpty && intent.mentions[j].isEmpty
        && !isPhraseVerb[j] && !matchesSomeWord[j]
    }
  }

  /// Fills `isPhraseVerb`: the words that say the phrase's verb or a paraphrase of it.
  private mutating func preparePhraseVerbs(for phrase: CompiledPhrase) {
    let costs = scan.literalCosts
    // Said exactly is cost 0 (`TokenComparison.cost`): the costs by id stand for string tests.
    isPhraseVerb =
      costs.isEmpty
      ? scan.tokens.map { phrase.verbWords.contains($0.text) }
      : costs.map { word in phrase.verbWordIDs.contains { word[Int($0)] == 0 } }
    // A verb said with its particle ("log out") is the phrase's verb only as that expression.
    for j in 0..<scan.count where isPhraseVerb[j] {
      if let phrasal = scan.phrasalVerbs[j], !Self.paraphrases(phrasal, in: phrase) {
        isPhraseVerb[j] = false
      }
    }
  }

  /// Appends a move for each of `paraphrases` said from word `j` (`ids`: their words' literal
  /// ids when there are `costs`, the scan's); a one-word paraphrase only when no particle
  /// follows.
  private mutating func appendParaphraseMoves(
    _ paraphrases: [Paraphrase], ids: [[Int32]], costs: [[Int32]], at j: Int, hasPhrasal: Bool
  ) {
    for e in paraphrases.indices {
      // The first word said exactly, by its cost, before anything else is read.
      if !costs.isEmpty, let first = ids[e].first, costs[j][Int(first)] != 0 { continue }
      let expression = paraphrases[e]
      guard expression.words.count > 1 || !hasPhrasal,
        costs.isEmpty ? scan.says(expression.words, at: j) : Self.says(ids[e], at: j, costs)
      else { continue }
      moves.append(
        WordMove(
          cost: Int32(expression.cost), words: Int32(expression.words.count),
          isEvidence: expression.isEvidence, reference: 1))
    }
  }

  /// Fills `runTogether`: the words that spell two neighbouring phrase words run together.
  private mutating func prepareRunTogether(
    for phrase: CompiledPhrase, matchesSomeWord: inout [Bool]
  ) {
    let n = scan.count
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
  }

  /// Whether a word WordNet files as `said` may stand in for the phrase's noun filed as `own`
  /// (`NounKinds.bits(of:)`): only a thing of the phrase's word's kinds: "status" may stand for
  /// "conditions" (a state), a "joke" (also an act) never, nor a "map" for "favorite". A noun
  /// before another of the phrase's nouns (`isModifier`) says which kind of it, so no other noun
  /// stands in for it: a *season* pass is no day pass.
  static func mayReplace(said: UInt64?, own: UInt64?, isModifier: Bool) -> Bool {
    guard let said else { return true }
    if isModifier { return false }
    guard let own else { return true }
    return said & ~own == 0
  }

  /// Whether phrase element `i` is a word right before another content word ("*day* pass").
  static func isModifier(_ i: Int, in phrase: CompiledPhrase) -> Bool {
    guard i + 1 < phrase.elements.count, case .word(_, true, _) = phrase.elements[i + 1] else {
      return false
    }
    return true
  }

  /// Whether `words` are a paraphrase of one of the phrase's words.
  static func paraphrases(_ words: [String], in phrase: CompiledPhrase) -> Bool {
    phrase.elements.contains { element in
      guard case .word(_, _, let paraphrases) = element else { return false }
      return paraphrases.contains { $0.words == words }
    }
  }

  /// Whether `whole` is `head` and `tail` run together, compared byte by byte.
  static func spells(_ whole: String, _ head: String, _ tail: String) -> Bool {
    let (h, t) = (head.utf8, tail.utf8)
    guard !h.isEmpty, !t.isEmpty, whole.utf8.count == h.count + t.count else { return false }
    return whole.utf8.starts(with: h) && whole.utf8.dropFirst(h.count).elementsEqual(t)
  }

  /// Whether the words `ids` (literal ids) are said exactly from word `j`, by their costs.
  static func says(_ ids: [Int32], at j: Int, _ costs: [[Int32]]) -> Bool {
    guard j + ids.count <= costs.count else { return false }
    for (k, id) in ids.enumerated() where costs[j + k][Int(id)] != 0 { return false }
    return true
  }
}
