import TextSafety

/// The matcher: an index built once over the apps' phrases and parameter vocabularies.
///
/// An utterance matches a phrase when, after normalization (`TextNormalizer`), its words line up
/// with the phrase the way people actually talk: typos, plurals and other word forms, synonyms of
/// the verb ("get", "I'd like" for "order"), filler words anywhere ("hey siri, could you …
/// please"), the app's name anywhere ("Soup Chef: order …", "… on SoupChef", "the soup-chef
/// app"), and every parameter the utterance names, inside the phrase's slot or around it
/// ("two", "with cheese and croutons", "for delivery", "make it four").
///
/// **Score.** `score = 1 - cost / 1000`, clamped to 0...1; an exact phrase scores 1. Costs, in
/// thousandths (`MatchCost`):
///
/// | what the utterance does | cost |
/// |---|---|
/// | says a word of the phrase, a title or the app's name exactly | 0 |
/// | says a number for a number parameter ("two", "make it four", "5 bowls of") | 5 |
/// | adds "app" after the app's name | 5 |
/// | adds a filler word (wake word, politeness, pronoun, article, preposition, cue) | 10 |
/// | names a parameter's value outside the phrase's slot (an extra), on top of its fit | 10 |
/// | uses singular for plural, or runs words together / splits them | 20 |
/// | moves the app's name, leaves out a function word ("from"), leaves the slot empty | 20 |
/// | repeats the phrase's verb or a synonym ("have it delivered") | 20 |
/// | uses a synonym of the phrase's verb ("get", "buy", "I'd like") | 40 |
/// | … and fills a slot with words that name nothing the app has ("Buy a Soup Chef gift card") | +60 |
/// | writes a number word as its homophone before a value ("order for tomato soups") | 10 |
/// | uses another form of a word ("delivered" for "delivery") | 40 |
/// | makes a typo (per edit; 0 edits up to 3 letters, 1 up to 7, then 2) | 50 |
/// | spells a word as it sounds, past the typo budget ("jogingg"; words of 5+ letters) | 70 |
/// | names part of an entry ("clam chowder") | 80 |
/// | fills an open slot (or a place after "to") with other words | 80 + 40 a word |
/// | … where a word is a word of some entry ("Manhattan *clam chowder*") | 10 a word |
/// | leaves out the phrase's verb (or another content word) | 100 |
/// | adds a word in no entry to a closed slot's words | 100 a word |
/// | adds an unknown word, or says one in place of the verb | 160 |
/// | asks something else: another action's verb, a question word, a negation | 1000 |
///
/// A match must also say one of the app's names (all of it; not as a destination, "a taxi to
/// Soup Chef") and, when the phrase has a verb or a slot, the verb or a synonym that is not a
/// general verb ("buy", not "get"; not as a noun: "cancel my order"), or an entry of a phrase
/// parameter. A closed slot's place never holds unknown words. The default threshold is 0.7,
/// a budget of 300: an utterance may carry one unknown word, but not two.
///
/// **Order.** Best score first; ties by app, then intent, then phrase, in the order given.
/// Matching is deterministic and pure.
public struct PhraseMatcher: Sendable {
  /// The default lowest score a match needs: 0.7, a cost budget of 300.
  public static let defaultThreshold: Double = 0.7

  /// Utterances with more words than this never match: `InputLimits.maxUtteranceWords`.
  public static let maxUtteranceWords = InputLimits.maxUtteranceWords

  /// Utterances longer than this many UTF-8 bytes never match: `InputLimits.maxUtteranceBytes`.
  public static let maxUtteranceLength = InputLimits.maxUtteranceBytes

  /// The lowest score `rank` returns, in 0...1.
  public let threshold: Double

  let apps: [CompiledApp]
  /// Which apps an utterance may name, from its words.
  let appNames: AppNameIndex
  /// Each word said so far as a token, with its own filler cost and the app name words it may
  /// be.
  let saidWords = WordMemo<SaidWord>()

