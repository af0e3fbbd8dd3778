/// One element of a compiled phrase: a literal word, the app name or a parameter slot.
enum PhraseElement: Sendable {
  /// A literal word of the template, normalized.
  case word(MatchToken)
  /// `${applicationName}`.
  case applicationName
  /// A parameter slot, by name.
  case slot(String)
}

/// A template compiled to normalized elements.
struct CompiledPhrase: Sendable {
  /// The template as given.
  let template: PhraseTemplate
  /// Its elements; literal text is split into words.
  let elements: [PhraseElement]

  /// Compiles a template.
  init(_ template: PhraseTemplate) {
    self.template = template
    var elements: [PhraseElement] = []
    var afterPlaceholder = false
    for segment in template.segments {
      switch segment {
      case .text(let text):
        let words = TextNormalizer.tokens(afterPlaceholder ? Self.droppingPossessive(text) : text)
        elements += words.map { .word(MatchToken($0)) }
        afterPlaceholder = false
      case .applicationName:
        elements.append(.applicationName)
        afterPlaceholder = true
      case .parameter(let name):
        elements.append(.slot(name))
        afterPlaceholder = true
      }
    }
    self.elements = elements
  }

  /// Text after a placeholder without a leading apostrophe-s ("${applicationName}'s menu" → " menu").
  private static func droppingPossessive(_ text: String) -> String {
    let characters = Array(text)
    guard characters.count >= 2, TextNormalizer.isApostrophe(characters[0]),
      characters[1] == "s" || characters[1] == "S",
      characters.count == 2 || !TextNormalizer.isWordCharacter(characters[2])
    else { return text }
    return String(characters.dropFirst(2))
  }
}

/// One way to say a vocabulary entry (its title or a synonym), normalized.
struct VocabularyForm: Sendable {
  /// The entry's index in the vocabulary.
  let entry: Int
  /// The words.
  let sequence: TokenSequence
}

/// A slot vocabulary compiled for lookup.
struct CompiledSlot: Sendable {
  /// The entries, in vocabulary order.
  let entries: [VocabularyEntry]
  /// Whether text that fits no entry still fills the slot.
  let acceptsOtherText: Bool
  /// Every title and synonym.
  let forms: [VocabularyForm]
  /// Exact lookup: normalized title or synonym → entry indices, ascending.
  let exact: [String: [Int]]
  /// The most words a slot span may have.
  let maxWords: Int

  /// Spans longer than this never fill a slot that accepts other text.
  static let maxOtherTextWords = 12

  /// Compiles a vocabulary.
  init(_ vocabulary: SlotVocabulary) {
    entries = vocabulary.entries
    acceptsOtherText = vocabulary.acceptsOtherText
    var forms: [VocabularyForm] = []
    var exact: [String: [Int]] = [:]
    for (index, entry) in vocabulary.entries.enumerated() {
      for text in [entry.title] + entry.synonyms {
        let words = TextNormalizer.tokens(text)
        guard !words.isEmpty else { continue }
        let form = VocabularyForm(entry: index, sequence: TokenSequence(words))
        forms.append(form)
        if exact[form.sequence.key]?.last != index {
          exact[form.sequence.key, default: []].append(index)
        }
      }
    }
    self.forms = forms
    self.exact = exact
    let longest = forms.map(\.sequence.tokens.count).max() ?? 0
    // One more word for an article and one for a name split in two.
    maxWords = max(longest + 2, acceptsOtherText ? Self.maxOtherTextWords : 0)
  }
}

/// An intent's phrases and slots, compiled.
struct CompiledIntent: Sendable {
  /// The intent's name.
  let name: String
  /// Its phrases, in declaration order.
  let phrases: [CompiledPhrase]
  /// Its slots by parameter name; every parameter its phrases mention has one.
  let slots: [String: CompiledSlot]

  /// Compiles an intent's phrases.
  init(_ intent: IntentPhrases) {
    name = intent.intent
    phrases = intent.phrases.map(CompiledPhrase.init)
    var slots = intent.slots.mapValues(CompiledSlot.init)
    for phrase in intent.phrases {
      for name in phrase.parameterNames where slots[name] == nil {
        slots[name] = CompiledSlot(SlotVocabulary(entries: [], acceptsOtherText: true))
      }
    }
    self.slots = slots
  }
}

/// An app's names and intents, compiled.
struct CompiledApp: Sendable {
  /// The display name.
  let name: String
  /// The display name and the alternative names, normalized (empty ones left out).
  let names: [TokenSequence]
  /// The most words an app-name span may have (one more than the longest name, for a split word).
  let maxNameWords: Int
  /// The app's intents, in declaration order.
  let intents: [CompiledIntent]

  /// Compiles an app.
  init(_ app: AppPhrases) {
    name = app.name
    var seen = Set<String>()
    var names: [TokenSequence] = []
    for name in [app.name] + app.alternativeNames {
      let words = TextNormalizer.tokens(name)
      guard !words.isEmpty, seen.insert(words.joined(separator: " ")).inserted else { continue }
      names.append(TokenSequence(words))
    }
    self.names = names
    maxNameWords = (names.map(\.tokens.count).max() ?? 0) + 1
    intents = app.intents.map(CompiledIntent.init)
  }
}
