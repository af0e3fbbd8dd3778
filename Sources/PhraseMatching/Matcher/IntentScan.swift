/// One intent's parameters looked up in one utterance: the extras said anywhere and, lazily,
/// how any span fills a slot.
struct IntentScan {
  let intent: CompiledIntent
  let scan: UtteranceScan
  /// Each parameter's word matches per utterance word (empty for non-entry parameters).
  private let wordMatches: [[[VocabularyIndex.WordMatch]]]
  /// Each parameter's forms per utterance word (nil when too many).
  private let wordForms: [[[Int32]?]]
  /// Mentions starting at each word.
  let mentions: [[Mention]]
  /// The free-text parameters whose cue starts at each word.
  private let cueOwners: [[Int]]
  /// Slot fits by parameter, start and end (`slotFit`).
  private var slotFits = FlatMemo<SlotFit>()
  /// How spans fit the app's vocabularies, shared by the app's intents.
  private let spanFits: SpanFits

  /// Words that name another app's thing (`AppNameScan.isForeignWord`): never other text.
  private let isForeignWord: [Bool]
  /// Words of another app's values (`AppNameScan.isForeignValueWord`): other text only beside
  /// some other word.
  private let isForeignValueWord: [Bool]
  /// Words of another app's phrases and none of this app's (`AppNameScan.isOtherAppsPhraseWord`):
  /// never the text of a slot that names the app's things ("Show my *Favorites* shelf" to Book
  /// Library).
  private let isOtherAppsPhraseWord: [Bool]
  /// Nouns of another app's intents' names (`AppNameScan.isOtherAppsKindNoun`).
  private let isOtherAppsKindNoun: [Bool]
  /// Words of the app's phrases (`AppNameScan.isOwnPhraseWord`).
  private let isOwnPhraseWord: [Bool]
  /// Forms of the app's phrases' verbs (`AppNameScan.isAppPhraseVerbForm`).
  private let isAppPhraseVerbForm: [Bool]
  /// Words that say a closed value of the app (`AppNameScan.saysClosedValue`).
  private let saysClosedValue: [Bool]
  /// Each parameter's words heard as two (`VocabularyIndex.splitWords`; empty for non-entry
  /// parameters).
  private let splitWords: [[VocabularyIndex.SplitWord]]

  init(
    _ intent: CompiledIntent, in scan: UtteranceScan, names: AppNameScan, budget: Int,
    spanFits: SpanFits? = nil
  ) {
    self.intent = intent
    self.scan = scan
    let spanFits = spanFits ?? SpanFits(wordCount: scan.count)
    self.spanFits = spanFits
    isForeignWord = names.isForeignWord
    isForeignValueWord = names.isForeignValueWord
    isOtherAppsPhraseWord = names.isOtherAppsPhraseWord
    isOtherAppsKindNoun = names.isOtherAppsKindNoun
    isOwnPhraseWord = names.isOwnPhraseWord
    isAppPhraseVerbForm = names.isAppPhraseVerbForm
    saysClosedValue = names.saysClosedValue
    var wordMatches: [[[VocabularyIndex.WordMatch]]] = []
    var wordForms: [[[Int32]?]] = []
    for parameter in intent.parameters {
      guard parameter.kind == .entries, !parameter.vocabulary.forms.isEmpty else {
        wordMatches.append([])
        wordForms.append([])
        continue
      }
      let words =
        scan.vocabularyWords.isEmpty || parameter.vocabularyID < 0
        ? scan.tokens.map { VocabularyWords($0, in: parameter.vocabulary) }
        : scan.vocabularyWords.map { $0[parameter.vocabularyID] }
      wordMatches.append(words.map(\.matches))
      wordForms.append(words.map(\.forms))
    }
    self.wordMatches = wordMatches
    self.wordForms = wordForms
    let tokens = scan.tokens
    splitWords = intent.parameters.indices.map { index in
      guard !wordMatches[index].isEmpty else { return [] }
      let exact = wordMatches[index].map { $0.contains { $0.cost == 0 } }
      return intent.parameters[index].vocabulary.splitWords(in: tokens, exactWords: exact)
    }
    let cueOwners = Self.freeTextCueOwners(intent: intent, scan: scan)
    self.cueOwners = cueOwners
    mentions = Self.mentions(
      intent: intent, scan: scan, wordMatches: wordMatches, wordForms: wordForms,
      cueOwners: cueOwners, budget: budget, spanFits: spanFits)
  }

