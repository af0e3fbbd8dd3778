extension PhraseMatcher {
  /// The most a phrase may cost to be shown as a near miss: twice a foreign word, so that a
  /// question or another app's thing still shows where it fell.
  static let explanationBudget = 2 * MatchCost.scale

  /// Why `utterance` matches what it matches: the best phrase of each of the nearest `limit`
  /// intents, matches and misses alike, lined up word by word with the cost of each step, and
  /// when nothing matches, why.
  public func explain(_ utterance: String, limit: Int = 3) -> MatchExplanation {
    var explanation = MatchExplanation(utterance: utterance, threshold: threshold, candidates: [])
    guard utterance.utf8.count <= Self.maxUtteranceLength else {
      explanation.reason = "It is longer than \(Self.maxUtteranceLength) bytes."
      return explanation
    }
    let words = TextNormalizer.words(in: utterance, limit: Self.maxUtteranceWords + 1)
    guard !words.isEmpty else {
      explanation.reason = "It has no words."
      return explanation
    }
    guard words.count <= Self.maxUtteranceWords else {
      explanation.reason = "It has more than \(Self.maxUtteranceWords) words."
      return explanation
    }
    let scan = UtteranceScan(words.map { MatchToken($0.text) })
    let budget = Self.explanationBudget
    func text(_ range: Range<Int>) -> String {
      guard let first = range.first, let last = range.last else { return "" }
      return String(utterance[words[first].range.lowerBound..<words[last].range.upperBound])
    }

    var found: [(candidate: MatchExplanation.Candidate, cost: Int, order: [Int])] = []
    var namedApps: [String] = []
    for (appIndex, app) in apps.enumerated() {
      let names = AppNameScan(app, in: scan)
      guard names.spans.contains(where: { !$0.isEmpty }) else { continue }
      namedApps.append(app.name)
      for (intentIndex, intent) in app.intents.enumerated() {
        var aligner = PhraseAligner(
          scan: scan, names: names,
          intent: IntentScan(intent, in: scan, foreignWords: names.isForeignWord, budget: budget),
          budget: budget)
        var best: (alignment: Alignment, phrase: Int, steps: [MatchExplanation.Step])?
        for (phraseIndex, phrase) in intent.phrases.enumerated() {
          guard let aligned = aligner.align(phrase) else { continue }
          let alignment = Self.stretchPenalty(aligned, intent: intent)
          guard alignment.cost < best?.alignment.cost ?? .max else { continue }
          var steps = aligner.path().map { step in
            let parts = aligner.slotParts(step)
            return MatchExplanation.Step(
              words: text(step.words), element: step.element.map(aligner.elementText) ?? "",
              kind: step.kind, cost: step.cost,
              parts: parts.count > 1 || parts.first?.kind != .exact
                ? parts.map {
                  MatchExplanation.Step(
                    words: text($0.position..<($0.position + 1)), element: "", kind: $0.kind,
                    cost: $0.cost)
                } : [])
          }
          // The stretch penalty belongs to the paraphrase that caused it.
          if alignment.cost > aligned.cost,
            let index = steps.firstIndex(where: { $0.kind == .paraphrase })
          {
            steps[index].cost += alignment.cost - aligned.cost
          }
          best = (alignment, phraseIndex, steps)
        }
        guard let best else { continue }
        let score = MatchCost.score(best.alignment.cost)
        found.append(
          (
            MatchExplanation.Candidate(
              app: app.name, intent: intent.name,
              phrase: intent.phrases[best.phrase].template.description, score: score,
              isMatch: best.alignment.cost <= self.budget && score >= threshold,
              steps: best.steps),
            best.alignment.cost, [appIndex, intentIndex, best.phrase]
          ))
      }
    }
    found.sort { lhs, rhs in
      lhs.cost != rhs.cost ? lhs.cost < rhs.cost : lhs.order.lexicographicallyPrecedes(rhs.order)
    }
    explanation.candidates = found.prefix(max(1, limit)).map(\.candidate)
    if namedApps.isEmpty {
      let loaded = apps.map(\.name).joined(separator: ", ")
      explanation.reason = "It names none of the loaded apps (\(loaded))."
    } else if let nearest = explanation.candidates.first, !nearest.isMatch {
      explanation.reason =
        "The nearest phrase, “\(nearest.phrase)”, scores \(Self.format(nearest.score)), under the threshold \(Self.format(threshold))."
    } else if explanation.candidates.isEmpty {
      explanation.reason =
        "It names \(namedApps.joined(separator: ", ")) but says nothing a phrase needs besides the name: the phrase's verb or one of its values."
    }
    return explanation
  }

  private static func format(_ score: Double) -> String {
    let thousandths = Int((score * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }
}
