import BookLibrary
import ConversationRuntime
import Foundation
import PhraseCorpus
import SoupChef
import Trails

/// `swift run -c release sirisim-bench [ROUNDS]`: the phrase matcher's speed and memory.
///
/// (a) the bundled apps: index build time and per-utterance latency, through the matcher alone
/// and through the runtime's `interpret` (string searches included); (b) a synthetic catalog of
/// 100,000 entity titles behind a string-query slot; (c) the terminal UI's cost per key for a
/// paste and after 3,000 turns; (d) Book Library's 100,000-book catalog: load time and title
/// search; (e) each app's entity string search, and AddBook's search through `BooksAPI`;
/// (f) `sirisim match --json` against a rapidfuzz matcher on one batch. Prints p50/p99 and the
/// process's peak memory. Deterministic inputs; timings are wall-clock on this machine.
///
/// `sirisim-bench store [N]` measures the store instead (`StoreBench`), and
/// `sirisim-bench spotlight [ROUNDS]` its Spotlight index over 100,000 books (`SpotlightBench`).
///
/// `sirisim-bench scale [ROUNDS]` measures the matcher over 3, 10 and 100 generated apps and a
/// million-title catalog, each in a child process, beside hassil (`ScaleBench`).
///
/// `sirisim-bench accuracy [--misses]` scores the generated regression corpus per category
/// (`AccuracyBench`).
///
/// `sirisim-bench preview [ROUNDS]` measures only (c′), the preview's cost per key.
///
/// `sirisim-bench slowest FILE` times each distinct line of FILE through the matcher and the
/// runtime, slowest first; `sirisim-bench batch FILE` writes (f)'s batch to FILE.
@main
enum Bench {
  static func main() async {
    let arguments = CommandLine.arguments
    if arguments.count > 2, arguments[1] == "slowest" {
      await SlowestBench.run(path: arguments[2])
      return
    }
    if arguments.count > 1, arguments[1] == "store" {
      StoreBench.run(donations: arguments.dropFirst(2).first.flatMap(Int.init) ?? 10_000)
      print(String(format: "peak memory (VmHWM): %.1f MB", peakMemoryMegabytes()))
      return
    }
    if arguments.count > 1, arguments[1] == "spotlight" {
      SpotlightBench.run(rounds: arguments.dropFirst(2).first.flatMap(Int.init) ?? 20)
      print(String(format: "peak memory (VmHWM): %.1f MB", peakMemoryMegabytes()))
      return
    }
    if arguments.count > 1, arguments[1] == "preview" {
      let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
      PreviewBench.run(rounds: rounds, runtime: await bundledRuntime())
      return
    }
    if arguments.count > 1, arguments[1] == "scale" {
      ScaleBench.run(rounds: arguments.dropFirst(2).first.flatMap(Int.init) ?? 5)
      return
    }
    if arguments.count > 2, arguments[1] == "scale-one" {
      ScaleBench.runOne(Array(arguments.dropFirst(2)))
      return
    }
    if arguments.count > 1, arguments[1] == "accuracy" {
      await AccuracyBench.run(showingMisses: arguments.dropFirst(2).contains("--misses"))
      return
    }
    if arguments.count > 2, arguments[1] == "batch" {
      await PeerBench.writeBatch(to: arguments[2])
      return
    }
    let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20
    print("sirisim-bench: \(rounds) rounds per utterance, release build expected")
    await bundledApps(rounds: rounds)
    catalog(size: 100_000, rounds: rounds)
    TerminalBench.run(rounds: rounds)
    PreviewBench.run(rounds: rounds, runtime: await bundledRuntime())
    CatalogSearchBench.run(rounds: rounds)
    await EntitySearchBench.run(rounds: rounds)
    await PeerBench.run()
    print(String(format: "peak memory (VmHWM): %.1f MB", peakMemoryMegabytes()))
  }

  // MARK: (a) bundled apps