  // MARK: Slots

  /// How words `start..<end` fill parameter `index` at its place in a phrase, or nil.
  ///
  /// Words that all name an entry (or part of one) are that entry (see `VocabularyIndex.fit`).
  /// Otherwise a slot that accepts other text takes the words as text (`otherTextBase` plus
  /// `otherTextPerWord` per word, `otherTextPerEntryWord` for a word of some entry) when that is
  /// cheaper than entries with words in no entry. Numbers read as numbers. Other text never
  /// holds a question word, a negation, another action's verb or a word of the intent's phrases.
  mutating func slotFit(_ index: Int, _ start: Int, _ end: Int) -> SlotFit? {
    let key = (index * (scan.count + 1) + start) * (scan.count + 1) + end
    if let known = slotFits.lookup(key) { return known }
    var fit = computeSlotFit(index, start, end)
    // A noun of an activity after a closed value's words is the value's head noun: "my nordic
    // ski *outing*", "a hiking *tour*" say the value, at the cost of a filler.
    if fit == nil, end - start >= 2, scan.namesActivity[end - 1],
      intent.parameters[index].kind == .entries, !intent.parameters[index].acceptsOtherText,
      !hasEntryWord(index, end - 1), let value = slotFit(index, start, end - 1)
    {
      fit = SlotFit(
        cost: value.cost + MatchCost.filler, candidates: value.candidates, number: nil,
        isEvidence: value.isEvidence)
    }
    slotFits.store(fit, at: key)
    return fit
  }

  /// The cheapest reading of word `position` as a word of parameter `index`'s values, or nil
  /// (for explanations).
  func bestWordCost(_ index: Int, _ position: Int) -> Int? {
    guard !wordMatches[index].isEmpty else { return nil }
    return wordMatches[index][position].map(\.cost).min()
  }

  /// A slot fit computed before (for reading an alignment's path).
  func peekSlotFit(_ index: Int, _ start: Int, _ end: Int) -> SlotFit? {
    let key = (index * (scan.count + 1) + start) * (scan.count + 1) + end
    return slotFits.lookup(key) ?? nil
  }

  private func computeSlotFit(_ index: Int, _ start: Int, _ end: Int) -> SlotFit? {
    let parameter = intent.parameters[index]
    let span = start..<end
    let clean = !span.contains { scan.isForeign[$0] || scan.isActionVerb[$0] }
    // Filler alone names nothing: "a" is no book ("Start a Book Library workout"), and
    // "everything" none in particular.
    let saysSomething = span.contains { !scan.namesNothing[$0] }
    switch parameter.kind {
    case .number:
      guard let value = NumberWords.parse(words: ArraySlice(scan.tokens[span].map(\.text))) else {
        return nil
      }
      return SlotFit(cost: 0, candidates: [], number: value, isEvidence: false)
    case .text:
      guard clean, saysSomething, start == 0 || !scan.runsOn[start - 1], !scan.runsOn[end - 1],
        isOtherText(span, mayNameOtherApps: parameter.isFreeText)
      else { return nil }
      if parameter.isFreeText {
        // Another free-text parameter's cue ends the value: "Dune | by Frank Herbert".
        guard !span.dropFirst().contains(where: { cueOwners[$0].contains { $0 != index } }) else {
          return nil
        }
        // Its own cue is no part of it ("*called* Educated | by …"). A name's capital word
        // before a phrase word is the value's last too ("The Remains of the *Day* | to …").
        let ending =
          !cueOwners[start].contains(index)
            && (Self.runsToNextCue(end, of: index, cueOwners: cueOwners)
              || scan.isCapitalized[end - 1]
                && (end == scan.count || intent.literalWords.contains(scan.tokens[end].text)))
          ? 1 : 0
        return SlotFit(
          cost: MatchCost.freeTextBase + MatchCost.freeTextPerWord * span.count - ending,
          candidates: [], number: nil, isEvidence: false)
      }
      return SlotFit(
        cost: otherTextCost(span, index), candidates: [], number: nil, isEvidence: false)
    case .entries:
      guard saysSomething else { return nil }
      return entriesFit(index, span, clean: clean)
    }
  }

