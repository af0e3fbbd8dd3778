/// How a span of the utterance fills a slot.
struct SlotFit: Sendable {
  /// The slot's own cost: 0 for an exact title or synonym (`SlotMatch.score` is `MatchCost.score(cost)`).
  let cost: Int
  /// The cost of a leading article left out of the slot's text (counted in the phrase's score only).
  let articleCost: Int
  /// The best entries' indices, ascending; empty for other text.
  let candidates: [Int]
  /// The utterance index of the slot text's first word (after a left-out article).
  let textStart: Int

  /// What the fit adds to the phrase's cost.
  var totalCost: Int { cost + articleCost }
}

extension CompiledSlot {
  /// Words left out at the start of a slot's text.
  static let articles: Set<String> = ["a", "an", "the", "some"]

  /// How `span` fills the slot, or nil when it cannot.
  ///
  /// An entry that fits (see `vocabularyFit`) wins when it costs no more than other text would;
  /// otherwise a slot that accepts other text takes the span with no candidates at
  /// `MatchCost.otherText`. A leading article may be left out at `MatchCost.article`.
  func fit(_ span: ArraySlice<MatchToken>) -> SlotFit? {
    guard !span.isEmpty else { return nil }
    var variants: [(words: ArraySlice<MatchToken>, articleCost: Int)] = [(span, 0)]
    if span.count > 1, Self.articles.contains(span[span.startIndex].text) {
      variants.append((span.dropFirst(), MatchCost.article))
    }
    var best: SlotFit?
    for variant in variants {
      guard let (cost, candidates) = vocabularyFit(variant.words) else { continue }
      if acceptsOtherText, cost > MatchCost.otherText { continue }
      let fit = SlotFit(
        cost: cost, articleCost: variant.articleCost, candidates: candidates, textStart: variant.words.startIndex)
      if best.map({ fit.totalCost < $0.totalCost }) ?? true { best = fit }
    }
    if let best { return best }
    guard acceptsOtherText, let variant = variants.last else { return nil }
    return SlotFit(
      cost: MatchCost.otherText, articleCost: variant.articleCost, candidates: [], textStart: variant.words.startIndex)
  }

  /// The cheapest way `words` names entries, and every entry that fits that well; nil when none does.
  ///
  /// Exact title or synonym → 0. Otherwise per form: word by word or run together
  /// (`TokenComparison.cost`; run-together words must be exact), or as part of the form (`partialEntry` plus word costs).
  func vocabularyFit(_ words: ArraySlice<MatchToken>) -> (cost: Int, candidates: [Int])? {
    if let hits = exact[words.map(\.text).joined(separator: " ")] { return (0, hits) }
    guard !forms.isEmpty, words.count <= maxWords else { return nil }
    var entryCosts = [Int](repeating: .max, count: entries.count)
    for form in forms {
      var cost = TokenComparison.cost(expected: form.sequence, actual: words, joinedTypos: false) ?? .max
      if cost > MatchCost.partialEntry, let partial = TokenComparison.partialCost(expected: form.sequence, actual: words) {
        cost = min(cost, partial + MatchCost.partialEntry)
      }
      entryCosts[form.entry] = min(entryCosts[form.entry], cost)
    }
    guard let best = entryCosts.min(), best != .max else { return nil }
    return (best, entryCosts.indices.filter { entryCosts[$0] == best })
  }
}
