import ConversationRuntime
import PhraseCorpus
import SiriTerminal

/// (c′) The preview's cost per key: what the curses UI does for a key typed with the preview
/// on — `update`, the preview's reading and one frame — typed a character at a time through
/// requests, over the bundled apps (the runtime's own `preview`) and over 100 generated apps
/// (the same two readings it makes, through the runtime's `PhraseBook`: the best match, else the
/// phrase the words begin).
enum PreviewBench {
  static let size = TerminalSize(columns: 80, rows: 24)

  static func run(rounds: Int, runtime: ConversationRuntime) {
    let bundled = Array(Bench.bundledUtterances.prefix(8))
    let keys = typed(bundled, rounds: rounds) { runtime.preview($0) }
    print("(c′) the preview under the input line: a key typed, update + reading + frame")
    Bench.report("    bundled apps (runtime.preview)", keys)

    let apps = ScaleApps.apps(count: 100)
    let phrases = ScaleApps.appPhrases(apps)
    let book = PhraseBook(apps: phrases, readsPrefixes: true)
    let utterances = ScaleApps.utterances(for: apps, count: 40)
    let scaled = typed(utterances, rounds: max(1, rounds / 4)) { book.preview($0) }
    Bench.report(
      "    100 apps, \(phrases.reduce(0) { $0 + $1.intents.count }) intents (rank + prefix)",
      scaled)
  }

  /// Times each key of each utterance, typed one character at a time into a fresh state.
  private static func typed(
    _ utterances: [String], rounds: Int, read: (String) -> ConversationPreview?
  ) -> [Duration] {
    let clock = ContinuousClock()
    var times: [Duration] = []
    for _ in 0..<rounds {
      for utterance in utterances {
        var state = TerminalState(size: size, apps: ["Soup Chef"])
        for character in utterance {
          times.append(
            clock.measure {
              _ = state.update(.key(.character(character)))
              if let text = state.wantedPreview {
                _ = state.update(.preview(typed: text, read(text)))
              }
              _ = TerminalRenderer.render(state, size: size)
            })
        }
      }
    }
    return times
  }
}