  /// How a span fits an entries parameter: an entry (or a few), a word heard as two, or other
  /// text for the app's search.
  private func entriesFit(_ index: Int, _ span: Range<Int>, clean: Bool) -> SlotFit? {
    let parameter = intent.parameters[index]
    var best: SlotFit?
    if !wordMatches[index].isEmpty,
      // Read directly, not through `spanFits`: the search is deep already, and a debug
      // build's frames must fit a small stack (`LongPhraseTests`).
      let found = parameter.fit(
        scan.tokens[span], matches: wordMatches[index][span], postings: wordForms[index][span],
        loose: clean && !span.contains { isOtherAppsPhraseWord[$0] }),
      let fit = Self.heard(found, span, parameter, scan: scan),
      // A loose fit whose only entry words are fillers names nothing: "a bowl *of* chowder"
      // is no "The Left Hand *of* Darkness"; nor one that says only the word most entries
      // share, the kind of thing ("the Appalachian *Trail*"), beside words of none.
      !fit.isLoose
        || span.contains(where: { hasEntryWord(index, $0) })
          && !Self.namesOnlyTheKind(fit, entries: parameter.vocabulary.entries.count)
          && !namesAnotherPhrasesThing(span, index)
    {
      // Words that all name an entry (or part of one) are read as that entry, unless only
      // part of it, said before a noun of another kind ("my *reading* list" is a list), or
      // said by another word after a being or a made thing, that thing's kind (a *horse*
      // ride is no bike ride).
      if fit.cost > 0,
        followsAnotherThing(span, index, fit)
          || modifiesAnotherNoun(after: span, index)
            && Self.saysPart(of: fit, span, parameter, scan: scan)
      {
        return nil
      }
      let found = SlotFit(
        cost: fit.cost, candidates: fit.candidates, number: nil, isEvidence: true)
      if !fit.isLoose { return found }
      best = found
    }
    // A word heard as two ("frank and stein"): the entry it names, unless one fits better.
    if !splitWords[index].isEmpty,
      let split = parameter.vocabulary.splitWordFit(
        span, texts: scan.tokens.map(\.text), splits: splitWords[index]),
      split.cost < best?.cost ?? .max
    {
      best = SlotFit(
        cost: split.cost, candidates: split.candidates, number: nil, isEvidence: true)
    }
    if parameter.acceptsOtherText, clean, isOtherText(span),
      !namesOtherKind(span, index), !namesAnotherPhrasesThing(span, index),
      !saysOnlyAClosedValue(span, index), !saysOnlyItsNoun(span, index),
      !namesSeveral(span, index), !namesAnotherOfTheKind(span, index),
      otherTextCost(span, index) < best?.cost ?? .max
    {
      let namesWords = span.contains { hasEntryWord(index, $0) }
      best = SlotFit(
        cost: otherTextCost(span, index), candidates: [], number: nil, isEvidence: namesWords)
    }
    return best
  }

