import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import Foundation
import PhraseCorpus
import SoupChef
import Testing
import Trails

/// The generated regression corpus (`GeneratedCorpus`): some 1,300 labelled variants of the
/// bundled apps', the example app's and the scale bench's synthetic apps' phrases, and
/// utterances no intent does, from a fixed seed. Every category keeps its floor, and the
/// refusal categories take no more wrong actions than they did when the floors were set
/// (`GeneratedCorpus.floors`, `GeneratedCorpus.maxWrongActions`). `sirisim-bench accuracy`
/// prints the same table.
@Suite struct GeneratedCorpusTests {
  @Test func everyCategoryKeepsItsFloorAndTakesNoNewWrongAction() async {
    let runtime = await BundledApps.runtime()
    let score = await GeneratedCorpus.score(
      bundled: runtime.phraseApps, bundledRank: { runtime.matches(for: $0) })
    let rows = score.tallies.values.map(\.rows).reduce(0, +)
    #expect(rows > 1_200, "the corpus has \(rows) rows")
    for category in CorpusCategory.allCases {
      let tally = score.tallies[category] ?? CorpusScore.Tally()
      #expect(tally.rows >= 10, "\(category.rawValue) has \(tally.rows) rows")
      let floor = GeneratedCorpus.floors[category] ?? 1
      #expect(
        tally.accuracy >= floor,
        "\(category.rawValue): \(tally.correct)/\(tally.rows) = \(tally.accuracy), floor \(floor)\n\(score.table(floors: GeneratedCorpus.floors))"
      )
      if let most = GeneratedCorpus.maxWrongActions[category] {
        #expect(
          tally.wrongActions <= most,
          "\(category.rawValue): \(tally.wrongActions) wrong actions, at most \(most)")
      }
    }
  }

  @Test func generatesTheSameRowsOnEveryRun() async {
    let apps = await BundledApps.runtime().phraseApps
    let first = GeneratedCorpus.rows(bundled: apps)
    #expect(first == GeneratedCorpus.rows(bundled: apps))
    #expect(first.map { Set($0.map(\.source)) } == [["bundled"], ["example"], ["scale"]])
  }

  @Test func aWrongValueOrAnyMatchOfARefusalIsAWrongAction() async {
    let runtime = await BundledApps.runtime()
    let best = runtime.matches(for: "Order tomato soup from Soup Chef").first
    let soup = { (id: String) in
      CorpusRow.Expectation.action(
        app: "Soup Chef", intent: "OrderSoup", values: ["soup": .entry(id)])
    }
    #expect(CorpusScore.outcome(of: soup("tomatoSoup"), best: best) == .correct)
    #expect(CorpusScore.outcome(of: soup("chickenNoodleSoup"), best: best) == .wrongAction)
    #expect(
      CorpusScore.outcome(
        of: .action(app: "Soup Chef", intent: "OrderSoup", values: [:]), best: best)
        == .wrongAction)
    #expect(CorpusScore.outcome(of: .refusal, best: best) == .wrongAction)
    #expect(CorpusScore.outcome(of: soup("tomatoSoup"), best: nil) == .refused)
  }

  /// The example app cannot be loaded here (its package depends on this one), so the corpus
  /// carries its phrases; they must be the ones its source declares.
  @Test func coffeeCornerPhrasesAreTheExampleSources() throws {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/CoffeeShop/Sources/CoffeeShop/AppIntents")
      .appendingPathComponent("CoffeeShortcuts.swift")
    let text = try String(contentsOf: source, encoding: .utf8)
    let shortcuts = text.components(separatedBy: "negativePhrases")[0]
    let declared = try NSRegularExpression(pattern: #""([^"\n]*\\\(\.applicationName\)[^"\n]*)""#)
      .matches(in: shortcuts, range: NSRange(shortcuts.startIndex..., in: shortcuts))
      .compactMap { Range($0.range(at: 1), in: shortcuts).map { String(shortcuts[$0]) } }
      .map {
        $0.replacingOccurrences(of: #"\(.applicationName)"#, with: "${applicationName}")
          .replacingOccurrences(of: #"\(\.$drink)"#, with: "${drink}")
      }
    #expect(declared.count >= 10)
    #expect(declared == CoffeeCornerPhrases.phrases.flatMap(\.phrases))
  }
}
