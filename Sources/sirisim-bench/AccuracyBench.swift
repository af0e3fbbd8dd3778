import PhraseCorpus

/// `sirisim-bench accuracy [--misses | --rows]`: the generated regression corpus
/// (`GeneratedCorpus`), scored per category: rows, correct, wrong actions, refusals, and the
/// floor `swift test` holds the category to. `--misses` lists every row that was not correct,
/// with what the matcher did; `--rows` prints the corpus instead.
enum AccuracyBench {
  static func run(showingMisses: Bool) async {
    let runtime = await Bench.bundledRuntime()
    if CommandLine.arguments.contains("--rows") {
      for row in GeneratedCorpus.rows(bundled: runtime.phraseApps).joined() {
        print("\(row.source)\t\(row.category.rawValue)\t\(row.utterance)\t\(row.expected)")
      }
      return
    }
    let clock = ContinuousClock()
    var score = CorpusScore()
    var times: [String] = []
    let time = clock.measure {
      for part in GeneratedCorpus.parts(
        bundled: runtime.phraseApps, bundledRank: { runtime.matches(for: $0) })
      {
        let partTime = clock.measure { score.add(part.rows, rank: part.rank) }
        times.append(
          "\(part.rows.first?.source ?? "") \(part.rows.count) rows \(Bench.format(partTime))")
      }
    }
    print(
      "generated corpus, seed \(GeneratedCorpus.seed): \(Bench.format(time)) ("
        + times.joined(separator: ", ") + ")")
    print(score.table(floors: GeneratedCorpus.floors))
    guard showingMisses else { return }
    for miss in score.misses {
      print(
        "\(miss.row.source)\t\(miss.row.category.rawValue)\t\(miss.outcome)\t\(miss.row.utterance)\t\(miss.got)\t\(miss.row.expected)"
      )
    }
  }
}
