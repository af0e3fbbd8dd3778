import ConversationRuntime
import Foundation
import PhraseCorpus

/// (f) `sirisim match --json` against a rapidfuzz template matcher, on the same batch in the same
/// run: each reads every utterance on standard input and writes one JSON line per utterance, and
/// each whole process is timed, start-up included.
///
/// The batch is every expanded App Shortcut phrase of the three apps, said four ways (as
/// written, lower-cased with a filler, with a typo, and with the app's name moved), plus the
/// bench's own utterances, repeated until it holds `size` lines. The peer is
/// `Tests/Peer/rapidfuzz_matcher.py` over the same expansions; it needs `python3` with
/// `rapidfuzz` (`pip install rapidfuzz`), and `sirisim` built in the same configuration.
enum PeerBench {
  /// Writes the batch (f) uses to `path`: `sirisim-bench batch FILE`.
  static func writeBatch(to path: String, size: Int = 4_600) async {
    let lines = batchLines(phrases: await expansions().map(\.text), size: size)
    do {
      try (lines.joined(separator: "\n") + "\n").write(
        toFile: path, atomically: true, encoding: .utf8)
    } catch {
      print("batch: can't write \(path): \(error.localizedDescription)")
    }
  }

  /// Every expanded App Shortcut phrase of the three apps, with its app and intent.
  static func expansions() async -> [(app: String, intent: String, text: String)] {
    var result: [(app: String, intent: String, text: String)] = []
    for app in await Bench.bundledRuntime().phraseListing() {
      for shortcut in app.shortcuts {
        result += shortcut.expansions.map { (app.app, shortcut.intent, $0) }
      }
    }
    return result
  }

  static func run(size: Int = 4_600, repeats: Int = 3) async {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let batch = directory.appendingPathComponent("batch.txt")
    let expansions = directory.appendingPathComponent("expansions.tsv")

    let listed = await Self.expansions()
    let rows = listed.map { "\($0.app)\t\($0.intent)\t\t\t\($0.text)" }
    let phrases = listed.map(\.text)
    let lines = batchLines(phrases: phrases, size: size)
    do {
      try (rows.joined(separator: "\n") + "\n").write(
        to: expansions, atomically: true, encoding: .utf8)
      try (lines.joined(separator: "\n") + "\n").write(to: batch, atomically: true, encoding: .utf8)
    } catch {
      print("(f) peer comparison skipped: \(error.localizedDescription)")
      return
    }
    let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let sirisim = binDirectory.appendingPathComponent("sirisim").path
    let peer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/Peer/rapidfuzz_matcher.py").path
    print(
      "(f) `sirisim match --json` vs a rapidfuzz matcher, \(lines.count) utterances, \(rows.count) expansions, best of \(repeats)"
    )
    guard FileManager.default.isExecutableFile(atPath: sirisim) else {
      print("    skipped: build sirisim first (swift build -c release --product sirisim)")
      return
    }
    guard
      let ours = time([sirisim, "match", "--json"], input: batch, repeats: repeats)
    else {
      print("    skipped: sirisim match --json failed")
      return
    }
    guard
      let theirs = time(
        ["/usr/bin/env", "python3", peer, expansions.path], input: batch, repeats: repeats)
    else {
      print("    skipped: the peer needs python3 with rapidfuzz (pip install rapidfuzz)")
      return
    }
    let startUp = time([sirisim, "match", "--json"], input: nil, repeats: repeats) ?? 0
    let perLine = { (seconds: Double) in
      String(format: "%.1f µs", seconds / Double(lines.count) * 1e6)
    }
    print(
      "    sirisim match --json: \(String(format: "%.3f s", ours)) (\(perLine(ours)) an utterance; start-up \(String(format: "%.0f ms", startUp * 1000)))"
    )
    print(
      "    rapidfuzz peer:       \(String(format: "%.3f s", theirs)) (\(perLine(theirs)) an utterance)"
    )
    print("    SiriSim is \(String(format: "%.2f", theirs / ours))× the peer's speed")
  }

  /// `size` utterances: the phrases as written and varied, then the bench's own.
  static func batchLines(phrases: [String], size: Int) -> [String] {
    var generator = SyntheticCatalog.Generator(seed: 11)
    var lines: [String] = []
    for phrase in phrases {
      lines.append(phrase)
      lines.append("hey siri " + phrase.lowercased() + " please")
      lines.append(SyntheticCatalog.typo(in: phrase, using: &generator))
      let words = phrase.split(separator: " ")
      lines.append((words.suffix(2) + words.dropLast(2)).joined(separator: " "))
    }
    lines += Bench.bundledUtterances
    var result: [String] = []
    while result.count < size { result += lines.prefix(size - result.count) }
    return result
  }

  /// The shortest wall-clock time of `repeats` runs of `command` with `input` on standard input
  /// (or none), in seconds; nil when it fails.
  static func time(_ command: [String], input: URL?, repeats: Int) -> Double? {
    var best = Double.infinity
    for _ in 0..<repeats {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: command[0])
      process.arguments = Array(command.dropFirst())
      guard
        let handle = input.map({ try? FileHandle(forReadingFrom: $0) })
          ?? FileHandle(forReadingAtPath: "/dev/null")
      else { return nil }
      process.standardInput = handle
      process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
      process.standardError = FileHandle(forWritingAtPath: "/dev/null")
      let start = ContinuousClock.now
      do { try process.run() } catch { return nil }
      process.waitUntilExit()
      let elapsed = ContinuousClock.now - start
      guard process.terminationStatus == 0 else { return nil }
      let (seconds, attoseconds) = elapsed.components
      best = min(best, Double(seconds) + Double(attoseconds) / 1e18)
    }
    return best
  }
}