  /// What the matcher knows about a word before looking at any utterance it is in, whatever
  /// app it names (what it is to each app: `AppWord`).
  struct SaidWord: Sendable {
    let token: MatchToken
    let fillerCost: Int?
    /// Whether it is another action's verb (`UtteranceScan.isActionVerb(_:)`).
    let isActionVerb: Bool
    /// Whether a number expression may start with it (`NumberWords.canStart(_:)`).
    let startsNumber: Bool
    /// The app name words it may be (`AppNameIndex.references(of:)`).
    let names: [AppNameIndex.Reference]
    /// The two words it runs together (`runTogetherParts(of:names:)`), or nil.
    let parts: [String]?
  }

  /// Builds the index over the apps' phrases.
  ///
  /// Work that depends on every app at once is indexed rather than multiplied: parameters with
  /// the same entries share one index (`VocabularyCache`), other apps' distinctive forms are
  /// looked up in one table (`DistinctiveForms`), and app names in another (`AppNameIndex`).
  public init(apps: [AppPhrases], threshold: Double = defaultThreshold) {
    let vocabularies = VocabularyCache()
    vocabularies.prebuild(apps)
    var compiled = apps.map { CompiledApp($0, vocabularies: vocabularies) }
    let forms = DistinctiveForms(compiled)
    for index in compiled.indices {
      compiled[index].foreignForms = ForeignForms(
        forms, app: index, ownWords: compiled[index].ownWords)
      compiled[index].maxForeignFormWords = forms.maxWords(besides: index)
      compiled[index].foreignFirstWords = ForeignFirstWords(forms, app: index)
      compiled[index].numberWords()
    }
    self.apps = compiled
    appNames = AppNameIndex(compiled)
    self.threshold = threshold.isNaN ? Self.defaultThreshold : min(max(threshold, 0), 1)
  }

  /// The highest cost a match may have when the utterance says only the app's name and
  /// filler: less than one missing content word (`MatchCost.missingContentWord`).
  static let aloneBudget = MatchCost.missingContentWord - 1

  /// The highest cost a match may have.
  var budget: Int {
    Int((Double(MatchCost.scale) * (1 - threshold)).rounded(.down))
  }

  /// All matches at or above the threshold, best first (at most one per app and intent: its best
  /// phrase).
  ///
  /// The utterance is read as a request plus asides (`ClauseSplit`, `readings`) and, when it
  /// asks what something is like, as the question an intent answers (`answering`).
  public func rank(_ utterance: String) -> [PhraseMatch] {
    guard utterance.utf8.count <= Self.maxUtteranceLength else { return [] }
    let words = self.words(in: utterance)
    guard !words.isEmpty, words.count <= Self.maxUtteranceWords else { return [] }
    return bestReading(utterance, words: words).matches
  }

  /// The matches of `utterance` read whole, and the words each best match's values came from;
  /// `extraBudget` lets phrases cost that much more than a match may (`afterAnd` reads values
  /// from a request that scores under the threshold only for the words after "and").
  func rankWhole(_ utterance: String, words: [TextNormalizer.Word], extraBudget: Int = 0)
    -> WholeReading
  {
    let said = words.map { saidWord($0.text) }
    // An utterance that names no app (and no app needs a name) has nothing more to look at.
    let candidates = appNames.candidates(said.map { $0.token }, said: said.map { $0.names })
    guard !candidates.isEmpty else { return WholeReading(matches: [], valueWords: []) }
    let scan = self.scan(
      said: said, capitalized: Self.capitals(of: words, in: utterance), runsOn: Self.runsOn(words))
    // A word read as two run together costs what words run together cost.
    let spacing = scan.runTogetherCost
    // An object of another kind left out after the verb, or another kind of the thing the
    // intent's name says, keeps the phrase out.
    let search = bestPhrases(
      in: scan, candidates: candidates, budget: budget + extraBudget - spacing,
      limitsAppAlone: true
    ) { aligner, _ in
      aligner.skipsObjectOfOtherKind() || aligner.skipsAnotherKindOfNamedThing()
        || aligner.skipsObjectTheAppLacks()
    }
    var valueWords: [Range<Int>] = []
    var freeTextWords: [Range<Int>] = []
    let floor = MatchCost.score(budget + extraBudget)
    let matches: [PhraseMatch] = search.best.compactMap { best in
      guard MatchCost.score(best.alignment.cost + spacing) >= floor, !best.detail else {
        return nil
      }
      let intent = apps[best.app].intents[best.intent]
      if valueWords.isEmpty {
        valueWords = best.alignment.fills.map(\.words)
        freeTextWords = best.alignment.fills.filter { intent.parameters[$0.parameter].isFreeText }
          .map(\.words)
      }
      return PhraseMatch(
        app: apps[best.app].name, intent: intent.name, phrase: intent.phrases[best.phrase].template,
        score: MatchCost.score(best.alignment.cost + spacing),
        slots: slotMatches(best.alignment, intent: intent, utterance: utterance, words: words))
    }
    var reading = WholeReading(matches: matches, valueWords: valueWords)
    reading.freeTextWords = freeTextWords
    return reading
  }

