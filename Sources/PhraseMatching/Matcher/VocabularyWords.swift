/// How one said word reads in one vocabulary: the vocabulary words it may be and the forms that
/// have them (nil when too many).
struct VocabularyWords: Sendable {
  let matches: [VocabularyIndex.WordMatch]
  let forms: [Int32]?

  init(_ token: MatchToken, in vocabulary: VocabularyIndex) {
    matches = vocabulary.wordMatches(token)
    forms = vocabulary.forms(containing: matches, limit: VocabularyIndex.ambiguityLimit)
  }
}
