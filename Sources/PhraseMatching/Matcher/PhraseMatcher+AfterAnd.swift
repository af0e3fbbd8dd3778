extension PhraseMatcher {
  /// What "and" joins to a complete request (`afterAnd`).
  enum AfterAnd {
    /// Another request: an action of a loaded app ("Track my hiking in Trails *and log out*").
    /// Siri does one request at a time, so neither runs.
    case secondRequest(text: String, intent: String)
    /// The request before "and", with what follows it as an aside ("… *and make sure it's
    /// hot*"), or giving only values of the request ("… *and bring it to my door*").
    case request(WholeReading)
  }

  /// A request complete before an "and" (it names its app and scores `MatchCost.completeRequest`
  /// or more on its own), read with what follows: another request when that starts with a verb
  /// and, read with the request's app, matches another intent or fills a phrase's slot of its
  /// own; otherwise values of the request when it gives only those (extras of the same intent),
  /// else an aside (`MatchCost.aside`). Nil when no "and" closes a complete request, or it joins
  /// values ("cheese and croutons", "Pride and Prejudice").
  func afterAnd(_ utterance: String, words: [TextNormalizer.Word], whole: WholeReading)
    -> AfterAnd?
  {
    var best: WholeReading?
    for cut in words.indices.dropFirst() where words[cut].text == "and" && cut + 1 < words.count {
      guard !whole.valueWords.contains(where: { $0.contains(cut + 1) }) else { continue }
      let beforeText = Self.text(of: 0..<cut, in: utterance, words: words)
      let beforeWords = self.words(in: beforeText)
      let before = readRequest(beforeText, words: beforeWords)
      guard let top = before.matches.first,
        top.score >= MatchCost.score(MatchCost.completeRequest)
      else { continue }
      let rest = (cut + 1)..<words.count
      // "… and a burrito from Chipotle", "… and two more": another thing for the same verb,
      // no clause of its own.
      guard !Self.determiners.contains(words[cut + 1].text),
        scan([words[cut + 1]]).numbers[0].isEmpty
      else { continue }
      let restText = Self.text(of: rest, in: utterance, words: words)
      let restNamesApp = namesApp(rest.map { words[$0].text })
      // "… and a burrito from Chipotle": a request of an app that isn't loaded is no aside.
      if !restNamesApp, case .notLoaded? = missReading(for: restText) { continue }
      let restRead = restNamesApp ? restText : restText + " " + top.app
      let restWords = self.words(in: restRead)
      let restTop = rankWhole(restRead, words: restWords).matches.first
      if let restTop, restTop.score >= MatchCost.score(MatchCost.completeRequest),
        startsWithVerb(rest.map { words[$0].text }),
        restTop.app != top.app || restTop.intent != top.intent
          || restTop.slots.values.contains(where: { !$0.isExtra })
      {
        return .secondRequest(
          text: Self.text(of: cut..<words.count, in: utterance, words: words),
          intent: "\(restTop.app) › \(restTop.intent)")
      }
      if let other = otherIntentOfVerb(rest.map { words[$0].text }, request: top) {
        return .secondRequest(
          text: Self.text(of: cut..<words.count, in: utterance, words: words), intent: other)
      }
      // Free text after "and" is no aside, unless the clause's verb says a value of the request
      // ("and bring it to my door": delivery, the address asked for later).
      let saidByVerb = valueSaidByVerb(rest.map { words[$0].text }, request: top)
      guard
        let extras = valuesAfter(whole: utterance, words: words, request: top)
          .flatMap({ $0.isEmpty && saidByVerb != nil ? nil : $0 })
          ?? saidByVerb.map({ [$0.0: $0.1] })
      else { continue }
      // What names an app of its own is a request to it, never an aside.
      guard !restNamesApp else { continue }
      var reading = before
      reading.request = beforeText
      reading.asides = [(Self.text(of: cut..<words.count, in: utterance, words: words), false)]
      reading.valueWords = []
      let penalty = Double(MatchCost.aside) / Double(MatchCost.scale)
      reading.matches = Array(reading.matches.prefix(1)).map { match in
        var match = match
        match.score = max(0, match.score - penalty)
        // Values said after "and" of the same request, as the whole utterance reads them
        // ("and bring it to my door": delivery).
        for (name, value) in extras where match.slots[name] == nil { match.slots[name] = value }
        return match
      }.filter { $0.score >= threshold }
      if let score = reading.matches.first?.score, score > best?.matches.first?.score ?? 0 {
        best = reading
      }
    }
    return best.map { .request($0) }
  }

  /// Whether the first word that says something (not a function word, filler of politeness or
  /// "then") is a verb: of the lexicon's verb groups or actions, or a phrase's first word.
  private func startsWithVerb(_ texts: [String]) -> Bool {
    let lexicon = Lexicon.matching
    let skipped = Self.clauseOpeners.union(["and"])
    guard
      let word = texts.first(where: {
        !lexicon.functionWords.contains($0) && !lexicon.wakeWords.contains($0)
          && !skipped.contains($0)
      })
    else { return false }
    return lexicon.groupsOfWord[word] != nil || lexicon.actionVerbs.contains(word)
      || apps.contains { $0.phraseVerbs.contains(word) }
  }

  /// The values the whole utterance gives, read as `request`'s phrase, outside that phrase's
  /// slots and not read before "and" (`request` read those): entries, cases and numbers
  /// ("and have them delivered": delivery); nil when one is free text.
  /// The whole reading may cost up to `MatchCost.completeRequest` more than a match.
  private func valuesAfter(
    whole utterance: String, words: [TextNormalizer.Word], request: PhraseMatch
  ) -> [String: SlotMatch]? {
    let reading = rankWhole(utterance, words: words, extraBudget: MatchCost.completeRequest)
    guard let top = reading.matches.first, top.app == request.app, top.intent == request.intent,
      top.phrase == request.phrase
    else { return [:] }
    var values: [String: SlotMatch] = [:]
    for (name, value) in top.slots where value.isExtra && request.slots[name] == nil {
      // Free text there is no aside, and not surely a value ("to my door" is no address):
      // the request isn't read without it.
      guard !value.candidates.isEmpty || value.number != nil || !value.items.isEmpty else {
        return nil
      }
      values[name] = value
    }
    return values
  }

  /// Words that open a noun phrase: after "and", another thing, not a clause.
  private static let determiners: Set<String> = [
    "a", "an", "the", "some", "any", "another", "more", "extra",
  ]

  /// Whether the words say one of the loaded apps' names, word for word.
  private func namesApp(_ texts: [String]) -> Bool {
    apps.contains { app in
      app.names.contains { name in
        let tokens = name.tokens.map(\.text)
        return !tokens.isEmpty && texts.count >= tokens.count
          && (0...(texts.count - tokens.count)).contains {
            Array(texts[$0..<($0 + tokens.count)]) == tokens
          }
      }
    }
  }

  /// The utterance's text from the first to the last of `range`'s words.
  static func text(of range: Range<Int>, in utterance: String, words: [TextNormalizer.Word])
    -> String
  {
    String(
      utterance[
        words[range.lowerBound].range.lowerBound..<words[range.upperBound - 1].range.upperBound])
  }
}
