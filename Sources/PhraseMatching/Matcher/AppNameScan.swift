/// Where an app's name is said in one utterance.
struct AppNameScan {
  /// Name spans starting at each word: where each ends and what it costs.
  let spans: [[(end: Int, cost: Int)]]
  /// Whether a name starting at each word is a destination ("a taxi to Soup Chef"): its spans
  /// carry `MatchCost.foreignWord`, which a phrase whose own "to" comes before its app name
  /// ("Add a book to ${applicationName}") takes back.
  let isDestination: [Bool]
  /// Words that make the name right after them a destination.
  static let destinationWords: Set<String> = ["to", "toward", "towards", "into"]
  /// Whether the word at each index names another loaded app's thing (`CompiledApp.foreignWords`):
  /// "Dune" in "Order Dune from Soup Chef". No phrase of this app takes it as other text, and
  /// skipping it costs `foreignWord`.
  let isForeignWord: [Bool]
  /// Whether the word at each index is, alone, a word of another loaded app's values that none
  /// of this app's words is (`ForeignForms.containsWord`: "a *soup* workout" to Trails): it
  /// counts against a reading, except inside a slot's other text beside some other word
  /// ("Garden to Sky *Trail*", which the app's search may find).
  let isForeignValueWord: [Bool]
  /// Whether the word at each index is a content word of another loaded app's phrases and none
  /// of this app's (`ForeignForms.isOtherAppsPhraseWord`): never a stand-in for a phrase word.
  let isOtherAppsPhraseWord: [Bool]
  /// Whether the word at each index is a noun of another loaded app's intents' type names and
  /// of none of this app's (`ForeignForms.isOtherAppsKindNoun`): "trail" to Book Library.
  let isOtherAppsKindNoun: [Bool]
  /// Whether the word at each index is a word of one of the app's phrases (`phraseWords`): no
  /// other phrase of the app counts it as a value the app lacks.
  let isOwnPhraseWord: [Bool]
  /// Whether the word at each index is a word of the app's values (`valueWords`): a "*trail*
  /// pass" is Trails' own.
  let isOwnValueWord: [Bool]
  /// Whether the word at each index is the verb of one of the app's phrases (`phraseVerbs`).
  let isAppPhraseVerb: [Bool]
  /// Whether the word at each index is a past or "-ing" form of such a verb ("*signed*").
  let isAppPhraseVerbForm: [Bool]
  /// The name of a closed phrase parameter of the app (an enum's values are all it has: Book
  /// Library's "shelf") that the word at each index says, itself or in the plural, after a word
  /// that is none of its values ("my done *shelf*", not "my Read *shelf*"); nil for none.
  let closedKindNoun: [String?]
  /// Whether the word at each index is, as said, a word of a value of a closed phrase parameter
  /// of the app, its title or another name ("completed" for Book Library's Read shelf).
  let saysClosedValue: [Bool]
  /// Whether the word at each index is used as a noun ("cancel *my* order", "my Soup Chef
  /// order", "my tomato soup order"): a possessive comes right before it, or right before a
  /// name that ends there or up to three words of the app's values.
  let isNounUse: [Bool]

  /// Words after a name that name it too ("the Soup Chef app").
  private static let appWords: Set<String> = ["app", "apps", "application"]
  /// Verbs of going to an app, after which "to" is no destination ("go to Soup Chef and …").
  private static let goingVerbs: Set<String> = [
    "go", "goto", "head", "switch", "come", "jump", "hop", "back", "over",
  ]

  /// Whether the name starting at `start` is a place to go, not the app asked to act: "to"
  /// comes right before it, and no verb of going to an app comes right before that.
  private static func isDestination(_ start: Int, in scan: UtteranceScan) -> Bool {
    guard start > 0, destinationWords.contains(scan.tokens[start - 1].text) else { return false }
    return start < 2 || !goingVerbs.contains(scan.tokens[start - 2].text)
  }

  /// Whether the one-word name at `start..<end`, not the display name, is a common noun that a
  /// word of something else before it makes another thing: "my *Kindle* library" is no Book
  /// Library. The word comes between a determiner and the name, and is none of the app's words
  /// or a filler. The display name is the app's own ("my saved trails in Trails").
  private static func isModifiedNoun(
    _ start: Int, _ end: Int, of app: CompiledApp, in scan: UtteranceScan
  ) -> Bool {
    guard end == start + 1, start >= 2,
      app.names.first.map({ $0.tokens.map(\.text) != [scan.tokens[start].text] }) ?? true
    else { return false }
    let (determiner, modifier) = (start - 2, start - 1)
    guard
      scan.isPossessive[determiner]
        || Lexicon.matching.articles.contains(scan.tokens[determiner].text),
      scan.fillerCosts[modifier].map({ $0 > MatchCost.filler }) ?? true,
      !app.ownWords.contains(scan.tokens[modifier].text),
      !appWords.contains(scan.tokens[modifier].text)
    else { return false }
    return NounHypernyms.english.sense(of: scan.tokens[start].text) != nil
  }

