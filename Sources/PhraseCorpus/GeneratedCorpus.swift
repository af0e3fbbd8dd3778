import ConversationRuntime

/// The generated regression corpus: every app's phrases said the ways people say them, and
/// what no intent does, labelled and scored per category. The same rows in `swift test`
/// (`GeneratedCorpusTests`, with `floors`) and in `sirisim-bench accuracy`.
package enum GeneratedCorpus {
  /// The seed every row comes from.
  package static let seed: UInt64 = 38

  /// The lowest accuracy each category may score: what the matcher did when they were set (see
  /// `sirisim-bench accuracy`), less about 0.02. The one place, with `maxWrongActions`, to
  /// raise them when the matcher improves.
  package static let floors: [CorpusCategory: Double] = [
    .exact: 0.98, .filler: 0.98, .aside: 0.92, .typo: 0.95, .synonym: 0.93, .reorder: 0.98,
    .number: 0.90, .otherAppObject: 0.90, .noIntentVerb: 0.94, .question: 0.93, .chitChat: 0.87,
    .notLoaded: 0.98, .wordNet: 0.85,
  ]
  /// The most wrong actions each refusal category may take: exactly today's, none may be added.
  package static let maxWrongActions: [CorpusCategory: Int] = [
    .otherAppObject: 2, .noIntentVerb: 5, .question: 6, .chitChat: 5, .notLoaded: 0,
  ]

  /// The scale bench's synthetic apps the corpus loads: a food, a fitness and a media app (more
  /// cost the test more time than they find).
  package static let scaleAppCount = 3

  /// One set of rows and the ranking that scores them.
  package struct Part: Sendable {
    package let rows: [CorpusRow]
    package let rank: @Sendable (String) -> [RankedPhrase]
  }

  /// The corpus's rows and how to rank each: the bundled apps through `bundledRank` (the
  /// runtime's), the example app beside them and the synthetic apps through the runtime's
  /// `PhraseBook`s of their own.
  package static func parts(
    bundled: [AppPhrases], bundledRank: @escaping @Sendable (String) -> [RankedPhrase]
  ) -> [Part] {
    let rows = rows(bundled: bundled)
    let exampleBook = PhraseBook(apps: bundled + [CoffeeCornerPhrases.app()])
    let scaleBook = PhraseBook(apps: scaleApps())
    return [
      Part(rows: rows[0], rank: bundledRank), Part(rows: rows[1], rank: exampleBook.rank),
      Part(rows: rows[2], rank: scaleBook.rank),
    ]
  }

  /// The rows alone, by source: the bundled apps', the example app's, the synthetic apps'.
  package static func rows(bundled: [AppPhrases]) -> [[CorpusRow]] {
    let example = CoffeeCornerPhrases.app()
    let scale = scaleApps()
    return [
      CorpusGenerator.rows(
        for: bundled.map(\.name), among: bundled, source: "bundled", seed: seed,
        samples: bundledSamples),
      CorpusGenerator.rows(
        for: [example.name], among: bundled + [example], source: "example", seed: seed,
        samples: exampleSamples),
      CorpusGenerator.rows(
        for: scale.map(\.name), among: scale, source: "scale", seed: seed, samples: 1),
    ]
  }

  static func scaleApps() -> [AppPhrases] {
    ScaleApps.appPhrases(ScaleApps.apps(count: scaleAppCount))
  }

  /// Tries per phrase and category: more for the bundled and example apps, whose phrases are
  /// few.
  static let bundledSamples = 3
  static let exampleSamples = 3

  /// Every part scored, the parts side by side (each ranking is pure); the same score whatever
  /// the order they finish in.
  package static func score(
    bundled: [AppPhrases], bundledRank: @escaping @Sendable (String) -> [RankedPhrase]
  ) async -> CorpusScore {
    let parts = parts(bundled: bundled, bundledRank: bundledRank)
    let scores = await withTaskGroup(of: (Int, CorpusScore).self) { group in
      for (index, part) in parts.enumerated() {
        group.addTask {
          var score = CorpusScore()
          score.add(part.rows, rank: part.rank)
          return (index, score)
        }
      }
      var scores: [(Int, CorpusScore)] = []
      for await score in group { scores.append(score) }
      return scores.sorted { $0.0 < $1.0 }.map(\.1)
    }
    var total = CorpusScore()
    for score in scores { total.merge(score) }
    return total
  }
}