  /// Whether the span may be other text: it holds none of the intent's phrase words ("from")
  /// and, unless `mayNameOtherApps` (free text: a book's title may hold any word), no other
  /// app's word and no form of another phrase's verb ("Get me *signed* out"). Nor does it start
  /// with a verb WordNet knows right after a subject pronoun ("the books I *have* already
  /// read").
  private func isOtherText(_ span: Range<Int>, mayNameOtherApps: Bool = false) -> Bool {
    guard
      span.lowerBound == 0
        || !Lexicon.matching.subjectPronouns.contains(scan.tokens[span.lowerBound - 1].text)
        || !WordNetTable.english.verbs.contains(scan.tokens[span.lowerBound].text),
      !span.contains(where: {
        intent.literalWords.contains(scan.tokens[$0].text)
          || !mayNameOtherApps
            && (isForeignWord[$0] || isOtherAppsPhraseWord[$0] || isAppPhraseVerbForm[$0])
      }),
      !startsAClause(span, anywhere: !mayNameOtherApps)
    else { return false }
    // Words all of another app's values name that app's thing ("clam chowder" to Book
    // Library); beside any other word they may be this app's ("Garden to Sky Trail", "garden
    // vegetable"), which its search may find.
    // Free text takes any words, but not only another app's thing said as a thing ("Add *a
    // soup* to Book Library"): a title said so would have other words or a name's capital.
    // Nor, at a thing's place, only words of the app's other phrases and other apps' things
    // ("Show my *delivery shelf*" to OpenBook: a shelf is OpenShelf's).
    return !span.allSatisfy {
      isForeignValueWord[$0] || scan.fillerCosts[$0] != nil
        || !mayNameOtherApps && isOwnPhraseWord[$0]
    } && !describesAThing(span)
  }

  /// Whether the span is part of a description rather than a name: the words from "a" or
  /// "an" (at most three words before the span) to the next word of the intent's phrases end
  /// with a word of another app's values or a noun its intents' names say ("Add a scenic
  /// *trail* to Book Library"), or say what a noun is about ("Write a *note about* Little
  /// Women", "a note *on* …"). A title is named, not described.
  private func describesAThing(_ span: Range<Int>) -> Bool {
    let literals = intent.literalWords
    let isArticle = { Self.indefiniteArticles.contains(scan.tokens[$0].text) }
    var article = span.lowerBound
    while article > 0, span.lowerBound - article < 3, !isArticle(article),
      isArticle(article - 1) || !literals.contains(scan.tokens[article - 1].text)
    {
      article -= 1
    }
    guard isArticle(article) else { return false }
    var end = max(span.upperBound, article + 1)
    while end < scan.count, !literals.contains(scan.tokens[end].text) { end += 1 }
    let words = (article + 1)..<end
    guard let last = words.last else { return false }
    if isForeignValueWord[last] || isOtherAppsKindNoun[last] { return true }
    return words.count >= 3 && Self.aboutWords.contains(scan.tokens[words.lowerBound + 1].text)
      && NounKinds.english.bits(of: scan.tokens[words.lowerBound].text) != nil
  }

  private static let indefiniteArticles: Set<String> = ["a", "an"]
  /// Words after a noun that say what it is about ("a note *on* chapter three").
  private static let aboutWords: Set<String> = ["about", "on", "regarding"]

  /// Whether a clause starts inside the span: a linker ("because", "since": `ClauseSplit`)
  /// anywhere in a thing's words (`anywhere`), or, in free text, after its first word and
  /// before a subject or determiner ("A Winter Ledger *since the* weather looks nice"), since a
  /// title may hold one ("Before Sunrise", "Love After Love").
  private func startsAClause(_ span: Range<Int>, anywhere: Bool) -> Bool {
    let linkers = Lexicon.matching.clauseLinkers
    return span.contains { index in
      guard linkers.contains(scan.tokens[index].text) else { return false }
      if anywhere { return true }
      return index > span.lowerBound && index + 1 < span.upperBound
        && Self.clauseStarts.contains(scan.tokens[index + 1].text)
    }
  }

