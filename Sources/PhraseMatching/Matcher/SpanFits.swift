/// How spans of one utterance fit one app's vocabularies (`CompiledParameter.fit`), worked out
/// once for all of the app's intents: intents that share a vocabulary (a book, a shelf) ask
/// for the same spans, and each ask of the parameter's memo builds a key and takes a lock.
///
/// A class, made per app and utterance and used on one thread only: every intent's scan holds
/// the same one.
final class SpanFits {
  /// The utterance's word count.
  private let count: Int
  /// The fits by vocabulary, start, end and looseness.
  private var fits = FlatMemo<VocabularyIndex.Fit>()

  init(wordCount: Int) {
    count = wordCount
  }

  /// `parameter.fit` of words `start..<end`, from this utterance's table when the parameter
  /// has a vocabulary of the app (`vocabularyID`), whose readings of the words are the same
  /// for every parameter that has it.
  func fit(
    _ parameter: CompiledParameter, _ start: Int, _ end: Int, tokens: [MatchToken],
    matches: [[VocabularyIndex.WordMatch]], postings: [[Int32]?], loose: Bool
  ) -> VocabularyIndex.Fit? {
    guard parameter.vocabularyID >= 0 else {
      return parameter.fit(
        tokens[start..<end], matches: matches[start..<end], postings: postings[start..<end],
        loose: loose)
    }
    let cell = (parameter.vocabularyID * (count + 1) + start) * (count + 1) + end
    let key = cell * 2 + (loose ? 1 : 0)
    if let known = fits.lookup(key) { return known }
    let fit = parameter.fit(
      tokens[start..<end], matches: matches[start..<end], postings: postings[start..<end],
      loose: loose)
    fits.store(fit, at: key)
    return fit
  }
}
