@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

extension ConversationRuntime {
  /// Whether words name a specific thing of the parameter's kind (`NounHypernyms`): their last
  /// word that is no filler is a kind of what the parameter's noun is a kind of ("a
  /// *cheeseburger*", "*minestrone*" where a soup goes: dishes, as soup is), or is the noun
  /// itself after another noun of its kind, by its hypernyms or its lexicographer file
  /// (`NounKinds`: "*lentil* soup", both food). "Supper" (a meal), "food"
  /// and "a bowl of soup" are no specific thing.
  static func namesKind(_ text: String, parameter: String) -> Bool {
    let noun = thingNoun(of: parameter)
    let words = TextNormalizer.tokens(text).filter { !Lexicon.matching.fillers.contains($0) }
    guard let head = words.last, !noun.isEmpty else { return false }
    guard head == noun || head == noun + "s" else {
      return NounHypernyms.english.namesKind(head, besides: noun)
    }
    let kinds = NounKinds.english.kinds(of: noun) ?? []
    return words.dropLast().contains { word in
      NounHypernyms.english.sharesKind(word, with: noun)
        || NounKinds.english.kinds(of: word).map { !$0.isDisjoint(with: kinds) } ?? false
    }
  }

  /// The noun a parameter's name ends with, lower-cased ("style" for "workoutStyle").
  static func thingNoun(of name: String) -> String {
    let start = name.lastIndex(where: \.isUppercase) ?? name.startIndex
    return name[start...].lowercased()
  }

  /// Whether a search for any of the text's words but fillers and the parameter's own noun
  /// finds something.
  static func saysAnyFound(
    _ text: String, besides parameter: String,
    search: @Sendable (String) async throws -> [IntentValueChoice]
  ) async -> Bool {
    let noun = thingNoun(of: parameter)
    let words = TextNormalizer.tokens(text).filter {
      !Lexicon.matching.fillers.contains($0) && $0 != noun && $0 != noun + "s"
    }
    return await saysAnyFound(words, search: search)
  }
}
