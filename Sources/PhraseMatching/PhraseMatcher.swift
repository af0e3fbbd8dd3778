/// The matcher: an index built once over the apps' phrases.
///
/// An utterance matches a phrase when, after normalization (`TextNormalizer`), its words line up
/// with the phrase: literal words exactly or near-exactly, `${applicationName}` with the app's name
/// or an alternative name, and each slot with one or more words scored against its vocabulary.
/// Leading wake and filler words ("hey siri", "please") and trailing politeness ("please",
/// "thank you") may be skipped.
///
/// **Score.** `score = 1 - cost / 1000`, clamped to 0...1, where the cost sums, in thousandths:
/// 20 per skipped filler phrase; 20 per singular/plural swap; 50 per typo edit in a word (a word
/// of the phrase tolerates 0 edits up to 3 letters, 1 up to 7, then 2); 20 for words run together
/// or split ("soupchef"); per slot, 0 for an exact title or synonym, word costs as above for a near
/// one, 80 more when the text names only part of entries ("clam chowder"), 200 for text that fits
/// no entry (slots that accept other text only), and 10 for an article left out ("a", "the").
/// An exact match after normalization scores 1; every edit or skip lowers the score.
///
/// **Order.** Best score first; ties by app, then intent, then phrase, in the order given.
public struct PhraseMatcher: Sendable {
  /// The default lowest score a match needs: 0.75.
  ///
  /// That is a cost budget of 250: for example five typo edits, or a slot filled with unknown
  /// text plus two skipped fillers, but not unknown text plus a typo elsewhere.
  public static let defaultThreshold: Double = 0.75

  /// Utterances with more words than this never match.
  public static let maxUtteranceWords = 64

  /// Utterances longer than this many UTF-8 bytes never match.
  public static let maxUtteranceLength = 4096

  /// The lowest score `rank` returns, in 0...1.
  public let threshold: Double

  private let apps: [CompiledApp]

  /// Builds the index over the apps' phrases.
  public init(apps: [AppPhrases], threshold: Double = defaultThreshold) {
    self.apps = apps.map(CompiledApp.init)
    self.threshold = threshold.isNaN ? Self.defaultThreshold : min(max(threshold, 0), 1)
  }

  /// All matches at or above the threshold, best first (at most one per app+intent: its best phrase).
  public func rank(_ utterance: String) -> [PhraseMatch] {
    guard utterance.utf8.count <= Self.maxUtteranceLength else { return [] }
    let words = TextNormalizer.words(in: utterance, limit: Self.maxUtteranceWords + 1)
    guard !words.isEmpty, words.count <= Self.maxUtteranceWords else { return [] }
    let tokens = words.map { MatchToken($0.text) }
    let starts = Fillers.starts(tokens).map { (index: $0.key, cost: $0.value) }.sorted { $0.index < $1.index }
    let ends = Fillers.ends(tokens)

    var found: [(match: PhraseMatch, cost: Int, order: [Int])] = []
    for (appIndex, app) in apps.enumerated() {
      for (intentIndex, intent) in app.intents.enumerated() {
        var aligner = PhraseAligner(tokens: tokens, starts: starts, ends: ends, app: app, intent: intent)
        var best: (alignment: Alignment, phrase: Int)?
        for (phraseIndex, phrase) in intent.phrases.enumerated() {
          guard let alignment = aligner.align(phrase), alignment.cost < best?.alignment.cost ?? .max else { continue }
          best = (alignment, phraseIndex)
        }
        guard let best, MatchCost.score(best.alignment.cost) >= threshold else { continue }
        let match = PhraseMatch(
          app: app.name, intent: intent.name, phrase: intent.phrases[best.phrase].template,
          score: MatchCost.score(best.alignment.cost),
          slots: slotMatches(best.alignment, intent: intent, utterance: utterance, words: words))
        found.append((match, best.alignment.cost, [appIndex, intentIndex, best.phrase]))
      }
    }
    found.sort { lhs, rhs in
      lhs.cost != rhs.cost ? lhs.cost < rhs.cost : lhs.order.lexicographicallyPrecedes(rhs.order)
    }
    return found.map(\.match)
  }

  /// The best match, or nil.
  public func bestMatch(for utterance: String) -> PhraseMatch? {
    rank(utterance).first
  }

  /// The public slot results of an alignment (the first fill wins when a phrase repeats a parameter).
  private func slotMatches(
    _ alignment: Alignment, intent: CompiledIntent, utterance: String, words: [TextNormalizer.Word]
  ) -> [String: SlotMatch] {
    var result: [String: SlotMatch] = [:]
    for slot in alignment.slots where result[slot.name] == nil {
      guard let first = slot.words.first, let last = slot.words.last else { continue }
      let text = String(utterance[words[first].range.lowerBound..<words[last].range.upperBound])
      let entries = intent.slots[slot.name]?.entries ?? []
      result[slot.name] = SlotMatch(
        text: text, candidates: slot.fit.candidates.map { entries[$0] }, score: MatchCost.score(slot.fit.cost))
    }
    return result
  }
}
