/// One parameter of an intent, compiled.
struct CompiledParameter: Sendable {
  /// The parameter's name.
  let name: String
  /// How values are found.
  let kind: SlotVocabulary.Kind
  /// Whether every value named is collected.
  let isList: Bool
  /// Whether unknown text fills it at its place in a phrase.
  let acceptsOtherText: Bool
  /// The entries, indexed (empty for numbers and text).
  let vocabulary: VocabularyIndex
  /// Its vocabulary's index into its app's `CompiledApp.vocabularies` (set by the matcher), or
  /// -1 when it has no forms.
  var vocabularyID = -1
  /// Whether some phrase of the intent names it (its entries then identify the intent).
  let isPhraseParameter: Bool
  /// Normalized word sequences after which free text fills it as an extra.
  let textCues: [[String]]
  /// Whether its value is any words (see `SlotVocabulary.isFreeText`).
  let isFreeText: Bool
  /// The kinds of thing its name's last word names in WordNet (`NounKinds`: "soup" is food),
  /// for an entity parameter the app searches; empty when unknown.
  let thingKinds: Set<UInt8>
  /// The kinds of thing its name's last word names in WordNet ("shelf" is an artifact), for
  /// any entries parameter; empty when unknown.
  let nounKinds: Set<UInt8>
  /// The most words of free text an extra may have.
  static let maxExtraTextWords = 8

  /// Spans longer than this never fill a slot with other text.
  static let maxOtherTextWords = 12
  /// The longest number expression read ("one hundred and twenty five").
  static let maxNumberWords = 6

  /// How spans said so far fit the vocabulary (`VocabularyIndex.fit`), by their words.
  private let fits = WordMemo<VocabularyIndex.Fit?>()

  /// `vocabulary.fit`, worked out once per span of words: entry titles are said again and
  /// again, in utterances of every shape.
  func fit(
    _ span: ArraySlice<MatchToken>, matches: ArraySlice<[VocabularyIndex.WordMatch]>,
    postings: ArraySlice<[Int32]?>, loose: Bool
  ) -> VocabularyIndex.Fit? {
    // Unless the words run together may be a form, `fit` needs a word of a form (`loose`) or
    // a form with every word: most spans are neither, and need no key.
    if !vocabulary.mayBeRunTogether(span) {
      if loose {
        guard matches.contains(where: { !$0.isEmpty }) else { return nil }
      } else {
        guard !matches.contains(where: { $0.isEmpty }), VocabularyIndex.shareAForm(postings) else {
          return nil
        }
      }
    }
    var key = loose ? "+" : "-"
    for token in span {
      key += " "
      key += token.text
    }
    return fits.value(for: key) {
      vocabulary.fit(span, matches: matches, postings: postings, loose: loose)
    }
  }

  /// The most words a slot span may have at the phrase's place.
  var maxSlotWords: Int {
    switch kind {
    case .text: return Self.maxOtherTextWords
    case .number: return Self.maxNumberWords
    case .entries:
      // One more word for a name split in two and one for a word in no entry.
      let entryWords = vocabulary.maxFormWords + 2
      return acceptsOtherText ? max(entryWords, Self.maxOtherTextWords) : entryWords
    }
  }

  /// The most words an extra value may have (two more for a split word: "pick it up").
  var maxExtraWords: Int { vocabulary.maxFormWords + 2 }

  /// Compiles a parameter; its entries' index comes from `vocabularies` (shared with every
  /// parameter that has the same entries) when given.
  init(
    name: String, vocabulary: SlotVocabulary, isPhraseParameter: Bool,
    vocabularies: VocabularyCache? = nil
  ) {
    self.name = name
    kind = vocabulary.kind
    isList = vocabulary.isList
    acceptsOtherText = vocabulary.kind == .text || vocabulary.acceptsOtherText
    let entries = vocabulary.kind == .entries ? vocabulary.entries : []
    let closed = vocabulary.kind == .entries && !acceptsOtherText
    self.vocabulary =
      vocabularies?.index(for: entries, closed: closed)
      ?? VocabularyIndex(entries: entries, closed: closed)
    self.isPhraseParameter = isPhraseParameter
    textCues =
      vocabulary.kind == .text
      ? vocabulary.textCues.map(TextNormalizer.tokens).filter { !$0.isEmpty } : []
    isFreeText = vocabulary.kind == .text && vocabulary.isFreeText
    nounKinds =
      vocabulary.kind == .entries ? NounKinds.english.kinds(of: Self.lastWord(of: name)) ?? [] : []
    thingKinds = vocabulary.acceptsOtherText ? nounKinds : []
  }

  /// The last word of a camel-case name, lower-cased ("style" for "workoutStyle").
  static func lastWord(of name: String) -> String {
    let start = name.lastIndex(where: \.isUppercase) ?? name.startIndex
    return name[start...].lowercased()
  }
}