  /// Words that start a clause after a linker: subjects and determiners.
  private static let clauseStarts: Set<String> = [
    "i", "im", "ive", "we", "were", "you", "he", "she", "it", "its", "they", "theyre", "the",
    "my", "our", "your", "his", "her", "their", "this", "that", "there", "theres",
  ]

  /// Whether a loose fit's candidates are most of a parameter's entries (of four or more): its
  /// words said only what they all are.
  private static func namesOnlyTheKind(_ fit: VocabularyIndex.Fit, entries: Int) -> Bool {
    entries >= 4 && fit.candidates.count * 2 > entries
  }

  /// Whether the span's last word that is no filler names a thing of another kind than the
  /// parameter's (`NounKinds`): "a yoga *mat*" is no soup the app's search may find, while
  /// "supper" is food, as soups are, and "something" is no noun WordNet knows.
  private func namesOtherKind(_ span: Range<Int>, _ index: Int) -> Bool {
    let parameter = intent.parameters[index]
    // A word of the app's own values is of its kind, whatever else WordNet files it under
    // ("Manhattan *clam*": a clam is an animal first).
    guard !parameter.thingKinds.isEmpty,
      let head = span.last(where: { scan.fillerCosts[$0] == nil }),
      !hasEntryWord(index, head)
    else { return false }
    return NounKinds.english.namesOtherKind(scan.tokens[head].text, than: parameter.thingKinds)
  }

  /// Whether other text names a thing of the app's kind that the app lacks: its last word is
  /// the parameter's own noun or the word most entries share ("soup"), after a word of no entry
  /// that says what the thing is made of or where it is from ("*French onion* soup"); "a hot
  /// soup" only says the kind.
  private func namesAnotherOfTheKind(_ span: Range<Int>, _ index: Int) -> Bool {
    let said = span.filter { scan.fillerCosts[$0] == nil }
    guard said.count >= 2, let head = said.last, !wordMatches[index].isEmpty,
      let fit = intent.parameters[index].fit(
        scan.tokens[head...head], matches: wordMatches[index][head...head],
        postings: wordForms[index][head...head], loose: true),
      fit.candidates.count * 2 > intent.parameters[index].vocabulary.entries.count
        || scan.tokens[head].text == CompiledParameter.lastWord(of: intent.parameters[index].name)
    else { return false }
    return said.dropLast().contains { word in
      !hasEntryWord(index, word)
        && NounKinds.english.namesMakeOrOrigin(
          scan.tokens[word].text, of: intent.parameters[index].nounKinds)
    }
  }

  /// Whether a one-thing slot's other text is one plural noun after a possessive ("my
  /// *audiobooks*", "one of my *shelves*"), or the plural of the parameter's own noun after
  /// words of no entry ("the DNF *books*"): several things of a kind, not the one thing the
  /// app's search may find. A title said so is an entry's ("my *Little Women*").
  private func namesSeveral(_ span: Range<Int>, _ index: Int) -> Bool {
    guard !intent.parameters[index].isList else { return false }
    let said = span.filter { scan.fillerCosts[$0] == nil }
    if said.count >= 2, let head = said.last,
      scan.tokens[head].text == CompiledParameter.lastWord(of: intent.parameters[index].name) + "s",
      !said.contains(where: { hasEntryWord(index, $0) })
    {
      return true
    }
    guard said.count == 1, let head = said.first, head > 0,
      Lexicon.matching.possessives.contains(scan.tokens[head - 1].text),
      !hasEntryWord(index, head)
    else { return false }
    let word = scan.tokens[head].text
    guard word.count >= 4, word.hasSuffix("s"),
      !["ss", "us", "is"].contains(where: word.hasSuffix)
    else { return false }
    // A plural of a noun WordNet knows, or of none it knows ("audiobooks").
    let singulars = [
      String(word.dropLast()), String(word.dropLast(2)), String(word.dropLast(3)) + "f",
    ]
    return NounKinds.english.kinds(of: word) == nil
      || singulars.contains { NounKinds.english.kinds(of: $0) != nil }
  }

