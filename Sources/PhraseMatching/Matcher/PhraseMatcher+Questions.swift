extension PhraseMatcher {
  /// The question an intent answers, read as that intent's phrase, or nil.
  ///
  /// An intent answers questions about a thing when one of its phrases gets information: its
  /// verb is in the lexicon's "ask" group and not a verb of showing or opening ("Get conditions
  /// on ${trail}"), and its one slot takes the app's things (entries). A question fits it when it
  /// asks what the thing is like — "what's … like", "how's … looking", or a yes/no question ("Is
  /// … open?") — names one of the slot's entries, names the app, and says nothing else that is
  /// an action's verb, a number, another of the app's intents' things, or more than three other
  /// words. "How far", "how many", "when", "where", "who" ask for something else: refused.
  func answering(_ utterance: String, words: [TextNormalizer.Word]) -> WholeReading? {
    let lexicon = Lexicon.matching
    let texts = words.map(\.text)
    // "How's" and "what's" lose their "'s" (`TextNormalizer`): it is the auxiliary.
    let contracted = words.map { utterance[$0.range].count > $0.text.count }
    guard isStateQuestion(texts, contracted: contracted),
      !texts.contains(where: lexicon.negations.contains)
    else {
      return nil
    }
    let scan = scan(words)
    let capitalized = words.map { utterance[$0.range].first?.isUppercase == true }
    // The name goes to the app as said: "JMT" looks like a name the app may lack, "jmt" not.
    let asSaid = words.map { String(utterance[$0.range]) }
    let said = words.map { saidWord($0.text) }
    var best: WholeReading?
    for appIndex in appNames.candidates(scan.tokens, said: said.map(\.names)) {
      let app = apps[appIndex]
      for (intentIndex, intent) in app.intents.enumerated() {
        for phrase in intent.phrases {
          guard let slot = Self.infoSlot(phrase, intent: intent) else { continue }
          guard
            let reading = answer(
              texts, asSaid: asSaid, scan: scan, capitalized: capitalized, app: app,
              intent: intentIndex,
              phrase: phrase, slot: slot),
            reading.matches[0].score > best?.matches.first?.score ?? 0
          else { continue }
          best = reading
        }
      }
    }
    return best
  }

  /// Whether the words ask what something is like: one question word that does
  /// (`Lexicon.stateQuestionWords`, "how" only before an auxiliary: "how is", not "how far"),
  /// or none and an auxiliary first after fillers and app names ("Hey Trails, is …", "can I
  /// …": `canQuestionVerb`), or "any" and a noun of something told ("any *news* on …").
  private func isStateQuestion(_ texts: [String], contracted: [Bool]) -> Bool {
    let lexicon = Lexicon.matching
    let questions = texts.indices.filter { lexicon.questionWords.contains(texts[$0]) }
    if let first = questions.first {
      guard questions.count == 1, lexicon.stateQuestionWords.contains(texts[first]) else {
        return false
      }
      if texts[first] == "how" {
        return contracted[first]
          || first + 1 < texts.count && lexicon.questionOpeners.contains(texts[first + 1])
          || embedsHowItIsDoing(texts, after: first)
      }
      return true
    }
    let opener =
      texts.firstIndex(where: lexicon.questionOpeners.contains)
      ?? Self.canQuestionVerb(texts).map { $0 - 2 }
    guard let opener else { return asksToBeTold(texts) }
    // "Does *Trails* have anything on …" asks about the app, not the thing.
    if opener + 1 < texts.count, isAppNameWord(texts[opener + 1]) { return false }
    let before = texts[..<opener]
    return before.allSatisfy({ lexicon.fillers.contains($0) || isAppNameWord($0) })
      || asksWhether(before)
  }

  /// Whether "how" at `index`, after another word, starts a question inside a sentence, its
  /// auxiliary after the thing and a verb under way after that, which ends what is asked
  /// ("see how … *is doing*", "any word on how … *is holding up*"); "how far … is" asks
  /// something else.
  private func embedsHowItIsDoing(_ texts: [String], after index: Int) -> Bool {
    guard index > 0, index + 2 < texts.count else { return false }
    let rest = texts[(index + 2)..<min(texts.count, index + 10)]
    guard let auxiliary = rest.firstIndex(where: Lexicon.matching.questionOpeners.contains),
      auxiliary + 1 < texts.count
    else { return false }
    // The verb ends what is asked: "how many people are hiking *…*" asks something else.
    let lexicon = Lexicon.matching
    return texts[auxiliary + 1].hasSuffix("ing")
      && texts[(auxiliary + 2)...].allSatisfy { word in
        lexicon.fillers.contains(word) || lexicon.addressWords.contains(word)
          || Paraphrase.particles.contains(word) || isAppNameWord(word)
      }
  }

  /// Whether the words before a yes/no question's auxiliary ask for it to be checked: one verb
  /// of the lexicon's "ask" group, then "whether" or "if", the rest fillers and app names
  /// ("Can you *check whether* … is icy", "*Check if* … is open with Trails").
  private func asksWhether(_ before: ArraySlice<String>) -> Bool {
    let lexicon = Lexicon.matching
    guard let cue = before.firstIndex(where: { $0 == "whether" || $0 == "if" }) else {
      return false
    }
    var verbs = 0
    for word in before[..<cue] where !lexicon.fillers.contains(word) && !isAppNameWord(word) {
      guard Self.isAskVerb(word) else { return false }
      verbs += 1
    }
    return verbs == 1
  }

  /// Whether the word is a one-word verb of the lexicon's "ask" group ("check", "get").
  private static func isAskVerb(_ word: String) -> Bool {
    Lexicon.matching.verbGroups.contains { $0.name == "ask" && $0.expressions.contains([word]) }
  }

  /// In a question whether one may, should or must do something ("can I hike …", "could we
  /// bike …", "do I need …", "should we go …"), the index of the verb after the subject; nil
  /// otherwise.
  private static func canQuestionVerb(_ texts: [String]) -> Int? {
    guard let can = texts.firstIndex(where: { ["can", "could", "do", "should"].contains($0) }),
      can + 2 < texts.count, ["i", "we"].contains(texts[can + 1])
    else { return nil }
    return can + 2
  }

  /// Whether `word` is said as one of `activities` (values of the app's other parameters):
  /// the value starts with it, less a final "e" ("hike" for "hiking", "ski" for "skiing").
  private static func saysActivity(_ word: String, _ activities: Set<String>) -> Bool {
    let stem = word.hasSuffix("e") ? String(word.dropLast()) : word
    guard stem.count >= 3 else { return false }
    return activities.contains { $0.hasPrefix(stem) }
  }

  /// Whether the words ask to be told about a thing: "tell me about", or "any" and a noun of
  /// something told or of something there, first after fillers and app names ("Any news on …",
  /// "any word on the conditions at …", "any closures on …").
  private func asksToBeTold(_ texts: [String]) -> Bool {
    let lexicon = Lexicon.matching
    let first = texts.firstIndex { !lexicon.fillers.contains($0) && !isAppNameWord($0) }
    guard let first else { return false }
    // "Tell me about …", "tell us about …".
    if texts[first] == "tell", let about = texts[(first + 1)...].prefix(2).firstIndex(of: "about"),
      texts[(first + 1)..<about].allSatisfy({ $0 == "me" || $0 == "us" })
    {
      return true
    }
    guard first > 0, texts[first - 1] == "any" else { return false }
    // "Any *closures on* …", "any snow at …": whether there is such a thing there.
    return NounKinds.english.namesMessage(texts[first])
      || first + 1 < texts.count && lexicon.placePrepositions.contains(texts[first + 1])
  }

  /// Whether the word is a word of some loaded app's name.
  func isAppNameWord(_ word: String) -> Bool {
    apps.contains { app in app.names.contains { $0.tokens.contains { $0.text == word } } }
  }

  /// The slot of a phrase that gets a thing's information (`answering`), or nil.
  private static func infoSlot(_ phrase: CompiledPhrase, intent: CompiledIntent) -> Int? {
    let lexicon = Lexicon.matching
    guard case .word(let verb, _, _)? = phrase.elements.first else { return nil }
    func inGroup(_ name: String) -> Bool {
      lexicon.verbGroups.contains { $0.name == name && $0.expressions.contains([verb.text]) }
    }
    guard inGroup("ask"), !inGroup("show"), !inGroup("open") else { return nil }
    let slots = phrase.elements.compactMap { element -> Int? in
      if case .slot(let index) = element { return index }
      return nil
    }
    guard slots.count == 1, intent.parameters[slots[0]].kind == .entries else { return nil }
    return slots[0]
  }

  /// The question as `phrase` of the app's intent: its slot said with the span of the question
  /// that names one thing best (one entry, or words for the app's search), and every other word allowed (`answering`).
  private func answer(
    _ texts: [String], asSaid: [String], scan: UtteranceScan, capitalized: [Bool],
    app: CompiledApp, intent intentIndex: Int,
    phrase: CompiledPhrase, slot: Int
  ) -> WholeReading? {
    let lexicon = Lexicon.matching
    let intent = app.intents[intentIndex]
    let parameter = intent.parameters[slot].name
    let displayName = Set(TextNormalizer.tokens(app.name))
    func isOpen(_ index: Int) -> Bool {
      scan.fillerCosts[index] == nil && !lexicon.questionWords.contains(texts[index])
        && !lexicon.questionOpeners.contains(texts[index])
    }
    var best: (reading: WholeReading, span: Range<Int>, rank: [Int])?
    let otherValues = Self.otherValues(app: app, intent: intent, slot: slot)
    for start in texts.indices where isOpen(start) {
      for end in (start + 1)...min(texts.count, start + 8) where isOpen(end - 1) {
        // Words the app's search looks up must look like a name: capitalized as said, or
        // words of the app's values ("trail").
        // A thing's name holds no question word and not the app's own name.
        guard
          !(start..<end).contains(where: { index in
            displayName.contains(texts[index]) || lexicon.questionWords.contains(texts[index])
              || lexicon.questionOpeners.contains(texts[index])
          }),
          // "…? *Ask* Trails": a word that addresses the app ends no name.
          !lexicon.addressWords.contains(texts[start]),
          !lexicon.addressWords.contains(texts[end - 1])
        else { continue }
        // Another parameter's value is not the slot's thing ("Is *Jogging* any good …").
        guard
          !(start..<end).allSatisfy({
            otherValues.contains(texts[$0]) || scan.fillerCosts[$0] != nil
          })
        else { continue }
        let nameLike = (start..<end).allSatisfy { index in
          capitalized[index] || app.valueWords.contains(texts[index])
            || scan.fillerCosts[index] != nil
        }
        let said = asSaid[start..<end].joined(separator: " ")
        let template = phrase.template.segments.map { segment in
          switch segment {
          case .text(let text): text
          case .applicationName: app.name
          case .parameter(let name): name == parameter ? said : ""
          }
        }.joined()
        let words = TextNormalizer.words(in: template, limit: Self.maxUtteranceWords + 1)
        let reading = rankWhole(template, words: words)
        guard let top = reading.matches.first, top.app == app.name, top.intent == intent.name,
          // One thing: an entry, or words the app's search looks up (not "Trail": all of them).
          let value = top.slots[parameter], value.candidates.count <= 1, !value.isExtra,
          nameLike,
          MatchCost.score(Int(((1 - top.score) * 1000).rounded()) + MatchCost.answeredQuestion)
            >= threshold
        else { continue }
        // The longest name, then an entry, then the best fit.
        let rank = [end - start, value.candidates.count, Int(top.score * 1000)]
        if let best, !best.rank.lexicographicallyPrecedes(rank) { continue }
        best = (reading, start..<end, rank)
      }
    }
    guard let best else { return nil }
    guard
      Self.asksNothingElse(
        texts, besides: best.span, scan: scan, intent: intent, app: app, slot: slot,
        told: asksToBeTold(texts))
    else { return nil }
    let penalty = Double(MatchCost.answeredQuestion) / Double(MatchCost.scale)
    var reading = best.reading
    reading.matches = Array(reading.matches.prefix(1)).map { match in
      var match = match
      match.score = max(0, match.score - penalty)
      return match
    }.filter { $0.score >= threshold }
    reading.valueWords = []
    return reading.matches.isEmpty ? nil : reading
  }
  /// Whether the words of a question outside the thing it names (`span`) ask nothing else: no
  /// action's verb, number, thing of the app's other phrases or measure (a noun of a quality,
  /// price or amount: "good", "cost", "calories"), and at most three other words.
  private static func asksNothingElse(
    _ texts: [String], besides span: Range<Int>, scan: UtteranceScan, intent: CompiledIntent,
    app: CompiledApp, slot: Int, told: Bool
  ) -> Bool {
    let lexicon = Lexicon.matching
    let ownWords = app.names.flatMap { $0.tokens.map(\.text) }
    let otherThings = Self.otherThings(app: app, intent: intent, slot: slot)
    let isWhQuestion = texts.contains(where: lexicon.questionWords.contains) || told
    // "What's the *rating* of …" asks for the noun it names, which must be what the intent
    // gets ("What are the conditions on …"); "what's … like" asks what the thing is like.
    let asksForNoun = texts.contains("what") && !texts.contains("like")
    // "Can I *hike* …", "can I ride my *bike* …": an activity of the app's values one would
    // do there, which the conditions answer — not an action of the app or a verb the lexicon
    // knows ("can I buy …", "can I bring …"), nor anything else ("can I park …").
    let doing = canQuestionVerb(texts)
    let activities = doing == nil ? [] : otherValues(app: app, intent: intent, slot: slot)
    // "What's *the trail* like at …": the parameter itself, not another thing (said apart
    // from a name, "… Skyline on *Trail*", it is a word of the name).
    let parameter = intent.parameters[slot].name.lowercased()
    let asksHowItDoes = texts.indices.contains { index in
      texts[index] == "how" && index + 1 < texts.count
        && ["do", "does", "did"].contains(texts[index + 1])
    }
    let embedding = embeddingVerbs(texts, app: app)
    guard !asksWhetherItSuits(texts, besides: span) else { return false }
    var others = 0
    for index in texts.indices where !span.contains(index) {
      let word = texts[index]
      if index == doing {
        guard !scan.isActionVerb[index], !app.phraseVerbs.contains(word),
          lexicon.groupsOfWord[word] == nil,
          texts[index..<min(texts.count, index + 3)].contains(where: {
            Self.saysActivity($0, activities)
          })
        else { return false }
        others += 1
        continue
      }
      if scan.fillerCosts[index] != nil || lexicon.questionWords.contains(word)
        || embedding.contains(index)
        || (index > 0 && texts[index - 1] == "the" && word == parameter)
        || activities.contains(word)
        || lexicon.questionOpeners.contains(word) || ownWords.contains(word)
        || lexicon.addressWords.contains(word)
        || (isWhQuestion && intent.literalWords.contains(word))
      {
        continue
      }
      // "What's *happening* on …", "what is *going* on at …": a verb under way right after
      // the question asks what goes on there, not for a noun.
      // "How does … *look*", "what does … *look* like": "seem" or WordNet's words for it ask
      // what the thing is like; another verb of "how does …" asks something else ("How does
      // … *rank*").
      if !scan.isActionVerb[index],
        asksForNoun && isUnderWayAfterWhat(texts, index) || saysVerb(word, "seem")
      {
        others += 1
        continue
      }
      if asksHowItDoes, verbStems(word).contains(where: { WordNetTable.english.verbs[$0] != nil }) {
        return false
      }
      // After "the" or a possessive, and two words between at most, an action's verb is a noun
      // ("the latest *report*", "the trail *report*").
      let isNoun = (max(0, index - 3)..<index).contains {
        texts[$0] == "the" || scan.isPossessive[$0]
      }
      guard !scan.isActionVerb[index] || isNoun, scan.numbers[index].isEmpty,
        // "Are there trail conditions for …" asks whether the result exists, not what it says;
        // "Are *dogs* allowed on …" asks about beings or things there.
        isWhQuestion
          || !intent.literalWords.contains(word)
            && !(isSubject(index, of: texts) && NounKinds.english.namesBeingOrObject(word)),
        !otherThings.contains(word),
        Self.nounAsksForState(word, intent: intent, asksForNoun: asksForNoun)
      else { return false }
      others += 1
    }
    return others <= 3
  }

  /// Whether a word of the question outside the thing's name asks whether it suits someone or
  /// something ("Is … dog *friendly*", "… *suitable* for kids"): a lasting quality, which the
  /// thing's present state doesn't answer.
  private static func asksWhetherItSuits(_ texts: [String], besides span: Range<Int>) -> Bool {
    texts.indices.contains { index in
      !span.contains(index) && Lexicon.matching.suitabilityWords.contains(texts[index])
    }
  }

  /// The words before the question word that embed the question, which asks the same: verbs
  /// of showing or asking that are no phrase's verb ("Let's *see* how … is doing", "*check*
  /// how … is holding up").
  private static func embeddingVerbs(_ texts: [String], app: CompiledApp) -> Set<Int> {
    let lexicon = Lexicon.matching
    let question = texts.firstIndex(where: lexicon.stateQuestionWords.contains) ?? 0
    return Set(
      texts.indices.prefix(question).filter { index in
        guard !app.phraseVerbs.contains(texts[index]),
          let groups = lexicon.groupsOfWord[texts[index]]
        else { return false }
        return groups.contains { ["show", "ask"].contains(lexicon.verbGroups[$0].name) }
      })
  }

  /// Whether a noun of a question outside the thing's name asks what the intent gets.
  private static func nounAsksForState(_ word: String, intent: CompiledIntent, asksForNoun: Bool)
    -> Bool
  {
    let kinds = NounKinds.english
    // "Is … any *good*", "the *cost* of …": a measure of the thing, not its state.
    // "How are *things* on …": a most general noun stands for the thing's state.
    guard !kinds.namesMeasure(word) || kinds.kinds(of: word)?.contains(NounKinds.general) == true
    else { return false }
    // "What's the *situation* on …": a noun of the kind of the intent's own nouns (a state, as
    // "conditions" is) asks for what it gets; "what's the *report* on …", a message, asks to be
    // told about the thing, as "any news on …" does.
    return !asksForNoun || kinds.kinds(of: word) == nil
      || sharesKind(word, withWordsOf: intent) || kinds.namesMessage(word)
  }

  /// Whether word `index` is the subject of a yes/no question: right after its auxiliary, or
  /// after the auxiliary and an article ("Are *dogs* allowed …", "Is the *parking* free …").
  private static func isSubject(_ index: Int, of texts: [String]) -> Bool {
    let openers = Lexicon.matching.questionOpeners
    guard index > 0 else { return false }
    if openers.contains(texts[index - 1]) { return true }
    return index > 1
      && (Lexicon.matching.articles.contains(texts[index - 1]) || texts[index - 1] == "any")
      && openers.contains(texts[index - 2])
  }

  /// Whether word `index`, right after "what" and its auxiliary, says "happen" under way in
  /// WordNet's words for it ("what's *happening*", "what is *going on*", "what's *occurring*").
  private static func isUnderWayAfterWhat(_ texts: [String], _ index: Int) -> Bool {
    let word = texts[index]
    guard word.hasSuffix("ing"), index > 0,
      texts[index - 1] == "what"
        || index > 1 && ["is", "are"].contains(texts[index - 1]) && texts[index - 2] == "what"
    else { return false }
    let next = index + 1 < texts.count ? texts[index + 1] : nil
    return saysVerb(word, "happen", next: next)
  }

  /// Whether `word` is a form of `verb` or of a word WordNet gives for its first sense (a
  /// two-word one with `next` as its second word: "going *on*" for "happen").
  private static func saysVerb(_ word: String, _ verb: String, next: String? = nil) -> Bool {
    let stems = verbStems(word)
    let words = [[verb]] + (WordNetTable.english.verbs[verb] ?? [])
    return words.contains { expression in
      stems.contains(expression[0])
        && (expression.count == 1 || expression.count == 2 && next == expression[1])
    }
  }

  /// The verbs a word may be a form of: itself, and without "-s", "-ed" or "-ing" ("going" →
  /// go, "occurring" → occur, "taking" → take, "looked" → look).
  private static func verbStems(_ word: String) -> Set<String> {
    var stems: Set<String> = [word]
    if word.hasSuffix("s") { stems.insert(String(word.dropLast())) }
    for suffix in ["ing", "ed"] where word.hasSuffix(suffix) && word.count > suffix.count + 1 {
      let stem = String(word.dropLast(suffix.count))
      stems.formUnion([stem, stem + "e"])
      if let last = stem.last, stem.dropLast().last == last {
        stems.insert(String(stem.dropLast()))
      }
    }
    return stems
  }

  /// Whether WordNet files every first sense of the noun where it files a content word of the
  /// intent's phrases: "situation" is a state, as "conditions" is; "rating" is also an act and
  /// a cognition, so "What's the rating of …" asks for something else.
  private static func sharesKind(_ word: String, withWordsOf intent: CompiledIntent) -> Bool {
    guard let kinds = NounKinds.english.kinds(of: word) else { return false }
    let lexicon = Lexicon.matching
    let own = intent.literalWords.reduce(into: Set<UInt8>()) { own, literal in
      guard !lexicon.functionWords.contains(literal), !isAskVerb(literal) else { return }
      own.formUnion(NounKinds.english.kinds(of: literal) ?? [])
    }
    return kinds.isSubset(of: own)
  }

  /// Words a question about the slot's thing must not say besides its name (`answering`).
  private static func otherThings(app: CompiledApp, intent: CompiledIntent, slot: Int)
    -> Set<String>
  {
    let lexicon = Lexicon.matching
    // Words of the app's other intents' phrases that name things ("favorites", "pass").
    var otherThings = Set<String>()
    for other in app.intents where other.name != intent.name {
      otherThings.formUnion(
        other.literalWords.filter {
          !lexicon.fillers.contains($0) && lexicon.groupsOfWord[$0] == nil
            && !intent.literalWords.contains($0)
        })
    }
    otherThings.formUnion(otherValues(app: app, intent: intent, slot: slot))
    // Words of the slot's own values said apart from the name ("the conditions Skyline on
    // *Trail*"): the name is not said as one.
    let slotVocabulary = intent.parameters[slot].vocabulary
    if slotVocabulary.entries.count <= 1_000 {
      for entry in slotVocabulary.entries {
        otherThings.formUnion(
          TextNormalizer.tokens(entry.title).filter { !lexicon.fillers.contains($0) })
      }
    }
    return otherThings
  }

  /// Values of the app's parameters besides the slot, one word each ("biking"): another thing
  /// asked about, never the slot's thing ("Is *Biking* any good in Trails?").
  private static func otherValues(app: CompiledApp, intent: CompiledIntent, slot: Int)
    -> Set<String>
  {
    let parameter = intent.parameters[slot].name
    var otherThings = Set<String>()
    for other in app.intents {
      for candidate in other.parameters
      where !(other.name == intent.name && candidate.name == parameter)
        && candidate.kind == .entries && candidate.vocabulary.entries.count <= 1_000
      {
        for entry in candidate.vocabulary.entries {
          for name in [entry.title] + entry.synonyms {
            let words = TextNormalizer.tokens(name)
            if words.count == 1 { otherThings.insert(words[0]) }
          }
        }
      }
    }
    return otherThings
  }
}
