extension CompiledPhrase {
  /// The verbs WordNet gives for a phrase's verb (`WordNetTable.verbs`: its first sense and
  /// that sense's narrow hypernym, "purchase" and "acquire" for "buy"), as paraphrases at
  /// `MatchCost.lexicalSynonym`, besides the lexicon's own (`known`).
  ///
  /// The lexicon decides what is an action: a verb that begins an expression of a group that
  /// `groups` (the phrase verb's) does not share asks for something else ("tag" is marking,
  /// never tracking; "tell me" asks), and a filler, question word or negation says no action at
  /// all. A verb only WordNet relates is no evidence of the intent by itself: the phrase needs
  /// a value said too ("Acquire Soup Chef" is nothing).
  static func lexicalParaphrases(of word: String, groups: [Int], known: [Paraphrase])
    -> [Paraphrase]
  {
    let lexicon = Lexicon.matching
    var result: [Paraphrase] = []
    for expression in WordNetTable.english.verbs[word] ?? [] {
      guard expression != [word], !known.contains(where: { $0.words == expression }),
        !result.contains(where: { $0.words == expression }),
        !expression.contains(where: {
          lexicon.questionWords.contains($0) || lexicon.negations.contains($0)
        }),
        let head = expression.first, !lexicon.fillers.contains(head)
      else { continue }
      let others = lexicon.verbGroups.indices.filter { group in
        lexicon.verbGroups[group].expressions.contains { $0.first == head }
      }
      if !others.isEmpty, !others.contains(where: groups.contains) { continue }
      result.append(
        Paraphrase(expression, cost: MatchCost.lexicalSynonym, mayBeEvidence: false))
    }
    return result
  }

  /// The verbs the lexicon's groups and WordNet give for a past participle of the phrase's
  /// after its verb ("suggested" for "that ${recommendedBy} *recommended*"), in the same form,
  /// as paraphrases (`MatchCost.paraphrase`, `MatchCost.lexicalSynonym`): the phrase's word
  /// said another way, not the end of a name before it. One-word verbs only.
  static func lexicalParticiples(of word: String, known: [Paraphrase]) -> [Paraphrase] {
    guard word.hasSuffix("ed"), word.count > 4 else { return [] }
    let verbs = WordNetTable.english.verbs
    let lexicon = Lexicon.matching
    let stems = [String(word.dropLast(2)), String(word.dropLast(1))]
    guard
      let stem = stems.first(where: { verbs[$0] != nil || lexicon.groupsOfWord[$0] != nil })
    else { return [] }
    let groups = lexicon.groupsOfWord[stem] ?? []
    let listed = groups.flatMap { lexicon.verbGroups[$0].expressions }.map { Paraphrase($0) }
    var result: [Paraphrase] = []
    for paraphrase in listed + lexicalParaphrases(of: stem, groups: groups, known: listed) {
      guard paraphrase.words.count == 1, let verb = paraphrase.words.first else { continue }
      let participle = pastParticiple(of: verb)
      guard participle != word,
        !(known + result).contains(where: { $0.words == [participle] })
      else { continue }
      result.append(Paraphrase([participle], cost: paraphrase.cost, mayBeEvidence: false))
    }
    return result
  }

  /// A regular verb's past participle ("suggest" → "suggested", "advise" → "advised", "carry"
  /// → "carried").
  private static func pastParticiple(of verb: String) -> String {
    if verb.hasSuffix("e") { return verb + "d" }
    if verb.hasSuffix("y"), let before = verb.dropLast().last, !"aeiou".contains(before) {
      return verb.dropLast() + "ied"
    }
    return verb + "ed"
  }
}