  /// Whether the span's words (fillers aside) are fewer than every candidate title's: part of
  /// an entry ("reading" of Currently Reading), not a slip of the whole ("tomatoe soup").
  /// The fit less the things only the app's search finds (`VocabularyEntry.isSearched`) that
  /// it names loosely or in part: those words go to the search, as words of no entry do
  /// ("Dune" is no Kelso Dunes Trail the matcher heard). Nil when no candidate is left.
  static func heard(
    _ fit: VocabularyIndex.Fit, _ span: Range<Int>, _ parameter: CompiledParameter,
    scan: UtteranceScan
  ) -> VocabularyIndex.Fit? {
    let entries = parameter.vocabulary.entries
    guard fit.candidates.contains(where: { entries[$0].isSearched }),
      fit.isLoose || saysPart(of: fit, span, parameter, scan: scan)
    else { return fit }
    let kept = fit.candidates.filter { !entries[$0].isSearched }
    return kept.isEmpty
      ? nil : VocabularyIndex.Fit(cost: fit.cost, candidates: kept, isLoose: fit.isLoose)
  }

  static func saysPart(
    of fit: VocabularyIndex.Fit, _ span: Range<Int>, _ parameter: CompiledParameter,
    scan: UtteranceScan
  ) -> Bool {
    let said = span.count { scan.fillerCosts[$0] == nil }
    return fit.candidates.allSatisfy { parameter.vocabulary.titleWordCount(of: $0) > said }
  }

  /// Whether, at a closed parameter (no search), a being or a made thing that is no word of
  /// the entries, the phrase or a place (every first sense an animal, a person, a plant, a
  /// food or an artifact: `NounKinds.namesBeingOrObject`) comes right before the span or in it,
  /// and begins no word of the fit's entries ("*horse* riding" is Equestrian's "horseback").
  private func followsAnotherThing(_ span: Range<Int>, _ index: Int, _ fit: VocabularyIndex.Fit)
    -> Bool
  {
    let vocabulary = intent.parameters[index].vocabulary
    guard !intent.parameters[index].acceptsOtherText else { return false }
    return (max(0, span.lowerBound - 1)..<span.upperBound).contains { position in
      let word = scan.tokens[position].text
      guard scan.fillerCosts[position] == nil, !scan.isForeign[position],
        !hasEntryWord(index, position), !intent.literalWords.contains(word),
        NounKinds.english.namesBeingOrObject(word), !NounKinds.english.namesPlace(word)
      else { return false }
      return !vocabulary.forms.contains { form in
        fit.candidates.contains(form.entry)
          && form.words.contains { vocabulary.words[Int($0)].text.hasPrefix(word) }
      }
    }
  }

  /// Whether a span that says part of an entry modifies a noun of another kind, said after
  /// it or as its own last word ("reading *pile*").
  private func modifiesAnotherNoun(after span: Range<Int>, _ index: Int) -> Bool {
    let head = span.last(where: { scan.fillerCosts[$0] == nil }) ?? span.upperBound
    return [span.upperBound, head].contains {
      Self.modifiesAnotherNoun($0, index, intent: intent, scan: scan, wordMatches: wordMatches)
    }
  }