  /// What `rankWhole` found: the matches, and the words the best one's values came from.
  struct WholeReading {
    var matches: [PhraseMatch]
    var valueWords: [Range<Int>]
    /// Those of `valueWords` that free text took ("Add *my neighbor lent me* …").
    var freeTextWords: [Range<Int>] = []
    /// The request read when asides were left out (nil: the utterance itself).
    var request: String?
    /// The asides left out, each with whether it came before the request.
    var asides: [(text: String, isBefore: Bool)] = []
    /// What was said after "and" that asks for another action ("… and log out"), and that
    /// action ("Trails › LogOut"): nothing is read then (`afterAnd`).
    var secondRequest: (text: String, intent: String)?
  }

  /// The utterance's words scanned, what each word is on its own taken from the memo. What
  /// each word is to each app comes later, for the apps it names (`appScan`).
  /// With `utterance`, the words it says with a capital are known (`capitals`).
  func scan(_ words: [TextNormalizer.Word], in utterance: String? = nil) -> UtteranceScan {
    scan(
      said: words.map { saidWord($0.text) },
      capitalized: utterance.map { Self.capitals(of: words, in: $0) }, runsOn: Self.runsOn(words))
  }

  /// The scan of words said, with what the memo knows of each (`SaidWord`).
  func scan(said: [SaidWord], capitalized: [Bool]? = nil, runsOn: [Bool]? = nil)
    -> UtteranceScan
  {
    UtteranceScan(
      said.map { $0.token }, ownFillerCosts: said.map { $0.fillerCost },
      ownActionVerbs: said.map { $0.isActionVerb },
      ownNumberStarts: said.map { $0.startsNumber }, capitalized: capitalized, runsOn: runsOn)
  }

  /// Which words run on into the next, with nothing said between (`UtteranceScan.runsOn`).
  static func runsOn(_ words: [TextNormalizer.Word]) -> [Bool] {
    words.indices.map {
      $0 + 1 < words.count && words[$0].range.upperBound == words[$0 + 1].range.lowerBound
    }
  }

  /// Which words after the first start with a capital (`UtteranceScan.isCapitalized`); none
  /// when every word does, as in a title-cased or shouted utterance.
  static func capitals(of words: [TextNormalizer.Word], in utterance: String) -> [Bool] {
    let capitals = words.map { utterance[$0.range].first?.isUppercase == true }
    guard capitals.contains(false) else { return capitals.map { _ in false } }
    return capitals.indices.map { $0 > 0 && capitals[$0] }
  }

  /// One intent's cheapest phrase: where it is, its alignment, and what `detail` made of it.
  struct IntentBest<Detail> {
    let app: Int
    let intent: Int
    let phrase: Int
    let alignment: Alignment
    let detail: Detail
  }

  /// The search `rank` and `explain` share: for each app the utterance names and each of its
  /// intents, the cheapest phrase within `budget` (with `stretchPenalty`), best first (ties by
  /// app, intent and phrase order), the names of the apps named, and those named alone (only
  /// their name and filler: within `aloneBudget` unless `limitsAppAlone` is false, for
  /// `explain`). `detail` runs on the aligner each time a phrase becomes its intent's best,
  /// with the stretch penalty added.
  func bestPhrases<Detail>(
    in scan: UtteranceScan, budget: Int, limitsAppAlone: Bool = true,
    detail: (PhraseAligner, _ penalty: Int) -> Detail
  ) -> (
    named: [String], alone: Set<String>, bypassed: [String: String], best: [IntentBest<Detail>]
  ) {
    let said = scan.tokens.map { saidWord($0.text) }
    return bestPhrases(
      in: scan, candidates: appNames.candidates(scan.tokens, said: said.map(\.names)),
      budget: budget, limitsAppAlone: limitsAppAlone, detail: detail)
  }

