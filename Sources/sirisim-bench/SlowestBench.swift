import ConversationRuntime
import Foundation

/// `sirisim-bench slowest FILE`: the matcher's time for each utterance of FILE (one per line),
/// after one warm-up pass, and the slowest ones: where a batch spends its time.
enum SlowestBench {
  static func run(path: String, show: Int = 25) async {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      print("slowest: can't read \(path)")
      return
    }
    let lines = text.split(separator: "\n").map(String.init)
    let utterances = Array(Set(lines)).sorted()
    let runtime = await Bench.bundledRuntime()
    for utterance in utterances { _ = runtime.matches(for: utterance) }
    let clock = ContinuousClock()
    var times: [(Duration, String)] = []
    for utterance in utterances {
      var best = Duration.seconds(1)
      for _ in 0..<5 { best = min(best, clock.measure { _ = runtime.matches(for: utterance) }) }
      times.append((best, utterance))
    }
    times.sort { $0.0 > $1.0 }
    let total = times.reduce(Duration.zero) { $0 + $1.0 }
    print(
      "slowest: \(utterances.count) distinct utterances, matcher.rank total \(Bench.format(total)), mean \(Bench.format(total / utterances.count))"
    )
    for (time, utterance) in times.prefix(show) { print("  \(Bench.format(time))  \(utterance)") }
    var interpretTotal = Duration.zero
    for utterance in utterances {
      var best = Duration.seconds(1)
      for _ in 0..<5 {
        best = min(best, await clock.measureAsync { _ = await runtime.interpret(utterance) })
      }
      interpretTotal += best
    }
    print(
      "runtime.interpret total \(Bench.format(interpretTotal)), mean \(Bench.format(interpretTotal / utterances.count))"
    )
    let inOrder = await clock.measureAsync {
      for line in lines { _ = await runtime.interpret(line) }
    }
    print(
      "runtime.interpret over the \(lines.count) lines in file order, once each: \(Bench.format(inOrder)), mean \(Bench.format(inOrder / lines.count))"
    )
  }
}
