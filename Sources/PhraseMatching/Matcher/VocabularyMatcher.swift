/// Finds the vocabulary entries a piece of text names, with the same tolerance as phrase slots:
/// exact titles and synonyms first, then word-by-word typos, plurals and word forms, words run
/// together or split, then part of a title.
///
/// The runtime uses it to read a person's answer ("manhatan", "the clam chowder") as an entity,
/// an enum case or an option, and to rank what an app's search returned.
public struct VocabularyMatcher: Sendable {
  let index: VocabularyIndex

  /// Compiles the entries once.
  public init(entries: [VocabularyEntry]) {
    index = VocabularyIndex(entries: entries)
  }

  /// The entries that fit the text best, or `nil` when none fits.
  public func match(_ text: String) -> VocabularyMatch? {
    match(text, allowingUnmatchedWords: false)
  }

  /// The entries that fit the text best, or `nil` when none fits.
  ///
  /// With `allowingUnmatchedWords`, words of the text that are in no entry are tolerated at a
  /// cost, as long as at least as many words do name the entry ("manhattan chowdah" → Manhattan
  /// Clam Chowder). Filler words around the text ("the", "please") are left out.
  public func match(_ text: String, allowingUnmatchedWords: Bool) -> VocabularyMatch? {
    let words = TextNormalizer.tokens(text)
    guard !words.isEmpty, words.count <= PhraseMatcher.maxUtteranceWords else { return nil }
    let tokens = words.map(MatchToken.init)
    let matches = tokens.map { index.wordMatches($0) }
    let postings = matches.map {
      index.forms(containing: $0, limit: VocabularyIndex.ambiguityLimit)
    }
    // The whole text, then without the fillers around it ("the …", "… please").
    var start = 0
    var end = tokens.count
    while end - start > 1, Lexicon.matching.fillers.contains(tokens[start].text),
      matches[start].isEmpty
    {
      start += 1
    }
    while end - start > 1, Lexicon.matching.fillers.contains(tokens[end - 1].text),
      matches[end - 1].isEmpty
    {
      end -= 1
    }
    var best: VocabularyIndex.Fit?
    for range in [0..<tokens.count, start..<end] {
      guard
        let fit = index.fit(
          tokens[range], matches: matches[range], postings: postings[range],
          loose: allowingUnmatchedWords),
        fit.cost < best?.cost ?? .max
      else { continue }
      best = fit
    }
    // A word heard as two ("frank and stein"), as in a phrase's slot.
    let splits = index.splitWords(
      in: tokens, exactWords: matches.map { $0.contains { $0.cost == 0 } })
    if !splits.isEmpty, let split = index.splitWordFit(start..<end, texts: words, splits: splits),
      split.cost < best?.cost ?? .max
    {
      best = VocabularyIndex.Fit(cost: split.cost, candidates: split.candidates, isLoose: false)
    }
    guard let fit = best else { return nil }
    return VocabularyMatch(
      entries: fit.candidates.map { index.entries[$0] }, score: MatchCost.score(fit.cost),
      isExact: fit.cost == 0)
  }

  /// The words of `text` worth searching for one by one when the whole text finds nothing: no
  /// fillers, question words, negations or numbers, at least three letters, in order, without
  /// repeats, each followed by its stem when that differs, for substring searches ("chowders",
  /// "chowd").
  public static func keywords(in text: String) -> [String] {
    var seen = Set<String>()
    var result: [String] = []
    for word in TextNormalizer.tokens(text)
    where word.count >= 3 && !Lexicon.matching.fillers.contains(word)
      && !Lexicon.matching.questionWords.contains(word)
      && !Lexicon.matching.negations.contains(word)
      && NumberWords.parse(word) == nil
    {
      for form in [word, WordForms.stem(word)] where seen.insert(form).inserted {
        result.append(form)
      }
    }
    return result
  }
}

/// The entries a text names.
public struct VocabularyMatch: Sendable, Equatable {
  /// The best entries, several when they fit equally, in vocabulary order.
  public var entries: [VocabularyEntry]
  /// How well they fit, from 0 to 1.
  public var score: Double
  /// Whether the text is exactly a title or synonym (after normalization).
  public var isExact: Bool
}
