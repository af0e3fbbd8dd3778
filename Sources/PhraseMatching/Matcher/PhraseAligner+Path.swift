/// Reading the cheapest path back: its steps, a slot's words and the fills it made.
extension PhraseAligner {
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
    let titles = (fit?.candidates ?? []).map {
      VocabularyIndex.tokens(intent.intent.parameters[index].vocabulary.entries[$0].title)
    }
    return zip(step.words, costs).map { position, cost in
      if let cost {
        // A word of the value's other name, not of its title, is no exact word of the value.
        let word = scan.tokens[position]
        let inTitle =
          titles.isEmpty
          || titles.contains { title in
            title.contains { TokenComparison.cost(expected: MatchToken($0), actual: word) != nil }
          }
        return (position, inTitle ? Self.wordKind(cost: cost) : .synonym, cost)
      }
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
  static func wordKind(cost: Int) -> MatchExplanation.Kind {
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
  func usesParaphrase(from start: Int) -> Bool {
    var current = start
    while steps[current].next >= 0 {
      let step = steps[current]
      if step.kind == .element, step.reference == 1 { return true }
      current = Int(step.next)
    }
    return false
  }

  func fills(from start: Int) -> [Alignment.Fill] {
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
