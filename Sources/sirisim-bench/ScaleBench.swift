import ConversationRuntime
import Foundation
import PhraseCorpus

/// `sirisim-bench scale [ROUNDS]`: the matcher at a phone's scale, beside hassil.
///
/// Generates apps (`ScaleApps`) — 3, 10 and 100 of them (100 apps carry 2,000 App Shortcut
/// phrases), then 100 apps whose four media apps share a catalog of 10,000 and of 1,000,000
/// entity titles — and reports for each the index build time, p50/p99 of `rank` per utterance
/// and the peak memory, then how each grows from 3 to 10 to 100 apps. Each configuration runs in
/// a child process of its own (`sirisim-bench scale-one CONFIG ROUNDS`), so that its peak
/// memory (VmHWM: inputs, index and the word memos) is its own.
///
/// The peer is Home Assistant's hassil (`Tests/Peer/hassil_matcher.py`, `pip install hassil`)
/// on the same templates, slot titles and utterances, its match phase timed by itself (start-up
/// and intent loading excluded), reported as a ratio to SiriSim's mean per utterance measured in
/// the same run over the same utterances (for the million-title catalog, the first 30: hassil
/// walks the list values that start like the text, a few hundred milliseconds a sentence). It is
/// skipped, with a line saying so, without python3 and hassil. Child rows print the slowest
/// utterances of their last round on standard error.
enum ScaleBench {
  /// One configuration: how many apps, and how many titles the catalog apps share.
  struct Config {
    let name: String
    let apps: Int
    let catalogTitles: Int
    /// How many of the utterances hassil matches: all but for the million titles, where it
    /// takes a sample (the first ones) to finish in reasonable time.
    let peerUtterances: Int
  }

  static let configs = [
    Config(name: "3 apps", apps: 3, catalogTitles: 0, peerUtterances: utteranceCount),
    Config(name: "10 apps", apps: 10, catalogTitles: 0, peerUtterances: utteranceCount),
    Config(name: "100 apps", apps: 100, catalogTitles: 0, peerUtterances: utteranceCount),
    Config(
      name: "100 + 10k titles", apps: 100, catalogTitles: 10_000, peerUtterances: utteranceCount),
    Config(name: "100 + 1M titles", apps: 100, catalogTitles: 1_000_000, peerUtterances: 30),
  ]

  /// Utterances per configuration.
  static let utteranceCount = 300

  /// What a child reports for one configuration.
  struct Row {
    var config: Config
    var phrases = 0
    var titles = 0
    var buildSeconds = 0.0
    var p50 = 0.0
    var p99 = 0.0
    var mean = 0.0
    /// The mean over the utterances hassil matches too (`Config.peerUtterances`).
    var peerMean = 0.0
    var peakMegabytes = 0.0
    var inputMegabytes = 0.0
    var matched = 0
  }

  // MARK: Parent

  static func run(rounds: Int) {
    print(
      "(scale) synthetic apps, \(utteranceCount) utterances × \(rounds) rounds per configuration,"
        + " each configuration in its own process"
    )
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-scale-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var rows: [Row] = []
    for config in configs {
      let answers = directory.appendingPathComponent(
        "answers-\(config.apps)-\(config.catalogTitles)")
      guard
        let output = capture(
          [CommandLine.arguments[0], "scale-one", config.name, String(rounds), answers.path],
          input: nil),
        let row = parse(output.stdout, config: config)
      else {
        print("    \(config.name): the child process failed")
        continue
      }
      rows.append(row)
    }
    printTable(rows)
    peer(rows: rows, directory: directory)
  }

