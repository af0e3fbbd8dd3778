@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

extension ConversationRuntime {
  /// The matches without those whose phrase slot names a thing the app doesn't have
  /// (`namesThingAppLacks`): Siri says the app can't do that rather than run the intent and
  /// ask "which one?". Only the first `limit` are looked at; the rest are kept.
  func withoutLackedThings(_ matches: [PhraseMatch], index: PhraseIndex, limit: Int = 3) async
    -> [PhraseMatch]
  {
    var kept: [PhraseMatch] = []
    for (position, match) in matches.enumerated() {
      let key = PhraseIndex.targetKey(app: match.app, intent: match.intent)
      guard position < limit, let target = index.targets[key] else {
        kept.append(match)
        continue
      }
      let app = apps[target.appIndex]
      let lacks = await app.withDependencies {
        await Self.namesThingAppLacks(match, descriptors: index.parameters[key] ?? [])
      }
      if !lacks { kept.append(match) }
    }
    return kept
  }

  /// Whether the match fills a phrase slot with the name of a thing the app doesn't have: words
  /// the matcher found in no suggested value, that look like a name (each capitalized as said
  /// or with a digit, one at least no common noun WordNet knows: `NounKinds`), and for which
  /// the app's string search finds nothing, or only what most of its things share ("Open
  /// *Catch-22* in Book Library"; "the *Appalachian Trail*", where every trail is a "trail").
  /// Also a thing of the app's kind it doesn't have (`namesKind`): "Order a
  /// *cheeseburger* from Soup Chef". A common word ("supper", "something to eat") is left to
  /// the question Siri asks.
  static func namesThingAppLacks(_ match: PhraseMatch, descriptors: [ParameterDescriptor]) async
    -> Bool
  {
    for descriptor in descriptors {
      guard let slot = match.slots[descriptor.name], !slot.isExtra, slot.number == nil,
        case .entity(let support) = descriptor.kind.elementKind, let search = support.search
      else { continue }
      // Words that name values only by the kind's noun ("lentil *soup*") may still be a kind.
      let isName = slot.candidates.isEmpty && looksLikeName(slot.text)
      guard isName || namesKind(slot.text, parameter: descriptor.name) else { continue }
      let found = ((try? await search(slot.text)) ?? [])
      guard found.isEmpty else { continue }
      guard isName else {
        // A kind's words find nothing of the app's ("*lentil* soup"): a thing it lacks.
        if await !saysAnyFound(slot.text, besides: descriptor.name, search: search) {
          return true
        }
        continue
      }
      let named = await SlotReading.searched(slot.text, known: [], search: search)
      if named.isEmpty || named.count > ambiguousName { return true }
      // The words that make it a name find nothing, and are no typo of a word of what the
      // other words found: "Mount *Rainier*" is no Mount Tallac, "Mount *Tallak*" is.
      let distinctive = distinctiveWords(of: slot.text)
      let titles = named.map { TextNormalizer.tokens($0.displayRepresentation.title.defaultValue) }
      let titleWords = titles.flatMap { $0 }
      // Two of a title's words run together are its words too: "*Halfdome* Trail".
      let joinedWords = titles.flatMap { words in zip(words, words.dropFirst()).map { $0 + $1 } }
      if await !saysAnyFound(distinctive, search: search),
        !distinctive.contains(where: {
          EditDistance.nearest(to: $0, among: titleWords + joinedWords) != nil
        })
      {
        return true
      }
    }
    return false
  }

  /// Whether a search for any one of the words finds something.
  static func saysAnyFound(
    _ words: [String], search: @Sendable (String) async throws -> [IntentValueChoice]
  ) async -> Bool {
    for word in words where !((try? await search(word)) ?? []).isEmpty { return true }
    return false
  }

  /// The words of a name that are no common noun (`NounKinds`): "Rainier" in "Mount Rainier".
  private static func distinctiveWords(of text: String) -> [String] {
    TextNormalizer.tokens(text).filter {
      !Lexicon.matching.fillers.contains($0) && NounKinds.english.kinds(of: $0) == nil
    }
  }

  /// More things than this for a name's words: they say what the things are, not which.
  static let ambiguousName = 4

  /// Whether words look like a name: each word capitalized or with a digit, and two words at
  /// least ("Pacific Crest Trail") or one that is no common noun (`NounKinds`).
  static func looksLikeName(_ text: String) -> Bool {
    let said = text.split { $0 == " " || $0 == "-" }.filter { word in
      !Lexicon.matching.fillers.contains(word.lowercased())
    }
    guard !said.isEmpty,
      said.allSatisfy({ $0.first?.isUppercase == true || $0.contains(where: \.isNumber) })
    else { return false }
    return said.count > 1
      || said.contains { word in
        word.contains(where: \.isNumber)
          || NounKinds.english.kinds(of: TextNormalizer.tokens(String(word)).joined()) == nil
      }
  }
}