  /// `bestPhrases(in:budget:limitsAppAlone:detail:)` with the apps the scan's words may name
  /// (`candidates`, ascending) worked out already.
  private func bestPhrases<Detail>(
    in scan: UtteranceScan, candidates: [Int], budget: Int,
    limitsAppAlone: Bool, detail: (PhraseAligner, _ penalty: Int) -> Detail
  ) -> (
    named: [String], alone: Set<String>, bypassed: [String: String], best: [IntentBest<Detail>]
  ) {
    var named: [String] = []
    var alone = Set<String>()
    var bypassed: [String: String] = [:]
    var found: [IntentBest<Detail>] = []
    // Only the apps the utterance may name (and those that need no name) are looked at.
    for appIndex in candidates {
      let app = apps[appIndex]
      let names = AppNameScan(app, in: scan)
      if names.spans.contains(where: { !$0.isEmpty }) {
        named.append(app.name)
      } else if app.needsName {
        continue
      }
      // The app's name alone (or with filler) runs only a phrase said word for word, such as
      // "Open ${applicationName}": never one it would take a missing verb or object to reach.
      var appLimit = budget
      if names.isAlone {
        alone.insert(app.name)
        if limitsAppAlone { appLimit = min(budget, Self.aloneBudget) }
      }
      // What each word is to this app (its literal costs, its vocabularies' readings).
      let words = appScan(app, scan)
      // A negative phrase said as well as any of the app's phrases bypasses the app.
      let negative = app.negative.flatMap {
        Self.cheapest($0, scan: words, names: names, app: app, budget: budget)
      }
      // Intents that share a vocabulary read the same spans of it.
      let spanFits = SpanFits(wordCount: words.count)
      for (intentIndex, intent) in app.intents.enumerated() {
        var aligner = PhraseAligner(
          scan: words, names: names,
          intent: IntentScan(
            intent, in: words, names: names, budget: budget, spanFits: spanFits),
          budget: budget, startsNamed: !app.needsName)
        var best: IntentBest<Detail>?
        for (phraseIndex, phrase) in intent.phrases.enumerated() {
          // Only a phrase cheaper than the intent's best so far can take its place.
          let limit = best.map { $0.alignment.cost - 1 } ?? appLimit
          guard let aligned = aligner.align(phrase, limit: limit) else { continue }
          let alignment = Self.stretchPenalty(aligned, intent: intent) {
            aligner.saysContentWordBesidesVerb()
          }
          guard alignment.cost <= appLimit, alignment.cost < best?.alignment.cost ?? .max else {
            continue
          }
          best = IntentBest(
            app: appIndex, intent: intentIndex, phrase: phraseIndex, alignment: alignment,
            detail: detail(aligner, alignment.cost - aligned.cost))
        }
        guard let best else { continue }
        if let negative, negative.cost <= best.alignment.cost {
          bypassed[app.name] = negative.phrase
          continue
        }
        found.append(best)
      }
    }
    // `found` is in app, intent order already; a stable sort keeps it for equal costs.
    return (
      named, alone, bypassed,
      found.enumerated().sorted { lhs, rhs in
        lhs.element.alignment.cost != rhs.element.alignment.cost
          ? lhs.element.alignment.cost < rhs.element.alignment.cost : lhs.offset < rhs.offset
      }.map(\.element)
    )
  }

  /// The cheapest of `intent`'s phrases within `budget`: its cost and template.
  private static func cheapest(
    _ intent: CompiledIntent, scan: UtteranceScan, names: AppNameScan, app: CompiledApp,
    budget: Int
  ) -> (cost: Int, phrase: String)? {
    var aligner = PhraseAligner(
      scan: scan, names: names,
      intent: IntentScan(intent, in: scan, names: names, budget: budget),
      budget: budget, startsNamed: !app.needsName)
    var best: (cost: Int, phrase: String)?
    for phrase in intent.phrases {
      guard let aligned = aligner.align(phrase, limit: best.map { $0.cost - 1 } ?? budget)
      else { continue }
      best = (aligned.cost, phrase.template.description)
    }
    return best
  }

