import BookLibrary
import ConversationRuntime
import ConversationTestSupport
import Foundation
import SnapshotSupport
import SoupChef
import Testing
import Trails

/// What the runtime's ranking (`matches(for:)`, as `RankedPhrase`s) makes of 1,175 utterances
/// over the three bundled apps (the phrases as written, with fillers, typos, dropped, swapped,
/// added and moved words, and the dev sets' utterances), kept as a snapshot: speed work on the
/// matcher must not change an answer. The memos that make it fast must not either, so the
/// answers are the same cold, warm and in another order.
@Suite struct MatcherCorpusTests {
  static let utterances: [String] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/matcher-corpus.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }()

  /// One line per utterance: each match's intent, app, score and slots.
  static func render(_ utterance: String, _ matches: [RankedPhrase]) -> String {
    let answers = matches.map { match in
      let matched = match.slots
      let slots = matched.keys.sorted().map { name in
        let slot = matched[name]
        let value =
          slot?.number.map(String.init)
          ?? (slot?.candidateIDs.isEmpty == false
            ? slot?.candidateIDs.joined(separator: "|") : "“\(slot?.text ?? "")”")
        return "\(name)=\(value ?? "")"
      }
      return ([match.intent, match.app, String(format: "%.3f", match.score)] + slots)
        .joined(separator: " ")
    }
    return utterance + "\t" + (answers.isEmpty ? "—" : answers.joined(separator: " ; "))
  }

  @Test func everyAnswerStaysTheSame() async {
    let runtime = await BundledApps.runtime()
    #expect(Self.utterances.count > 1_000)
    let lines = Self.utterances.map { Self.render($0, runtime.matches(for: $0)) }
    expectSnapshot(lines.joined(separator: "\n"), named: "matcher-corpus.txt")
  }

  @Test func answersDoNotDependOnWhatWasSaidBefore() async {
    let warm = await BundledApps.runtime()
    let cold = Self.utterances.map { warm.matches(for: $0) }
    // Again, with every word and span already in the memos.
    #expect(Self.utterances.map { warm.matches(for: $0) } == cold)
    // A new matcher, some of the utterances the other way round.
    let some = Self.utterances.prefix(400)
    let reversed = await BundledApps.runtime()
    #expect(
      Array(some.reversed().map { reversed.matches(for: $0) }.reversed()) == Array(cold.prefix(400))
    )
  }
}