  static let bundledUtterances = [
    "Order clam chowder from Soup Chef", "Order Soup Chef", "order tomato soup from soupchef",
    "Order chikcen noodle soup from Soup Chef",
    "Hey Siri order Manhattan clam chowder from Soup Kitchen",
    "Order two tomato soups with cheese from Soup Chef for delivery",
    "Can I get a New England clam chowder from Soup Chef", "Soup Chef: order tomato soup",
    "What's the weather like today", "Order a pizza from Domino's", "Set a timer for ten minutes",
    "Order tomato soup", "order soup chef please",
    "Order three chicken noodle soups from Soup Chef",
    "Get Half Dome Trail conditions with Trails", "Get conditions on McWay with Trails",
    "Track my snowshoeing in Trails", "Buy a Trails day pass", "Show my favorite Trails Sample App",
    "Start a workout please", "Open Want to Read in Book Library", "Buy Dune from Book Library",
    "Add Beloved by Toni Morrison to Book Library, recommended by Sam", "Open Darkness in Library",
  ]

  /// A runtime with the three bundled apps.
  static func bundledRuntime() async -> ConversationRuntime {
    await ConversationRuntime(apps: [
      SoupChefApp.manifest(), TrailsApp.manifest(), BookLibraryApp.manifest(),
    ])
  }

  static func bundledApps(rounds: Int) async {
    let clock = ContinuousClock()
    var runtime: ConversationRuntime?
    let build = await clock.measureAsync {
      runtime = await bundledRuntime()
    }
    guard let runtime else { return }
    print("(a) bundled apps: index build \(format(build))")
    var matcherTimes: [Duration] = []
    var runtimeTimes: [Duration] = []
    for _ in 0..<rounds {
      for utterance in bundledUtterances {
        matcherTimes.append(clock.measure { _ = runtime.matches(for: utterance) })
        runtimeTimes.append(await clock.measureAsync { _ = await runtime.interpret(utterance) })
      }
    }
    report("    matcher.rank", matcherTimes)
    report("    runtime.interpret", runtimeTimes)
  }

  // MARK: (b) synthetic catalog

  static func catalog(size: Int, rounds: Int) {
    let titles = SyntheticCatalog.titles(count: size)
    let clock = ContinuousClock()
    var book: PhraseBook?
    let build = clock.measure {
      let entries = titles.enumerated().map { VocabularyEntry(id: String($0), title: $1) }
      let intent = IntentPhrases(
        intent: "PlayItem",
        phrases: [
          PhraseTemplate(segments: [
            .text("Play "), .parameter("item"), .text(" on "), .applicationName,
          ]),
          PhraseTemplate(segments: [.text("Open "), .applicationName]),
        ],
        slots: ["item": SlotVocabulary(entries: entries, acceptsOtherText: true)])
      book = PhraseBook(apps: [AppPhrases(name: "Catalog", intents: [intent])])
    }
    guard let book else { return }
    print("(b) \(size) titles behind a string-query slot: index build \(format(build))")
    var generator = SyntheticCatalog.Generator(seed: 7)
    var utterances: [String] = []
    for _ in 0..<25 {
      let title = titles[generator.next(below: titles.count)]
      utterances.append("Play \(title) on Catalog")
      utterances.append("play \(SyntheticCatalog.typo(in: title, using: &generator)) on catalog")
    }
    utterances += ["Open Catalog", "Play something nice on Catalog", "What's the weather"]
    var times: [Duration] = []
    for _ in 0..<rounds {
      for utterance in utterances { times.append(clock.measure { _ = book.rank(utterance) }) }
    }
    report("    matcher.rank", times)
  }

  // MARK: Reporting

  static func report(_ label: String, _ times: [Duration]) {
    let sorted = times.sorted()
    guard !sorted.isEmpty else { return }
    let p50 = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    print(
      "\(label): p50 \(format(p50)), p99 \(format(p99)), max \(format(sorted[sorted.count - 1])) over \(sorted.count) runs"
    )
  }

  static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return milliseconds < 1
      ? String(format: "%.3f ms", milliseconds) : String(format: "%.1f ms", milliseconds)
  }

  /// The process's peak resident memory, from /proc/self/status.
  static func peakMemoryMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
    return kilobytes / 1024
  }
}

extension ContinuousClock {
  func measureAsync(_ work: () async -> Void) async -> Duration {
    let start = now
    await work()
    return now - start
  }
}
