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
}
