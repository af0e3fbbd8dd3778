import ConversationRuntime

/// A template → parsed, printed back and parsed again (which must give the same template),
/// then indexed by the runtime (a `PhraseBook`) with the template as an intent's only phrase,
/// and ranked against utterances that fill it.
enum PhraseTemplateFuzzing {
  static func run(_ bytes: [UInt8]) {
    guard let template = try? PhraseTemplate(parsing: FuzzTarget.text(bytes)) else { return }
    let reparsed = try? PhraseTemplate(parsing: template.description)
    precondition(reparsed == template, "A template printed back must parse to itself.")
    var slots: [String: SlotVocabulary] = [:]
    // Parameters in turn take each kind of vocabulary: entries, numbers, free text.
    for (index, name) in template.parameterNames.enumerated() {
      switch index % 3 {
      case 0:
        slots[name] = SlotVocabulary(
          entries: [
            VocabularyEntry(id: "1", title: "Tomato Soup", synonyms: ["tomato"]),
            VocabularyEntry(id: "2", title: "Clam Chowder"),
          ], acceptsOtherText: false)
      case 1: slots[name] = .number()
      default: slots[name] = .text
      }
    }
    let book = PhraseBook(apps: [
      AppPhrases(
        name: "Soup Chef", alternativeNames: ["SoupChef"],
        intents: [IntentPhrases(intent: "Fuzzed", phrases: [template], slots: slots)])
    ])
    let spoken = template.segments.map { segment -> String in
      switch segment {
      case .text(let text): return text
      case .applicationName: return "Soup Chef"
      case .parameter: return "tomato soup"
      }
    }.joined()
    _ = book.rank(spoken)
    _ = book.rank("Order tomato soup from Soup Chef")
    _ = book.rank(spoken).first?.slots
  }
}