  /// Which words say one of the app's foreign forms exactly ("tomato soup" to Trails).
  private static func foreignWords(of app: CompiledApp, in scan: UtteranceScan) -> [Bool] {
    var result = [Bool](repeating: false, count: scan.count)
    guard app.maxForeignFormWords > 0 else { return result }
    for start in 0..<scan.count where app.foreignFirstWords.contains(scan.tokens[start].text) {
      var key = ""
      for end in (start + 1)...min(scan.count, start + app.maxForeignFormWords) {
        key += (key.isEmpty ? "" : " ") + scan.tokens[end - 1].text
        guard app.foreignForms.contains(key) else { continue }
        for index in start..<end where scan.fillerCosts[index] == nil { result[index] = true }
      }
    }
    return result
  }

  /// Whether the utterance says the app's name and nothing else but filler ("Hey Siri, Book
  /// Library", "open Soup Chef please"): Siri opens the app rather than run an intent.
  let isAlone: Bool

  /// A name said exactly in full is that name: a shorter name inside it ("*Library*" in "Book
  /// Library") is no name there, so the rest of it ("*book*") is no phrase word.
  private static func preferWholeNames(_ spans: inout [[(end: Int, cost: Int)]]) {
    for start in spans.indices {
      for whole in spans[start] where whole.cost == 0 && whole.end - start > 1 {
        for inner in start..<whole.end {
          for k in spans[inner].indices
          where spans[inner][k].end <= whole.end && spans[inner][k].end - inner < whole.end - start
          {
            spans[inner][k].cost += MatchCost.foreignWord
          }
        }
      }
    }
  }

  /// Whether `spans` name the app and every other word of `scan` is filler.
  private static func isAlone(_ spans: [[(end: Int, cost: Int)]], in scan: UtteranceScan) -> Bool {
    var covered = [Bool](repeating: false, count: scan.count)
    var named = false
    for start in 0..<scan.count {
      for span in spans[start] where span.cost < MatchCost.foreignWord {
        named = true
        for index in start..<span.end { covered[index] = true }
      }
    }
    return named && (0..<scan.count).allSatisfy { covered[$0] || scan.fillerCosts[$0] != nil }
  }

  init(_ app: CompiledApp, in scan: UtteranceScan) {
    let count = scan.count
    var spans = [[(end: Int, cost: Int)]](repeating: [], count: count)
    var startsEndingAt = [[Int]](repeating: [], count: count + 1)
    isDestination = (0..<count).map { Self.isDestination($0, in: scan) }
    isForeignWord = Self.foreignWords(of: app, in: scan)
    isOwnPhraseWord = scan.tokens.map { app.phraseWords.contains($0.text) }
    isOwnValueWord = scan.tokens.map { app.valueWords.contains($0.text) }
    isAppPhraseVerb = scan.tokens.map { app.phraseVerbs.contains($0.text) }
    isAppPhraseVerbForm = scan.tokens.map { Self.isVerbForm($0.text, of: app.phraseVerbs) }
    closedKindNoun = Self.closedKindNouns(of: app, in: scan)
    saysClosedValue = Self.closedValueWords(of: app, in: scan)
    isOtherAppsPhraseWord = scan.tokens.map { app.foreignForms.isOtherAppsPhraseWord($0.text) }
    isOtherAppsKindNoun = scan.tokens.map { app.foreignForms.isOtherAppsKindNoun($0.text) }
    isForeignValueWord = scan.tokens.indices.map { index in
      scan.fillerCosts[index] == nil && app.foreignForms.containsWord(scan.tokens[index].text)
    }
    let words = scan.tokens.map { token in
      app.nameWords.value(for: token.text) { NameWord(token, app: app) }
    }
    for start in 0..<count {
      for end in (start + 1)...min(count, start + app.maxNameWords) {
        guard var best = Self.nameCost(app, scan.tokens[start..<end], words[start..<end]) else {
          continue
        }
        if isDestination[start] || Self.isModifiedNoun(start, end, of: app, in: scan) {
          best += MatchCost.foreignWord
        }
        spans[start].append((end, best))
        startsEndingAt[end].append(start)
        if end < count, Self.appWords.contains(scan.tokens[end].text) {
          spans[start].append((end + 1, best + MatchCost.appWord))
        }
      }
    }
    Self.preferWholeNames(&spans)
    self.spans = spans
    isAlone = Self.isAlone(spans, in: scan)
    isNounUse = (0..<count).map { index in
      if index > 0, scan.isPossessive[index - 1] { return true }
      if startsEndingAt[index].contains(where: { $0 > 0 && scan.isPossessive[$0 - 1] }) {
        return true
      }
      // "my tomato soup *order*": a possessive, then up to three words of the app's values.
      var before = index - 1
      while before >= 0, index - before <= 3, app.valueWords.contains(scan.tokens[before].text) {
        before -= 1
      }
      return before >= 0 && before < index - 1 && scan.isPossessive[before]
    }
  }
}

