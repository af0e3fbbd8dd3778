extension PhraseMatcher {
  /// The closed value that the verb of a clause after "and" says, for a parameter the request
  /// leaves unset: "… and *bring* it to my door" says delivery, since WordNet's delivery is the
  /// act of bringing (`VocabularyIndex.lexicalForms`). Nil unless exactly one value of the
  /// request's intent is said so, and unless the verb's object is the request's thing ("it",
  /// "them": "… and get me a coffee" is about something else); what follows ("to my door") is a
  /// detail the value's own question asks for later, never a value.
  func valueSaidByVerb(_ texts: [String], request: PhraseMatch) -> (String, SlotMatch)? {
    let lexicon = Lexicon.matching
    guard
      let at = texts.firstIndex(where: {
        !lexicon.functionWords.contains($0) && !Self.clauseOpeners.contains($0)
      }),
      at + 1 < texts.count, lexicon.splitPronouns.contains(texts[at + 1]),
      let intent = apps.first(where: { $0.name == request.app })?.intents
        .first(where: { $0.name == request.intent })
    else { return nil }
    let verb = texts[at]
    var found: [(String, SlotMatch)] = []
    for parameter in intent.parameters
    where parameter.kind == .entries && !parameter.acceptsOtherText
      && request.slots[parameter.name] == nil
      && parameter.vocabulary.entries.count <= VocabularyIndex.lexicalFormsLimit
    {
      for entry in parameter.vocabulary.entries
      where VocabularyIndex.lexicalForms(of: entry).contains([verb]) {
        let score = MatchCost.score(MatchCost.lexicalValue)
        found.append(
          (parameter.name, SlotMatch(text: verb, candidates: [entry], score: score, isExtra: true)))
      }
    }
    return found.count == 1 ? found[0] : nil
  }

  /// The other intent of the request's app whose phrase verb opens the clause after "and" ("Open
  /// Dune in Book Library *and buy* a copy": Book Library › BuyBook), as "App › Intent"; nil
  /// when the verb is the request's own or no phrase's. A verb is evidence of what is asked,
  /// even when the rest of the clause fits no phrase well enough to run on its own.
  func otherIntentOfVerb(_ texts: [String], request: PhraseMatch) -> String? {
    let lexicon = Lexicon.matching
    guard
      let verb = texts.first(where: {
        !lexicon.functionWords.contains($0) && !Self.clauseOpeners.contains($0)
      }),
      let app = apps.first(where: { $0.name == request.app }), app.phraseVerbs.contains(verb),
      let own = app.intents.first(where: { $0.name == request.intent }),
      !own.phrases.contains(where: { $0.verbWords.contains(verb) })
    else { return nil }
    for intent in app.intents where intent.name != request.intent {
      for phrase in intent.phrases {
        guard let index = phrase.verbElement, case .word(let token, _, _) = phrase.elements[index],
          token.text == verb
        else { continue }
        return "\(app.name) › \(intent.name)"
      }
    }
    return nil
  }

  /// Words that open a clause after "and" before its verb ("and *then* bring it …").
  static let clauseOpeners: Set<String> = ["then", "also", "just", "please", "go", "ahead"]
}