  private static func printTable(_ rows: [Row]) {
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
      let padding = String(repeating: " ", count: max(0, width - text.count))
      return left ? text + padding : padding + text
    }
    print(
      pad("config", 16, left: true)
        + " | apps | phrases |    titles |    build |      p50 |      p99 | peak MB (inputs)"
    )
    for row in rows {
      print(
        [
          pad(row.config.name, 16, left: true), pad(String(row.config.apps), 4),
          pad(String(row.phrases), 7), pad(String(row.titles), 9),
          pad(milliseconds(row.buildSeconds), 8), pad(milliseconds(row.p50), 8),
          pad(milliseconds(row.p99), 8),
          String(format: "%7.1f (%.1f)", row.peakMegabytes, row.inputMegabytes),
        ].joined(separator: " | "))
    }
    let byApps = [3, 10, 100].compactMap { count in
      rows.first { $0.config.apps == count && $0.config.catalogTitles == 0 }
    }
    guard byApps.count == 3 else { return }
    func growth(_ label: String, _ value: (Row) -> Double) -> String {
      let values = byApps.map(value)
      guard values[0] > 0, values[1] > 0 else { return "\(label) –" }
      return String(format: "\(label) ×%.2f ×%.2f", values[1] / values[0], values[2] / values[1])
    }
    print(
      "growth 3 → 10 → 100 apps (apps ×3.3 ×10): "
        + [
          growth("build", \.buildSeconds), growth("p50", \.p50), growth("p99", \.p99),
          growth("peak", \.peakMegabytes),
        ].joined(separator: ", "))
  }

  /// hassil on the same templates and utterances, for the configurations it can run.
  private static func peer(rows: [Row], directory: URL) {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/Peer/hassil_matcher.py").path
    print(
      "hassil peer (same templates, slot titles and utterances; match phase only,"
        + " start-up and loading excluded):"
    )
    guard
      let check = capture(
        ["/usr/bin/env", "python3", "-c", "import hassil"], input: nil),
      check.status == 0
    else {
      print("    skipped: the peer needs python3 with hassil (pip install hassil)")
      return
    }
    print(
      "    config           | hassil mean | sirisim mean | sirisim is | hassil load"
        + " | matched: hassil / sirisim / same app+intent"
    )
    for row in rows {
      let apps = ScaleApps.apps(count: row.config.apps, catalogTitles: row.config.catalogTitles)
      let utterances = Array(
        ScaleApps.utterances(for: apps, count: utteranceCount).prefix(row.config.peerUtterances))
      let templates = directory.appendingPathComponent("templates.json")
      let batch = directory.appendingPathComponent("utterances.txt")
      do {
        try exportJSON(apps).write(to: templates, atomically: true, encoding: .utf8)
        try (utterances.joined(separator: "\n") + "\n").write(
          to: batch, atomically: true, encoding: .utf8)
      } catch {
        print("    \(row.config.name): can't write the peer's input: \(error.localizedDescription)")
        continue
      }
      guard
        let output = capture(["/usr/bin/env", "python3", script, templates.path], input: batch),
        output.status == 0,
        let timing = output.stderr.split(separator: "\n").last(where: {
          $0.hasPrefix("hassil-timing ")
        })?.split(separator: " ").compactMap({ Double($0) }), timing.count == 3, timing[2] > 0
      else {
        print("    \(row.config.name): the hassil peer failed")
        continue
      }
      let theirs = timing[1] / timing[2]
      let answers = directory.appendingPathComponent(
        "answers-\(row.config.apps)-\(row.config.catalogTitles)")
      let ours =
        (try? String(contentsOf: answers, encoding: .utf8))?.split(
          separator: "\n", omittingEmptySubsequences: false
        ).map(String.init).prefix(utterances.count) ?? []
      let ourMatched = ours.filter { !$0.isEmpty }.count
      var hassilMatched = 0
      var same = 0
      for (index, line) in output.stdout.split(separator: "\n").enumerated() {
        guard let data = line.data(using: .utf8),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let match = object["match"] as? [String: Any],
          let app = match["app"] as? String, let intent = match["intent"] as? String
        else { continue }
        hassilMatched += 1
        if index < ours.count, ours[index].hasPrefix(app + "|" + intent + "|") { same += 1 }
      }
      print(
        [
          "    " + row.config.name.padding(toLength: 16, withPad: " ", startingAt: 0),
          milliseconds(theirs).leftPadded(11), milliseconds(row.peerMean).leftPadded(12),
          String(format: "%8.1f×", theirs / max(row.peerMean, 1e-9)),
          String(format: "%9.2f s", timing[0]),
          "\(hassilMatched) / \(ourMatched) / \(same) of \(utterances.count)",
        ].joined(separator: " | ")
      )
    }
  }

  /// The generated apps as `hassil_matcher.py` reads them.
  static func exportJSON(_ apps: [ScaleApps.App]) throws -> String {
    let object: [String: Any] = [
      "apps": apps.map { app in
        [
          "name": app.name,
          "intents": app.intents.map { intent in
            [
              "name": intent.name, "phrases": intent.phrases,
              "slots": intent.slots.mapValues(\.titles),
            ] as [String: Any]
          },
        ] as [String: Any]
      }
    ]
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  // MARK: Child

  /// `sirisim-bench scale-one CONFIG ROUNDS [ANSWERS]`: one configuration, one line on stdout
  /// (`scale-row` and tab-separated fields); ANSWERS gets each utterance's best app and intent.
  static func runOne(_ arguments: [String]) {
    guard let name = arguments.first, let config = configs.first(where: { $0.name == name })
    else {
      print("scale-one: unknown configuration; one of: \(configs.map(\.name))")
      return
    }
    let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 5
    let apps = ScaleApps.apps(count: config.apps, catalogTitles: config.catalogTitles)
    let phrases = ScaleApps.appPhrases(apps)
    let utterances = ScaleApps.utterances(for: apps, count: utteranceCount)
    var row = Row(config: config)
    row.phrases = phrases.reduce(0) { total, app in
      total + app.intents.reduce(0) { $0 + $1.phrases.count }
    }
    row.titles = ScaleApps.titleCount(apps)
    row.inputMegabytes = residentMegabytes()
    let clock = ContinuousClock()
    var built: PhraseBook?
    let build = clock.measure { built = PhraseBook(apps: phrases) }
    guard let book = built else { return }
    row.buildSeconds = seconds(build)
    var times: [Double] = []
    var answers: [String] = []
    for round in 0..<rounds {
      for utterance in utterances {
        var ranked: [RankedPhrase] = []
        times.append(seconds(clock.measure { ranked = book.rank(utterance) }))
        guard round == 0 else { continue }
        if !ranked.isEmpty { row.matched += 1 }
        answers.append(ranked.map(describe).joined(separator: "\t"))
      }
    }
    // The slowest utterances of the last round, on standard error, to see what p99 is made of.
    let last = times.suffix(utterances.count)
    for index in last.indices.sorted(by: { last[$0] > last[$1] }).prefix(8) {
      FileHandle.standardError.write(
        Data(
          "slowest: \(milliseconds(last[index])) \(utterances[index - last.startIndex])\n".utf8))
    }
    let unsorted = times
    times.sort()
    row.p50 = times.isEmpty ? 0 : times[times.count / 2]
    row.p99 = times.isEmpty ? 0 : times[min(times.count - 1, Int(Double(times.count) * 0.99))]
    row.mean = times.isEmpty ? 0 : times.reduce(0, +) / Double(times.count)
    let sample = (0..<rounds).flatMap { round in
      unsorted[(round * utterances.count)..<(round * utterances.count + config.peerUtterances)]
    }
    row.peerMean = sample.isEmpty ? 0 : sample.reduce(0, +) / Double(sample.count)
    row.peakMegabytes = Bench.peakMemoryMegabytes()
    if let path = arguments.dropFirst(2).first {
      try? answers.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
    print(
      [
        "scale-row", String(row.phrases), String(row.titles), String(row.buildSeconds),
        String(row.p50), String(row.p99), String(row.mean), String(row.peerMean),
        String(row.peakMegabytes),
        String(row.inputMegabytes), String(row.matched),
      ].joined(separator: "\t"))
  }

  /// A match as one line of the answers file: app and intent first (the peer compares them),
  /// then everything else `rank` answers, for comparing runs.
  private static func describe(_ match: RankedPhrase) -> String {
    let matched = match.slots
    let slots = matched.keys.sorted().map { name in
      let slot = matched[name]
      return "\(name)=\(slot?.text ?? "")/\(slot?.candidateIDs ?? [])/\(slot?.score ?? 0)"
        + "/\(slot?.number.map(String.init) ?? "-")/\(slot?.items.count ?? 0)"
        + "/\(slot?.isExtra ?? false)"
    }
    return ([match.app, match.intent, match.phrase, String(match.score)] + slots)
      .joined(separator: "|")
  }

  private static func parse(_ output: String, config: Config) -> Row? {
    guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("scale-row\t") })
    else { return nil }
    let fields = line.split(separator: "\t").dropFirst().map(String.init)
    guard fields.count == 10 else { return nil }
    let numbers = fields.compactMap(Double.init)
    guard numbers.count == 10 else { return nil }
    return Row(
      config: config, phrases: Int(numbers[0]), titles: Int(numbers[1]),
      buildSeconds: numbers[2], p50: numbers[3], p99: numbers[4], mean: numbers[5],
      peerMean: numbers[6], peakMegabytes: numbers[7], inputMegabytes: numbers[8],
      matched: Int(numbers[9]))
  }

  // MARK: Helpers

  /// Runs `command` with `input` on standard input (or none) and returns what it wrote; its
  /// standard error goes through a file, so that neither output can fill a pipe and block it.
  private static func capture(_ command: [String], input: URL?) -> (
    status: Int32, stdout: String, stderr: String
  )? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    let errorPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-scale-\(getpid())-stderr").path
    guard
      let handle = input.map({ try? FileHandle(forReadingFrom: $0) })
        ?? FileHandle(forReadingAtPath: "/dev/null"),
      FileManager.default.createFile(atPath: errorPath, contents: nil),
      let errorHandle = FileHandle(forWritingAtPath: errorPath)
    else { return nil }
    defer { try? FileManager.default.removeItem(atPath: errorPath) }
    process.standardInput = handle
    let out = Pipe()
    process.standardOutput = out
    process.standardError = errorHandle
    do { try process.run() } catch { return nil }
    let outputData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try? errorHandle.close()
    let errorText = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), errorText)
  }

  /// The process's resident memory now, from /proc/self/status.
  private static func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  private static func milliseconds(_ seconds: Double) -> String {
    let value = seconds * 1000
    return value < 1 ? String(format: "%.3f ms", value) : String(format: "%.1f ms", value)
  }
}

extension String {
  /// The string right-aligned in `width` characters.
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