  /// Whether word `position`, right after a value's words, is a noun those words modify: no
  /// filler, no word of the phrase or of the parameter's entries, and a message or document
  /// (`NounKinds.communication`) where the parameter's name says another kind: a reading
  /// *list* is no shelf, the chowder *recipe* no soup. (A "reading *pile*" may well be the
  /// books being read.)
  static func modifiesAnotherNoun(
    _ position: Int, _ index: Int, intent: CompiledIntent, scan: UtteranceScan,
    wordMatches: [[[VocabularyIndex.WordMatch]]]
  ) -> Bool {
    let parameter = intent.parameters[index]
    guard position < scan.count, !parameter.nounKinds.isEmpty,
      scan.fillerCosts[position] == nil, !scan.isForeign[position],
      wordMatches[index].isEmpty || wordMatches[index][position].isEmpty,
      let kinds = NounKinds.english.bits(of: scan.tokens[position].text),
      kinds & 1 << NounKinds.communication != 0,
      kinds & NounKinds.bits(of: parameter.nounKinds) == 0
    else { return false }
    let token = scan.tokens[position]
    let noun = CompiledParameter.lastWord(of: parameter.name)
    // Nor the phrase's own word or a slip of it ("chowder *form* Soup Chef").
    let isPhraseWord = intent.literalWords.contains(where: {
      $0 == token.text || TokenComparison.typoCost(expected: MatchToken($0), actual: token) != nil
    })
    return !isPhraseWord && token.text != noun && token.text != noun + "s"
  }

  /// Whether the span's last word that is no filler is a word of the app's phrases that no
  /// entry has and that is not the parameter's own noun: "my done *shelf*" names a shelf
  /// (OpenShelf's thing), never a book that "done" is a typo of nor one the app's search may
  /// find.
  private func namesAnotherPhrasesThing(_ span: Range<Int>, _ index: Int) -> Bool {
    guard let head = span.last(where: { scan.fillerCosts[$0] == nil }),
      isOwnPhraseWord[head], !hasEntryWord(index, head)
    else { return false }
    let word = scan.tokens[head].text
    let noun = intent.parameters[index].name.lowercased()
    return word != noun && word != noun + "s"
  }

  /// Whether the span says, besides fillers and the parameter's own noun, only values of the
  /// app's closed parameters: "my *completed books*" is the Read shelf, no book's title for
  /// the search.
  private func saysOnlyAClosedValue(_ span: Range<Int>, _ index: Int) -> Bool {
    guard intent.parameters[index].kind == .entries else { return false }
    let noun = intent.parameters[index].name.lowercased()
    var saysValue = false
    for position in span where scan.fillerCosts[position] == nil {
      let word = scan.tokens[position].text
      if word == noun || word == noun + "s" { continue }
      guard saysClosedValue[position] else { return false }
      saysValue = true
    }
    return saysValue
  }

  /// Whether the span says nothing besides fillers and the parameter's own noun: "the *books*
  /// I've already read" names no book the app's search may find.
  private func saysOnlyItsNoun(_ span: Range<Int>, _ index: Int) -> Bool {
    let noun = intent.parameters[index].name.lowercased()
    return span.allSatisfy { position in
      let word = scan.tokens[position].text
      return scan.fillerCosts[position] != nil || word == noun || word == noun + "s"
    }
  }

  /// Whether word `position` is a word of some entry of parameter `index` (not a filler).
  func hasEntryWord(_ index: Int, _ position: Int) -> Bool {
    !wordMatches[index].isEmpty && !wordMatches[index][position].isEmpty
      && scan.fillerCosts[position] == nil
  }

  /// What a span costs as other text at a slot's place: `MatchCost.otherTextBase`, and each
  /// word `otherTextPerWord`, or `otherTextPerEntryWord` when some entry has it. Past
  /// `otherTextFullWords` such words, in a span with an entry's word, each costs as an entry's
  /// word: a long name of the app's kind of thing, which its search looks up ("Juan Bautista de
  /// Anza National Historic *Trail*"), is said whole, not stretched.
  private func otherTextCost(_ span: Range<Int>, _ index: Int) -> Int {
    let namesKind = span.contains { hasEntryWord(index, $0) }
    var (total, full) = (MatchCost.otherTextBase, 0)
    for position in span {
      if hasEntryWord(index, position) || namesKind && full == MatchCost.otherTextFullWords {
        total += MatchCost.otherTextPerEntryWord
      } else {
        total += MatchCost.otherTextPerWord
        full += 1
      }
    }
    return total
  }
}
