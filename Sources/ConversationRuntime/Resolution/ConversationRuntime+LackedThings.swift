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
  /// A common word ("supper", "something to eat") is left to the question Siri asks.
  static func namesThingAppLacks(_ match: PhraseMatch, descriptors: [ParameterDescriptor]) async
    -> Bool
  {
    for descriptor in descriptors {
      guard let slot = match.slots[descriptor.name], !slot.isExtra, slot.candidates.isEmpty,
        slot.number == nil, case .entity(let support) = descriptor.kind.elementKind,
        let search = support.search, looksLikeName(slot.text)
      else { continue }
      let found = ((try? await search(slot.text)) ?? [])
      guard found.isEmpty else { continue }
      let named = await SlotReading.searched(slot.text, known: [], search: search)
      if named.isEmpty || named.count > ambiguousName { return true }
    }
    return false
  }

  /// More things than this for a name's words: they say what the things are, not which.
  static let ambiguousName = 4

  /// Whether words look like a name: each word capitalized or with a digit, and one at least
  /// no common noun (`NounKinds`).
  static func looksLikeName(_ text: String) -> Bool {
    let said = text.split { $0 == " " || $0 == "-" }.filter { word in
      !Lexicon.matching.fillers.contains(word.lowercased())
    }
    guard !said.isEmpty,
      said.allSatisfy({ $0.first?.isUppercase == true || $0.contains(where: \.isNumber) })
    else { return false }
    return said.contains { word in
      word.contains(where: \.isNumber)
        || NounKinds.english.kinds(of: TextNormalizer.tokens(String(word)).joined()) == nil
    }
  }
}
