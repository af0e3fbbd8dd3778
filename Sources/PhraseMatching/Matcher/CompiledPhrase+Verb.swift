extension CompiledPhrase {
  /// The element that heads the phrase: its first content word, said before any slot ("What's"
  /// of "What's my ${metric} …"); nil for a phrase that starts with its object.
  var headElement: Int? {
    for (index, element) in elements.enumerated() {
      switch element {
      case .word(_, let isContent, _):
        if isContent { return index }
      case .applicationName:
        continue
      case .slot:
        return nil
      }
    }
    return nil
  }

  /// The element of the phrase's verb: its first content word that has paraphrases (a word of
  /// the lexicon's verb groups), said before any slot ("Buy" of "Buy ${book} from …", "Get" of
  /// "Get ${trail} conditions …"); nil for a phrase that starts with its object.
  var verbElement: Int? {
    for (index, element) in elements.enumerated() {
      switch element {
      case .word(_, let isContent, let paraphrases):
        guard isContent else { continue }
        return paraphrases.isEmpty ? nil : index
      case .applicationName:
        continue
      case .slot:
        return nil
      }
    }
    return nil
  }
}

extension CompiledApp {
  /// The verbs of the app's phrases (`CompiledPhrase.verbElement`): said where another of its
  /// phrases has a verb, one of them asks for that phrase, not this one.
  static func phraseVerbs(of intents: [CompiledIntent]) -> Set<String> {
    var verbs = Set<String>()
    for intent in intents {
      for phrase in intent.phrases {
        guard let index = phrase.verbElement, case .word(let token, _, _) = phrase.elements[index]
        else { continue }
        verbs.insert(token.text)
      }
    }
    return verbs
  }
}
