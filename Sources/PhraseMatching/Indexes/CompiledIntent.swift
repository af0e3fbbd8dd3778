/// An intent's phrases and parameters, compiled.
struct CompiledIntent: Sendable {
  /// The intent's name.
  let name: String
  /// The words of its type name, lower-cased: "buy", "day", "pass" for `BuyDayPass`.
  let nameWords: [String]
  /// Its parameters in name order; every parameter its phrases mention has one.
  var parameters: [CompiledParameter]
  /// Its phrases, in declaration order.
  var phrases: [CompiledPhrase]
  /// The first number parameter in name order: where numbers said on the way go.
  let numberParameter: Int?
  /// Every literal word of the intent's phrases: never part of a slot's other text.
  let literalWords: Set<String>

  /// Compiles an intent's phrases; parameters with the same entries share one index from
  /// `vocabularies`.
  init(_ intent: IntentPhrases, vocabularies: VocabularyCache = VocabularyCache()) {
    name = intent.intent
    nameWords = Self.words(ofTypeName: intent.intent)
    var slots = intent.slots
    let phraseNames = Set(intent.phrases.flatMap(\.parameterNames))
    for name in phraseNames where slots[name] == nil {
      slots[name] = .text
    }
    let parameters = slots.keys.sorted().map { name in
      CompiledParameter(
        name: name, vocabulary: slots[name] ?? .text,
        isPhraseParameter: phraseNames.contains(name), vocabularies: vocabularies)
    }
    var index: [String: Int] = [:]
    for (position, parameter) in parameters.enumerated() { index[parameter.name] = position }
    self.parameters = parameters
    // Phrases over the length caps are never matched (lint reports them).
    phrases = intent.phrases.filter(\.isWithinLimits)
      .map { CompiledPhrase($0, parameterIndex: index) }
    numberParameter = parameters.firstIndex { $0.kind == .number }
    var literalWords = Set<String>()
    for phrase in phrases {
      for case .word(let token, _, _) in phrase.elements { literalWords.insert(token.text) }
    }
    self.literalWords = literalWords
  }

  /// The words of a type name, lower-cased, each starting at a capital.
  static func words(ofTypeName name: String) -> [String] {
    var words: [String] = []
    for character in name {
      if character.isUppercase || words.isEmpty { words.append("") }
      words[words.count - 1].append(Character(character.lowercased()))
    }
    return words
  }
}
