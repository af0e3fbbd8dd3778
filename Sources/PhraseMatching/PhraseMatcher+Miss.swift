/// What Siri answers about an app when no phrase matches but the utterance names one.
public enum MissReading: Sendable, Equatable {
  /// Only the app's name, perhaps with filler ("Hey Siri, Book Library"): Siri opens the app.
  case appAlone(app: String)
  /// The app's name with words none of its phrases fit ("Rename my shelf in Book Library"):
  /// "Book Library hasn't added support for that with Siri."
  case unsupported(app: String)

  /// The app named.
  public var app: String {
    switch self {
    case .appAlone(let app), .unsupported(let app): app
    }
  }
}

extension PhraseMatcher {
  /// How Siri answers `utterance` when ``rank(_:)`` finds nothing, about the first app it
  /// names (not as a destination: "a taxi to Soup Chef" names none); `nil` when it names none.
  public func missReading(for utterance: String) -> MissReading? {
    guard utterance.utf8.count <= Self.maxUtteranceLength else { return nil }
    let words = TextNormalizer.words(in: utterance, limit: Self.maxUtteranceWords + 1)
    guard !words.isEmpty, words.count <= Self.maxUtteranceWords else { return nil }
    let scan = self.scan(words)
    for app in apps {
      let names = AppNameScan(app, in: scan)
      guard names.spans.contains(where: { $0.contains { $0.cost < MatchCost.foreignWord } })
      else { continue }
      return names.isAlone(in: scan) ? .appAlone(app: app.name) : .unsupported(app: app.name)
    }
    return nil
  }
}
