/// How spans of one utterance fit one app's vocabularies (`CompiledParameter.fit`), worked out
/// once for all of the app's intents: intents that share a vocabulary (a book, a shelf) ask
/// for the same spans, and each ask of the parameter's memo builds a key and takes a lock.
///
/// A class, made per app and utterance and used on one thread only: every intent's scan holds
/// the same one.
final class SpanFits {
  /// The utterance's word count.
  private let count: Int
  /// By key: 0 not worked out yet, -1 no fit, else `found`'s index plus one.
  private var slots: [Int32] = []
  /// The fits found.
  private var found: [VocabularyIndex.Fit] = []

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
    if key < slots.count {
      let slot = slots[key]
      if slot > 0 { return found[Int(slot) - 1] }
      if slot < 0 { return nil }
    } else {
      slots.append(contentsOf: repeatElement(0, count: key + 1 - slots.count))
    }
    let fit = parameter.fit(
      tokens[start..<end], matches: matches[start..<end], postings: postings[start..<end],
      loose: loose)
    if let fit {
      found.append(fit)
      slots[key] = Int32(found.count)
    } else {
      slots[key] = -1
    }
    return fit
  }
}
