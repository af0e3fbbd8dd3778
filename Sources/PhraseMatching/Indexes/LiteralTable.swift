/// Every word the phrases say — their literal words, verb words and paraphrases' words — once,
/// with an id each: the matcher works out what each said word costs as each of them once per
/// said word (`UtteranceScan.literalCosts`), and the aligner reads those costs by id instead of
/// comparing strings in every phrase.
struct LiteralTable {
  /// The words, by id.
  private(set) var tokens: [MatchToken] = []
  private var ids: [String: Int32] = [:]

  /// The id of `text`, added when new.
  mutating func id(_ text: String) -> Int32 {
    if let id = ids[text] { return id }
    let id = Int32(tokens.count)
    ids[text] = id
    tokens.append(MatchToken(text))
    return id
  }

  /// Gives `phrase` the ids of its words (`CompiledPhrase.literalIDs`, `verbWordIDs`,
  /// `paraphraseWordIDs`).
  mutating func intern(_ phrase: inout CompiledPhrase) {
    var literalIDs: [Int32] = []
    var paraphraseWordIDs: [[[Int32]]] = []
    for element in phrase.elements {
      guard case .word(let token, _, let paraphrases) = element else {
        literalIDs.append(-1)
        paraphraseWordIDs.append([])
        continue
      }
      literalIDs.append(id(token.text))
      paraphraseWordIDs.append(paraphrases.map { $0.words.map { id($0) } })
    }
    phrase.literalIDs = literalIDs
    phrase.paraphraseWordIDs = paraphraseWordIDs
    phrase.verbWordIDs = phrase.verbWords.sorted().map { id($0) }
  }
}
