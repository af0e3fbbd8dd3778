/// The values an utterance mentions outside a phrase's slot: entries said anywhere, values a
/// negation drops, numbers that count something and free text after a parameter's cue.
extension IntentScan {
  /// Every mention starting at each word of the utterance.
  static func mentions(
    intent: CompiledIntent, scan: UtteranceScan, wordMatches: [[[VocabularyIndex.WordMatch]]],
    wordForms: [[[Int32]?]], cueOwners: [[Int]], budget: Int, spanFits: SpanFits
  ) -> [[Mention]] {
    let values = entryMentions(
      intent: intent, scan: scan, wordMatches: wordMatches, wordForms: wordForms, budget: budget,
      spanFits: spanFits)
    var result = values
    appendNegatedMentions(values, scan: scan, to: &result)
    if let parameter = intent.numberParameter {
      appendHomophoneMentions(
        parameter, intent: intent, scan: scan, wordMatches: wordMatches, to: &result)
      appendNumberMentions(
        parameter, intent: intent, scan: scan, wordMatches: wordMatches, to: &result)
    }
    appendCuedTextMentions(
      intent: intent, scan: scan, cueOwners: cueOwners, budget: budget, to: &result)
    return result
  }

  /// Entries of entry parameters said anywhere, each span that fits within the budget.
  private static func entryMentions(
    intent: CompiledIntent, scan: UtteranceScan, wordMatches: [[[VocabularyIndex.WordMatch]]],
    wordForms: [[[Int32]?]], budget: Int, spanFits: SpanFits
  ) -> [[Mention]] {
    let count = scan.count
    var values = [[Mention]](repeating: [], count: count + 1)
    for (index, parameter) in intent.parameters.enumerated()
    where parameter.kind == .entries && !parameter.vocabulary.forms.isEmpty {
      for start in 0..<count {
        for end in (start + 1)...min(count, start + parameter.maxExtraWords) {
          guard
            let found = spanFits.fit(
              parameter, start, end, tokens: scan.tokens, matches: wordMatches[index],
              postings: wordForms[index], loose: false),
            let fit = heard(found, start..<end, parameter, scan: scan),
            fit.cost + MatchCost.extraValue <= budget,
            fit.cost == 0
              || !modifiesAnotherNoun(
                end, index, intent: intent, scan: scan, wordMatches: wordMatches)
              || !saysPart(of: fit, start..<end, parameter, scan: scan)
          else { continue }
          values[start].append(
            Mention(
              parameter: index, end: end, words: start..<end, cost: fit.cost + MatchCost.extraValue,
              fitCost: fit.cost, candidates: fit.candidates, number: nil, negated: false,
              isEvidence: parameter.isPhraseParameter))
        }
      }
    }
    return values
  }

  /// Negations drop the value after them: "without cheese", "no croutons", "hold the cheese".
  private static func appendNegatedMentions(
    _ values: [[Mention]], scan: UtteranceScan, to result: inout [[Mention]]
  ) {
    let count = scan.count
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
  }

  /// A homophone right before a phrase parameter's value counts it: "order for tomato soups".
  private static func appendHomophoneMentions(
    _ parameter: Int, intent: CompiledIntent, scan: UtteranceScan,
    wordMatches: [[[VocabularyIndex.WordMatch]]], to result: inout [[Mention]]
  ) {
    for start in 0..<(scan.count - 1) {
      // … or before a plural measure word and "of" that opens one ("buy for copies of Dune").
      let measured =
        start + 3 < scan.count
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
  }

  /// Numbers go to the first number parameter when a cue, a measure word or a value says they
  /// count something: "make it four", "5 bowls of", "two tomato soups".
  private static func appendNumberMentions(
    _ parameter: Int, intent: CompiledIntent, scan: UtteranceScan,
    wordMatches: [[[VocabularyIndex.WordMatch]]], to result: inout [[Mention]]
  ) {
    let count = scan.count
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

  /// Free text after a parameter's cue: "to 42 Main Street" for a delivery address,
  /// "recommended by Sam" for a name.
  private static func appendCuedTextMentions(
    intent: CompiledIntent, scan: UtteranceScan, cueOwners: [[Int]], budget: Int,
    to result: inout [[Mention]]
  ) {
    let count = scan.count
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
            // A value never ends between two words said run together ("Tara West|over").
            if scan.runsOn[word] { continue }
            let ending =
              parameter.isFreeText && runsToNextCue(end, of: index, cueOwners: cueOwners) ? 1 : 0
            result[cue].append(
              Mention(
                parameter: index, end: end, words: valueStart..<end, cost: cost - ending,
                fitCost: base, candidates: [], number: nil, negated: false, isEvidence: false))
          }
        }
      }
    }
  }

  /// Whether another free-text parameter's cue starts at `end`, where a value of parameter
  /// `index` ends: the value runs up to it, so a filler just before the cue is the value's
  /// ("The Remains of the *Day* | by …") and costs one less than left out.
  static func runsToNextCue(_ end: Int, of index: Int, cueOwners: [[Int]]) -> Bool {
    end < cueOwners.count && cueOwners[end].contains { $0 != index }
  }

  /// For each utterance word, the free-text parameters whose cue starts there ("by" for an
  /// author): another free-text value ends before it.
  static func freeTextCueOwners(intent: CompiledIntent, scan: UtteranceScan) -> [[Int]] {
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
}
