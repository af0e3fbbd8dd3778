extension PhraseMatcher {
  /// What a clause is to the request around it.
  enum ClauseRole: Equatable {
    /// Only which app is asked ("Hey Trails", "ask trails"): kept with any request.
    case address
    /// Only a value of the request read whole and filler (", carry-out"): kept with any request.
    case values
    /// Takes the request back ("no, wait", "never mind"): nothing may be read without it, unless
    /// it comes before any request (it takes back something said earlier).
    case retraction
    /// Asks for an action of its own, a verb and its object ("*End the bike ride* I'm
    /// tracking in Trails"), or a question of its own ("I wonder *whether* … is closed"): a
    /// request, never left out as an aside.
    case command
    /// Anything else: the request, or an aside.
    case other
  }

  /// The best reading of `utterance`: whole, or a request with asides left out (each costs
  /// `MatchCost.aside`, and only a request that matches on its own may leave one out), or a
  /// question an intent answers (`answering`). An aside never gives a value: its words are not
  /// read at all. Ties go to the whole utterance.
  func bestReading(_ utterance: String, words: [TextNormalizer.Word]) -> WholeReading {
    let whole = readRequest(utterance, words: words)
    let clauses = asideReading(utterance, words: words, whole: whole)
    switch afterAnd(utterance, words: words, whole: whole) {
    case .secondRequest(let rest, let intent):
      var refused = WholeReading(matches: [], valueWords: [])
      refused.secondRequest = (rest, intent)
      return refused
    case .request(let reading):
      let score = reading.matches.first?.score ?? 0
      return score > clauses.matches.first?.score ?? 0 ? reading : clauses
    case nil:
      return clauses
    }
  }

  /// `bestReading` with the clauses `ClauseSplit` cuts: the whole reading, or a request with
  /// asides left out.
  private func asideReading(
    _ utterance: String, words: [TextNormalizer.Word], whole: WholeReading
  ) -> WholeReading {
    let split = ClauseSplit(utterance, words: words)
    // A whole reading within an aside's cost can't be beaten by leaving one out.
    guard split.clauses.count > 1,
      (whole.matches.first?.score ?? 0) < MatchCost.score(MatchCost.aside)
    else { return whole }
    var roles = clauseRoles(split, utterance: utterance, words: words, whole: whole)
    // A retraction takes back what came before it; before any request ("No, don't buy it —
    // just open …") it takes back something said earlier, and may be left out as an aside.
    let firstRequest = roles.firstIndex { $0 == .other || $0 == .command } ?? roles.count
    guard !roles[firstRequest...].contains(.retraction) else { return whole }
    for index in roles.indices where roles[index] == .retraction { roles[index] = .other }
    // The request is a run of clauses that are neither an address nor values; a command
    // around it is never left out.
    let others = roles.indices.filter { roles[$0] == .other || roles[$0] == .command }
    var best = whole
    for first in others.indices {
      for last in first..<others.count {
        let kept = split.clauses.indices.filter { index in
          (roles[index] != .other && roles[index] != .command)
            || (others[first]...others[last]).contains(index)
        }
        let asides = split.clauses.count - kept.count
        guard asides > 0,
          !split.clauses.indices.contains(where: { !kept.contains($0) && roles[$0] == .command })
        else { continue }
        let text = kept.map { index -> String in
          let content = split.clauses[index].content
          return String(
            utterance[
              words[content.lowerBound].range
                .lowerBound..<words[content.upperBound - 1].range
                .upperBound])
        }.joined(separator: ", ")
        let requestWords = self.words(in: text)
        var reading = readRequest(text, words: requestWords)
        let penalty = Double(asides * MatchCost.aside) / Double(MatchCost.scale)
        // A request is complete on its own when it matches well without the asides: no
        // more than two missing phrase words' worth (`MatchCost.completeRequest`).
        guard let top = reading.matches.first,
          stretch(of: top) <= MatchCost.completeRequest
        else { continue }
        let before = split.clauses.indices.filter { $0 < others[first] && !kept.contains($0) }
        if let resolved = resolvingPronoun(
          in: text, words: requestWords, reading: reading,
          antecedents: before.map { split.clauses[$0].content }, of: utterance, words: words)
        {
          reading = resolved
        }
        reading.matches = reading.matches.compactMap { match in
          var match = match
          match.score = max(0, match.score - penalty)
          return match.score >= threshold ? match : nil
        }
        guard let score = reading.matches.first?.score,
          score > best.matches.first?.score ?? 0
        else { continue }
        reading.request = reading.request ?? text
        reading.asides = split.clauses.indices.filter { !kept.contains($0) }.map { index in
          let clause = split.clauses[index].words
          let said = utterance[
            words[clause.lowerBound].range
              .lowerBound..<words[clause.upperBound - 1].range
              .upperBound]
          return (String(said), index < others[first])
        }
        best = reading
      }
    }
    return best
  }

  /// The most words of a clause before the request that a pronoun of the request may stand
  /// for ("to copies of frankenstein").
  static let maxAntecedentWords = 6

  /// `reading` of `request` with a pronoun of it ("track *it*", "buy *them*") read as what a
  /// clause before it names ("I'm going horseback riding, start tracking it"; "I need two
  /// copies of Dune, buy them"): such a clause is the pronoun's antecedent, not an aside. The
  /// request is read again with the clause's last words (one to `maxAntecedentWords`) in the
  /// pronoun's place; the reading of the same intent that takes the most values the app has
  /// (entries, cases, numbers: never free text, which any words are), more than `reading`,
  /// is returned, else nil. An activity ("kayaking") the app refuses there refuses the
  /// request: a reading with no match.
  private func resolvingPronoun(
    in request: String, words requestWords: [TextNormalizer.Word], reading: WholeReading,
    antecedents: [Range<Int>], of utterance: String, words: [TextNormalizer.Word]
  ) -> WholeReading? {
    guard let top = reading.matches.first,
      let pronoun = requestWords.first(where: {
        Lexicon.matching.splitPronouns.contains($0.text)
      })
    else { return nil }
    var best: (reading: WholeReading, values: Int, score: Double)?
    for clause in antecedents where clause.count > 1 {
      for count in 1...min(Self.maxAntecedentWords, clause.count - 1) {
        // An activity the app lacks ("I'm going *kayaking*, track it"): nothing runs.
        let refusesActivity = count == 1 && words[clause.upperBound - 1].text.hasSuffix("ing")
        // A gerund with its object ("I finished *reading Frankenstein*, put it …"): the
        // pronoun stands for the object, which fewer words say.
        if count > 1, words[clause.upperBound - count].text.hasSuffix("ing") { continue }
        let said = utterance[
          words[clause.upperBound - count].range
            .lowerBound..<words[clause.upperBound - 1].range
            .upperBound]
        let text =
          request[..<pronoun.range.lowerBound] + said + request[pronoun.range.upperBound...]
        let textWords = self.words(in: String(text))
        var candidate = readRequest(String(text), words: textWords)
        if refusesActivity, candidate.matches.isEmpty {
          return WholeReading(matches: [], valueWords: [])
        }
        guard let match = candidate.matches.first, match.app == top.app,
          match.intent == top.intent
        else { continue }
        let values = Self.knownValues(of: match)
        guard values > Self.knownValues(of: top),
          values > best?.values ?? 0
            || values == best?.values && match.score > best?.score ?? 0
        else { continue }
        candidate.request = String(text)
        best = (candidate, values, match.score)
      }
    }
    return best?.reading
  }

  /// How many of a match's values are the app's own: entries or cases found, numbers, items.
  private static func knownValues(of match: PhraseMatch) -> Int {
    match.slots.values.filter {
      !$0.candidates.isEmpty || $0.number != nil || !$0.items.isEmpty
    }.count
  }

  /// What a match costs besides the words of a name the app's search looks up: such a name
  /// fills its slot whole, however many words it has ("Lone Pine Creek Trail"), so its words
  /// are no stretching of the request (`MatchCost.otherTextPerWord` each; its base stays).
  func stretch(of match: PhraseMatch) -> Int {
    let cost = Int(((1 - match.score) * Double(MatchCost.scale)).rounded())
    let intent = apps.first { $0.name == match.app }?.intents.first { $0.name == match.intent }
    let searched = match.slots.filter { name, slot in
      slot.candidates.isEmpty && slot.number == nil && slot.items.isEmpty && !slot.isExtra
        && intent?.parameters.contains { $0.name == name && $0.kind == .entries } == true
    }
    let words = searched.values.reduce(0) { $0 + TextNormalizer.tokens($1.text).count }
    return cost - words * MatchCost.otherTextPerWord
  }

  /// The utterance read as it is: its matches, or else the question an intent answers.
  func readRequest(_ utterance: String, words: [TextNormalizer.Word]) -> WholeReading {
    guard !words.isEmpty, words.count <= Self.maxUtteranceWords else {
      return WholeReading(matches: [], valueWords: [])
    }
    let whole = rankWhole(utterance, words: words)
    guard whole.matches.isEmpty, let answer = answering(utterance, words: words) else {
      return whole
    }
    return answer
  }

  /// Words that start a clause with its own subject: never a value said after a request. With
  /// "'ll" and "'d" ("*I'll* tell you the title") too, as `TextNormalizer` writes them.
  private static let subjects = Lexicon.matching.clauseSubjects.union([
    "i", "we", "he", "she", "they", "you", "it", "its", "theres", "ill", "id", "youll",
    "theyll",
  ])

  /// What each clause is (`ClauseRole`).
  private func clauseRoles(
    _ split: ClauseSplit, utterance: String, words: [TextNormalizer.Word], whole: WholeReading
  ) -> [ClauseRole] {
    let lexicon = Lexicon.matching
    let retracting = lexicon.negations.union(lexicon.cancelWords).union(lexicon.noFirstWords)
      .union(["wait"])
    return split.clauses.map { clause in
      let texts = clause.content.map { words[$0].text }
      if let first = texts.first, retracting.contains(first) { return .retraction }
      let valueWords = clause.content.filter { index in
        whole.valueWords.contains { $0.contains(index) }
      }
      // A clause with a value of the whole reading gives it ("…, have it delivered"; "…, I
      // need five copies"), unless it names the app, a request of its own ("Buy Dune from Book
      // Library, …"), or only free text took its words and it is a sentence with a subject
      // ("…, I just finished one on the plane"; "…, my neighbor lent me something").
      let onlyFreeText = valueWords.allSatisfy { index in
        whole.freeTextWords.contains { $0.contains(index) }
      }
      if !valueWords.isEmpty, let first = texts.first, !texts.contains(where: isAppNameWord),
        !onlyFreeText
          || !Self.subjects.contains(first) && !opensWithSomeone(texts)
            && !endsWithVerbOfFreeText(clause.content, words: words, whole: whole)
      {
        return .values
      }
      let named = texts.filter { !lexicon.addressWords.contains($0) }.joined(separator: " ")
      if case .appAlone? = missReading(for: named) { return .address }
      if texts.first == "whether" { return .command }
      return !clause.startsWithLinker && Self.isCommand(texts) ? .command : .other
    }
  }

  /// Whether a clause's words open with someone of the person's doing something no phrase
  /// says: "*my neighbor lent* me something good" is a sentence, never a title, while "my
  /// neighbor *recommended* it" may give Add's recommender.
  private func opensWithSomeone(_ texts: [String]) -> Bool {
    guard texts.count >= 3, Lexicon.matching.possessives.contains(texts[0]),
      NounHypernyms.english.namesSomeone(texts[1]),
      texts.dropFirst(2).contains(where: { !Lexicon.matching.fillers.contains($0) })
    else { return false }
    return !texts.dropFirst(2).contains { word in
      !Lexicon.matching.fillers.contains(word) && apps.contains { $0.phraseWords.contains(word) }
    }
  }

  /// Whether a clause ends with an object pronoun after a word that free text took in the
  /// whole reading, a verb of its own: "Kazuo Ishiguro *wrote it*" is a sentence, while in
  /// "Jo *suggested it*" the phrase's "recommended" took the verb, and Jo is the recommender.
  private func endsWithVerbOfFreeText(
    _ clause: Range<Int>, words: [TextNormalizer.Word], whole: WholeReading
  ) -> Bool {
    guard clause.count >= 3,
      Lexicon.matching.objectPronouns.contains(words[clause.upperBound - 1].text)
    else { return false }
    let verb = clause.upperBound - 2
    return !Lexicon.matching.fillers.contains(words[verb].text)
      && whole.freeTextWords.contains { $0.contains(verb) }
  }

  /// Whether a clause's words open with an imperative: a verb WordNet knows that asks for
  /// something (not one that says little on its own, such as "get" or "make"), then what it
  /// acts on ("the", "my", "it"). A lead-in such as "Listen," or "Long day at work" is none.
  private static func isCommand(_ texts: [String]) -> Bool {
    let lexicon = Lexicon.matching
    guard texts.count >= 2, !lexicon.neutralVerbs.contains(texts[0]),
      !lexicon.fillers.contains(texts[0]),
      lexicon.actionVerbs.contains(texts[0]) || isVerb(texts[0])
    else { return false }
    return objectStarts.contains(texts[1])
  }

  /// Whether WordNet knows the word as a verb, or as a verb undone or done again ("*un*pause",
  /// "*re*start").
  private static func isVerb(_ word: String) -> Bool {
    let verbs = WordNetTable.englishVerbWords
    if verbs.contains(word) { return true }
    return Lexicon.matching.verbPrefixes.contains { prefix in
      word.hasPrefix(prefix) && word.count > prefix.count + 2
        && verbs.contains(String(word.dropFirst(prefix.count)))
    }
  }

  /// Words that open a verb's object.
  private static let objectStarts = Lexicon.matching.possessives.union(
    Lexicon.matching.splitPronouns
  ).union(Lexicon.matching.articles).union(Lexicon.matching.objectPronouns).union(
    Lexicon.matching.indefinitePronouns
  ).union(["all", "some", "every"])
}
