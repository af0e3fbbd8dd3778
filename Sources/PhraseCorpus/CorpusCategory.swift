/// A kind of generated utterance: a phrase said another way (the request must run, with its
/// values), or something no intent does (it must be refused).
package enum CorpusCategory: String, Sendable, CaseIterable, Comparable {
  /// The phrase as written, its slots filled.
  case exact
  /// Wake words and politeness around the phrase ("Hey Siri, could you … please").
  case filler
  /// A clause the intent can't use before or after the request ("…, I've got a cold").
  case aside
  /// One typo in a word of five letters or more.
  case typo
  /// The verb said by a synonym, or a value by one of its `DisplayRepresentation` synonyms.
  case synonym
  /// The app's name said first ("Soup Chef, order tomato soup").
  case reorder
  /// A quantity said as a word or a homophone ("three", "to" for two).
  case number
  /// The phrase's shape with a thing of another app ("Order Pad Thai from Soup Chef").
  case otherAppObject = "other-app-object"
  /// The phrase with a verb no intent has ("Delete tomato soup from Soup Chef").
  case noIntentVerb = "no-intent-verb"
  /// A question about the app's things no intent answers ("How much is … at Soup Chef?").
  case question
  /// Talk to or about the app that asks for nothing ("I love Soup Chef").
  case chitChat = "chit-chat"
  /// The phrase with the name of an app that is not loaded.
  case notLoaded = "not-loaded"
  /// The phrase's verb, or a closed value's word, said by a WordNet relative from
  /// `WordNetTable` ("Acquire a day pass", "track my run"). Drawn from a random stream of its
  /// own, so that adding it changed no other category's rows.
  case wordNet = "wordnet-synonym"

  /// True for the kinds that must be refused: any match is a wrong action.
  package var isNegative: Bool {
    switch self {
    case .exact, .filler, .aside, .typo, .synonym, .reorder, .number, .wordNet: false
    case .otherAppObject, .noIntentVerb, .question, .chitChat, .notLoaded: true
    }
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