/// How one said word reads as the words of an app's names, worked out once per word
/// (`CompiledApp.nameWords`), so that a span of words is compared with the names without
/// comparing or joining strings again.
struct NameWord: Sendable {
  /// The cost of reading it as word `k` of name `n`, at `app.nameWordOffsets[n] + k`; -1 when it
  /// can't be.
  let costs: [Int32]
  /// The cost of reading it as each name's words run together; -1 when it can't be.
  let joinedCosts: [Int32]
  /// Whether it is a word of the app's parameter values.
  let isValueWord: Bool
  /// The word.
  let token: MatchToken

  init(_ token: MatchToken, app: CompiledApp) {
    self.token = token
    var costs: [Int32] = []
    for name in app.names {
      for word in name.tokens {
        costs.append(TokenComparison.cost(expected: word, actual: token).map(Int32.init) ?? -1)
      }
    }
    self.costs = costs
    joinedCosts = app.names.map {
      TokenComparison.cost(expected: $0.joined, actual: token).map(Int32.init) ?? -1
    }
    isValueWord = app.valueWords.contains(token.text)
  }
}

extension AppNameScan {
  /// The cheapest reading of the span as one of the app's names, or nil: what
  /// `TokenComparison.cost(expected:actual:joinedTypos:)` gives for the cheapest name, from the
  /// words' `NameWord`s. A near-miss made of words of the app's values is those values' words:
  /// "Half Dome Trail" is no "Half Dome" said to "Trails".
  static func nameCost(
    _ app: CompiledApp, _ span: ArraySlice<MatchToken>, _ words: ArraySlice<NameWord>
  ) -> Int? {
    var best: Int?
    let count = span.count
    let length = span.reduce(0) { $0 + $1.length }
    var offset = 0
    for (n, name) in app.names.enumerated() {
      defer { offset += name.tokens.count }
      var nameBest: Int?
      if name.tokens.count == count {
        var total = 0
        for (k, word) in words.enumerated() {
          let cost = word.costs[offset + k]
          guard cost >= 0 else {
            total = -1
            break
          }
          total += Int(cost)
        }
        if total >= 0 { nameBest = total }
      }
      if nameBest != 0, name.tokens.count > 1 || count > 1 {
        var joinedCost: Int?
        let expected = name.joined
        if count < name.tokens.count,
          abs(length - expected.length) <= expected.typoBudget + 2
        {
          joinedCost =
            count == 1
            ? (words[words.startIndex].joinedCosts[n] >= 0
              ? Int(words[words.startIndex].joinedCosts[n]) : nil)
            : TokenComparison.cost(
              expected: expected, actual: MatchToken(span.map(\.text).joined()))
        } else if length == expected.length, Self.runTogether(span, equals: expected) {
          joinedCost = 0
        }
        if let joinedCost { nameBest = min(nameBest ?? .max, joinedCost + MatchCost.spacing) }
      }
      if let nameBest, nameBest < best ?? .max { best = nameBest }
    }
    if let best, best > 0, words.allSatisfy(\.isValueWord) { return nil }
    return best
  }

  /// Whether the words run together spell `name` exactly, without joining them.
  private static func runTogether(_ span: ArraySlice<MatchToken>, equals name: MatchToken) -> Bool {
    var expected = name.text.utf8.makeIterator()
    for token in span {
      for byte in token.text.utf8 where expected.next() != byte { return false }
    }
    return expected.next() == nil
  }

  /// `closedKindNoun` for each word of the utterance.
  private static func closedKindNouns(of app: CompiledApp, in scan: UtteranceScan) -> [String?] {
    let kinds = app.closedKinds
    guard !kinds.isEmpty else { return Array(repeating: nil, count: scan.count) }
    return scan.tokens.indices.map { index in
      let word = scan.tokens[index].text
      let noun = kinds[word] != nil ? word : word.hasSuffix("s") ? String(word.dropLast()) : word
      guard let vocabulary = kinds[noun] else { return nil }
      return index > 0 && vocabulary.hasForm(scan.tokens[index - 1].text) ? nil : noun
    }
  }

  /// `saysClosedValue` for each word of the utterance.
  ///
  /// What a word is depends on the word alone: worked out once per app and word
  /// (`CompiledApp.closedValueWords`), not for every utterance that says it.
  private static func closedValueWords(of app: CompiledApp, in scan: UtteranceScan) -> [Bool] {
    scan.tokens.indices.map { index in
      let token = scan.tokens[index]
      return scan.fillerCosts[index] == nil
        && app.closedValueWords.value(for: token.text) {
          app.intents.flatMap(\.parameters).contains { parameter in
            parameter.kind == .entries && !parameter.acceptsOtherText
              && parameter.isPhraseParameter
              && parameter.vocabulary.wordMatches(token).contains { $0.cost == 0 }
          }
        }
    }
  }

  /// Whether `word` is the past or "-ing" form of one of `verbs` ("signed", "logging").
  static func isVerbForm(_ word: String, of verbs: Set<String>) -> Bool {
    for suffix in ["ed", "ing"] where word.hasSuffix(suffix) && word.count > suffix.count + 2 {
      let stem = String(word.dropLast(suffix.count))
      if verbs.contains(stem) || verbs.contains(stem + "e") { return true }
      if let last = stem.last, stem.dropLast().last == last, verbs.contains(String(stem.dropLast()))
      {
        return true
      }
    }
    return false
  }
}
