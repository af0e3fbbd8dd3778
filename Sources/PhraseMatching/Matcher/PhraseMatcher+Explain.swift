extension PhraseMatcher {
  /// The most a phrase may cost to be shown as a near miss: twice a foreign word, so that a
  /// question or another app's thing still shows where it fell.
  static let explanationBudget = 2 * MatchCost.scale

  /// Why `utterance` matches what it matches: the best phrase of each of the nearest `limit`
  /// intents, matches and misses alike, lined up word by word with the cost of each step, and
  /// when nothing matches, why.
  ///
  /// When the best reading leaves asides out, the request is explained and each aside is one
  /// step of kind `aside`, before or after the request's steps.
  public func explain(_ utterance: String, limit: Int = 3) -> MatchExplanation {
    let words = self.words(in: utterance)
    guard utterance.utf8.count <= Self.maxUtteranceLength, !words.isEmpty,
      words.count <= Self.maxUtteranceWords
    else { return explainWhole(utterance, limit: limit) }
    let reading = bestReading(utterance, words: words)
    if let second = reading.secondRequest {
      var explanation = explainWhole(utterance, limit: limit)
      for index in explanation.candidates.indices {
        explanation.candidates[index].isMatch = false
      }
      explanation.reason =
        "“\(second.text)” asks for another action (\(second.intent)) after a request complete on its own: Siri does one request at a time."
      return explanation
    }
    guard let request = reading.request, !reading.asides.isEmpty else {
      var explanation = explainWhole(utterance, limit: limit)
      // A question an intent answers matches, though no phrase lines up with it word by word.
      if explanation.candidates.first?.isMatch != true, let answer = reading.matches.first {
        explanation.reason =
          "It asks what a thing is like, which \(answer.app) › \(answer.intent) answers: read as “\(answer.phrase)” with the thing said, \(MatchCost.answeredQuestion) for the question: \(Self.format(answer.score))."
      }
      return explanation
    }
    var explanation = explainWhole(request, limit: limit)
    explanation.utterance = utterance
    let cost = MatchCost.aside * reading.asides.count
    for index in explanation.candidates.indices {
      var candidate = explanation.candidates[index]
      let before = reading.asides.filter(\.isBefore).map {
        MatchExplanation.Step(words: $0.text, element: "", kind: .aside, cost: MatchCost.aside)
      }
      let after = reading.asides.filter { !$0.isBefore }.map {
        MatchExplanation.Step(words: $0.text, element: "", kind: .aside, cost: MatchCost.aside)
      }
      candidate.steps = before + candidate.steps + after
      candidate.score = max(0, candidate.score - Double(cost) / Double(MatchCost.scale))
      candidate.isMatch = candidate.isMatch && candidate.score >= threshold
      explanation.candidates[index] = candidate
    }
    return explanation
  }

  /// `explain` of the utterance read whole.
  private func explainWhole(_ utterance: String, limit: Int) -> MatchExplanation {
    var explanation = MatchExplanation(utterance: utterance, threshold: threshold, candidates: [])
    guard utterance.utf8.count <= Self.maxUtteranceLength else {
      explanation.reason = "It is longer than \(Self.maxUtteranceLength) bytes."
      return explanation
    }
    let words = self.words(in: utterance)
    guard !words.isEmpty else {
      explanation.reason = "It has no words."
      return explanation
    }
    guard words.count <= Self.maxUtteranceWords else {
      explanation.reason = "It has more than \(Self.maxUtteranceWords) words."
      return explanation
    }
    let scan = self.scan(words, in: utterance)
    let runTogether = scan.runsOn.indices.filter { scan.runsOn[$0] }.map { $0 + 1 }
    let spacing = scan.runTogetherCost
    let budget = Self.explanationBudget
    func text(_ range: Range<Int>) -> String {
      guard let first = range.first, let last = range.last else { return "" }
      return String(utterance[words[first].range.lowerBound..<words[last].range.upperBound])
    }

    let search = bestPhrases(in: scan, budget: budget, limitsAppAlone: false) {
      aligner, penalty in
      var steps = aligner.path().map { step in
        let parts = aligner.slotParts(step)
        return MatchExplanation.Step(
          words: text(step.words),
          element: step.elements.map(aligner.elementText).joined(separator: " "),
          kind: step.kind, cost: step.cost,
          parts: parts.count > 1 || parts.first?.kind != .exact
            ? parts.map {
              MatchExplanation.Step(
                words: text($0.position..<($0.position + 1)), element: "", kind: $0.kind,
                cost: $0.cost)
            } : [])
      }
      // A closed slot's value the app lacks, or a verb that asks for another phrase, is charged to
      // the word that says it.
      if let word = aligner.unlistedValueWord ?? aligner.clashingVerbWord,
        let index = aligner.path().firstIndex(where: { $0.words.contains(word) })
      {
        steps[index].kind = .foreign
        steps[index].cost += MatchCost.foreignWord
      }
      // The stretch penalty belongs to the paraphrase that caused it.
      if penalty > 0, let index = steps.firstIndex(where: { $0.kind == .paraphrase }) {
        steps[index].cost += penalty
      }
      // A word read as two run together is charged to the step that reads its second.
      let path = aligner.path()
      for second in runTogether {
        if let index = path.firstIndex(where: { $0.words.contains(second) }) {
          steps[index].cost += MatchCost.spacing
        }
      }
      return steps
    }
    let namedApps = search.named
    explanation.candidates = search.best.prefix(max(1, limit)).map { best in
      let intent = apps[best.app].intents[best.intent]
      let score = MatchCost.score(best.alignment.cost + spacing)
      let app = apps[best.app].name
      let limit = search.alone.contains(app) ? Self.aloneBudget : self.budget
      return MatchExplanation.Candidate(
        app: app, intent: intent.name,
        phrase: intent.phrases[best.phrase].template.description, score: score,
        isMatch: best.alignment.cost + spacing <= limit && score >= threshold, steps: best.detail)
    }
    explanation.reason =
      missReason(
        explanation, utterance: utterance, named: namedApps, alone: search.alone,
        bypassed: search.bypassed) ?? explanation.reason
    return explanation
  }

  /// Why the best candidate of `explanation` did not match, or nil when it did.
  private func missReason(
    _ explanation: MatchExplanation, utterance: String, named namedApps: [String],
    alone: Set<String>, bypassed: [String: String]
  ) -> String? {
    if explanation.candidates.first?.isMatch != true,
      let (app, phrase) = bypassed.sorted(by: { $0.key < $1.key }).first
    {
      return
        "It fits \(app)'s negative phrase “\(phrase)” (AppShortcutsProvider.negativePhrases), which never reaches the app."
    } else if explanation.candidates.first?.isMatch != true,
      let app = alone.sorted().first
    {
      return
        "It says only \(app)'s name (and filler words): Siri opens the app. A phrase runs only when said word for word, its verb and object included."
    } else if namedApps.isEmpty {
      let loaded = apps.map(\.name).joined(separator: ", ")
      if case .notLoaded(let app)? = missReading(for: utterance) {
        return
          "It asks \(app), which is not loaded (the loaded apps: \(loaded)): Siri doesn't know an app called \(app)."
      } else {
        return "It names none of the loaded apps (\(loaded))."
      }
    } else if let nearest = explanation.candidates.first, !nearest.isMatch {
      let keptOut = nearest.steps.first(where: { $0.kind == .foreign }).map {
        " “\($0.words)” keeps it out: another action's verb, a question or negation, another app's thing, or a value the app does not have."
      }
      return
        "The nearest phrase, “\(nearest.phrase)”, scores \(Self.format(nearest.score)), under the threshold \(Self.format(threshold))."
        + (keptOut ?? "")
    } else if explanation.candidates.isEmpty {
      return
        "It names \(namedApps.joined(separator: ", ")) but says nothing a phrase needs besides the name: the phrase's verb or one of its values."
    }
    return nil
  }

  private static func format(_ score: Double) -> String {
    let thousandths = Int((score * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