  /// The alignment with `paraphraseWithOtherText` added when it says the verb as a paraphrase
  /// and fills a phrase slot with words that name nothing the app has, unless it also says
  /// another content word of the phrase itself ("Show the Half Dome Trail *conditions*" for
  /// "Get ${trail} conditions"): then the paraphrase is no stretch.
  static func stretchPenalty(
    _ alignment: Alignment, intent: CompiledIntent, saysOtherContent: () -> Bool
  ) -> Alignment {
    guard alignment.usesParaphrase,
      alignment.fills.contains(where: { fill in
        !fill.isExtra && fill.candidates.isEmpty && fill.number == nil
          && !intent.parameters[fill.parameter].isFreeText
      }),
      !saysOtherContent()
    else { return alignment }
    return Alignment(
      cost: alignment.cost + MatchCost.paraphraseWithOtherText, fills: alignment.fills,
      usesParaphrase: true)
  }

  /// The best match, or nil.
  public func bestMatch(for utterance: String) -> PhraseMatch? {
    rank(utterance).first
  }

  /// The public results of an alignment's fills, by parameter name; a list parameter gathers
  /// its values as items.
  private func slotMatches(
    _ alignment: Alignment, intent: CompiledIntent, utterance: String,
    words: [TextNormalizer.Word]
  ) -> [String: SlotMatch] {
    var result: [String: SlotMatch] = [:]
    for fill in alignment.fills.sorted(by: { $0.words.lowerBound < $1.words.lowerBound }) {
      guard var first = fill.words.first, let last = fill.words.last else { continue }
      let parameter = intent.parameters[fill.parameter]
      // "my friend Tomas": free text names the person, not who they are to the speaker. A word
      // WordNet files as no person may still say who, before a name said with capitals ("my
      // granddaughter Emily"). A possessive with a capital inside the sentence starts a title
      // ("Add *My* Friend Flicka").
      if parameter.isFreeText, last - first >= 2,
        Lexicon.matching.possessives.contains(words[first].text),
        first == 0 || utterance[words[first].range].first?.isUppercase != true,
        NounHypernyms.english.namesSomeone(words[first + 1].text)
          || Self.saysNameAfterNoun(utterance, words[(first + 1)...last])
      {
        first += 2
      }
      // Free text is what was said, even a word that reads as two ("Middlemarch").
      let text =
        parameter.isFreeText
        ? String(utterance[words[first].range.lowerBound..<words[last].range.upperBound])
        : Self.text(of: words[first...last], in: utterance)
      let value = SlotMatch(
        text: text, candidates: fill.candidates.map { parameter.vocabulary.entries[$0] },
        score: MatchCost.score(fill.cost), number: fill.number, isExtra: fill.isExtra)
      guard parameter.isList else {
        if result[parameter.name] == nil { result[parameter.name] = value }
        continue
      }
      let items = (result[parameter.name]?.items ?? []) + [value]
      result[parameter.name] = SlotMatch(
        text: items.map(\.text).joined(separator: ", "), candidates: [],
        score: items.map(\.score).min() ?? 1, items: items,
        isExtra: items.allSatisfy(\.isExtra))
    }
    return result
  }

  /// The words as said, with what was said between them, and a space between two words said
  /// run together (`words(in:)`: "NewEngland" gives "New England").
  static func text(of words: ArraySlice<TextNormalizer.Word>, in utterance: String) -> String {
    var text = ""
    var end: String.Index?
    for word in words {
      if let end {
        text += end < word.range.lowerBound ? utterance[end..<word.range.lowerBound] : " "
      }
      text += utterance[word.range]
      end = word.range.upperBound
    }
    return text
  }

  /// Whether the first word is said in lower case and every word after it starts with a
  /// capital: a noun, then a name ("granddaughter *Emily*").
  private static func saysNameAfterNoun(
    _ utterance: String, _ words: ArraySlice<TextNormalizer.Word>
  )
    -> Bool
  {
    let said = words.map { utterance[$0.range].first }
    return said.first??.isLowercase == true
      && said.dropFirst().allSatisfy { $0?.isUppercase == true }
  }
}
