extension SuggestionRanker {
  /// An intent's title read as a sentence's action, with the article English puts before a
  /// singular noun that has none: "bought a day pass" for Buy Day Pass, "started a trail
  /// activity"; "got the next navigation step". A title that already has a determiner ("Show
  /// My Order", "Order a Drink"), a plural ("Summarize Activities"), a word that takes no
  /// article ("Log Out", "Order Again", "Get Trail Information") or a name ("Open Favorite
  /// Trails") is left as it is.
  static func withArticle(_ words: [String]) -> [String] {
    guard words.count >= 2 else { return words }
    let object = words.dropFirst().map { $0.lowercased() }
    let first = object[0]
    guard let last = object.last, !Self.takesNoArticle.contains(first),
      !Self.massNouns.contains(last), !Self.isPlural(last)
    else { return words }
    let article =
      Self.definiteAdjectives.contains(first)
      ? "the" : ("aeio".contains(first.prefix(1)) ? "an" : "a")
    return [words[0], article] + words.dropFirst()
  }

  /// Words after the verb that leave no room for an article: determiners, possessives,
  /// particles and adverbs.
  static let takesNoArticle: Set<String> = [
    "a", "an", "the", "my", "your", "our", "their", "his", "her", "its", "this", "that", "these",
    "those", "some", "any", "all", "every", "out", "in", "up", "down", "off", "on", "again",
    "back", "currently", "now", "today", "more",
  ]

  /// Adjectives that take "the": "the next step", "the last order".
  static let definiteAdjectives: Set<String> = ["next", "last", "first", "previous", "latest"]

  /// Nouns counted by no article: "get trail information", "order soup".
  static let massNouns: Set<String> = [
    "information", "info", "data", "soup", "coffee", "music", "news", "help", "mail", "weather",
    "progress", "history", "status", "everything", "something", "nothing",
  ]
}

extension SuggestionRanker {
  /// Whether an English noun reads as plural: "trails", "activities"; not "pass", "status",
  /// "analysis".
  static func isPlural(_ noun: String) -> Bool {
    noun.hasSuffix("s") && !noun.hasSuffix("ss") && !noun.hasSuffix("us") && !noun.hasSuffix("is")
  }
}
