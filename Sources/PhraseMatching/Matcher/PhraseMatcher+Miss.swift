/// What Siri answers about an app when no phrase matches but the utterance names one.
public enum MissReading: Sendable, Equatable {
  /// Only the app's name, perhaps with filler ("Hey Siri, Book Library"): Siri opens the app.
  case appAlone(app: String)
  /// The app's name with words none of its phrases fit ("Rename my shelf in Book Library"):
  /// "Book Library hasn't added support for that with Siri."
  case unsupported(app: String)
  /// A request to an app that is not loaded ("Order pho from DoorDash"): "I don't know an app
  /// called DoorDash." The name is as said.
  case notLoaded(app: String)

  /// The app named (for `notLoaded`, as said).
  public var app: String {
    switch self {
    case .appAlone(let app), .unsupported(let app), .notLoaded(let app): app
    }
  }
}

extension PhraseMatcher {
  /// How Siri answers `utterance` when ``rank(_:)`` finds nothing, about the first app it
  /// names (not as a destination: "a taxi to Soup Chef" names none), or about an app it asks
  /// that isn't loaded (`notLoaded`); `nil` when it names none.
  public func missReading(for utterance: String) -> MissReading? {
    guard utterance.utf8.count <= Self.maxUtteranceLength else { return nil }
    let words = self.words(in: utterance)
    guard !words.isEmpty, words.count <= Self.maxUtteranceWords else { return nil }
    let said = words.map { saidWord($0.text) }
    let scan = self.scan(said: said)
    // Only the apps the words may name, in app order, as `rank` looks at them.
    for index in appNames.candidates(scan.tokens, said: said.map(\.names)) {
      let app = apps[index]
      let names = AppNameScan(app, in: scan)
      guard names.spans.contains(where: { $0.contains { $0.cost < MatchCost.foreignWord } })
      else { continue }
      return names.isAlone ? .appAlone(app: app.name) : .unsupported(app: app.name)
    }
    return unloadedAppName(in: utterance, words: words, scan: scan).map { .notLoaded(app: $0) }
  }

  /// The app a request names that no loaded app answers to: an action's verb first, then an
  /// app preposition and one to three words that end the request ("Order pho *from DoorDash*",
  /// "Start a workout *in Peloton*"), or an opening verb and only the name ("Open Spotify").
  /// The name is written with a capital and names nothing a loaded app has; questions and
  /// negations name no app ("What's the weather in Paris").
  private func unloadedAppName(
    in utterance: String, words: [TextNormalizer.Word], scan: UtteranceScan
  ) -> String? {
    let lexicon = Lexicon.matching
    guard !scan.isForeign.contains(true) else { return nil }
    func isVerb(_ word: String) -> Bool {
      lexicon.groupsOfWord[word] != nil || lexicon.neutralVerbs.contains(word)
    }
    // Trailing politeness or "app" ("… in Peloton app please") is not part of the name.
    var end = words.count
    while end > 0,
      words[end - 1].text == "app"
        || scan.fillerCosts[end - 1] != nil
          && !lexicon.appPrepositions.contains(words[end - 1].text)
    {
      end -= 1
    }
    guard
      let verb = words[..<end].indices.first(where: {
        scan.fillerCosts[$0] == nil || isVerb(words[$0].text)
      }), isVerb(words[verb].text)
    else { return nil }
    let start: Int
    if let preposition = words[(verb + 1)..<end].lastIndex(where: {
      lexicon.appPrepositions.contains($0.text)
    }) {
      start = preposition + 1
    } else if let opening = lexicon.verbGroups.first(where: { $0.name == "open" }),
      opening.expressions.contains([words[verb].text])
    {
      start = verb + 1
    } else {
      return nil
    }
    let name = start..<end
    guard (1...3).contains(name.count),
      name.allSatisfy({ index in
        scan.fillerCosts[index] == nil && scan.numbers[index].isEmpty
          && !apps.contains { $0.ownWords.contains(words[index].text) }
      }),
      let first = name.first, let last = name.last,
      utterance[words[first].range].first?.isUppercase == true
    else { return nil }
    return String(utterance[words[first].range.lowerBound..<words[last].range.upperBound])
  }
}
