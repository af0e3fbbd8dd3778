import ArgumentParser
import ConversationRuntime
import ConversationSession
import Foundation
import PlainConversation
import StrictJSON
import TextSafety

/// `sirisim match`: what an utterance means, as JSON or a readable table.
struct Match: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "match",
    abstract: "Show which App Shortcut an utterance matches, with its score and parameters.",
    discussion: """
      With no utterance, reads one per line from standard input and writes one result per line \
      (on a terminal, it asks for them first). The --json line is the contract in \
      docs/matching.md ("sirisim match"). Each UTTERANCE argument is answered on its own, in \
      order, as lines are: quote an utterance of several words. With utterances, exits 1 when \
      one matches nothing, as grep does.
      """)

  @Argument(
    help: """
      The utterances, each one argument (quote an utterance of several words). Omit to read \
      utterances from standard input, one per line.
      """)
  var utterance: [String] = []

  @Flag(help: "Write one JSON object per utterance.")
  var json = false

  @Flag(
    help: """
      Explain each answer: the nearest phrases lined up with the utterance word by word, with \
      the cost of each step and the threshold (with --json, a "why" object).
      """)
  var explain = false

  @Option(help: "How many alternatives to list besides the best match (at most 1000).")
  var top: Int = 2

  @OptionGroup var selection: AppSelection

  func validate() throws {
    guard top >= 0 else { throw ValidationError("--top must be 0 or more, not \(top).") }
  }

  func run() async throws {
    let runtime = await selection.makeRuntime(readingOnly: true, readingStoredOnly: true)
    let report = MatchReport(json: json, top: top)
    if !utterance.isEmpty {
      // Each argument is one utterance, as each line of standard input is: `match "a" "b"`
      // answers "a" and "b", never the one utterance "a b" (an unquoted utterance's words
      // are answered one by one, which its results show).
      var missed = false
      for text in utterance {
        let results = await runtime.interpret(text, limit: report.limit)
        var block = JSONWriter()
        write(text, results: results, runtime: runtime, report: report, to: &block)
        DescriptorOutput.write(bytes: block.bytes, to: STDOUT_FILENO)
        missed = missed || results.isEmpty
      }
      // As grep: 1 when an utterance matched nothing.
      if missed { throw ExitCode.failure }
      return
    }
    // On a terminal, say what is awaited rather than wait on a blank screen.
    if isatty(STDIN_FILENO) == 1 {
      Console.error("Type an utterance, one a line (Ctrl-D ends):")
    }
    // Lines already waiting are answered together, on every core, and go out in one block in
    // input order; a line with nothing behind it is answered and written at once, so an
    // interactive pipe still sees each answer straight away.
    let input = StandardInput()
    var number = 0
    while let first = await input.nextLine() {
      var lines = [first]
      while lines.count < Self.batchSize, input.hasBufferedLine,
        let line = await input.nextLine()
      {
        lines.append(line)
      }
      for (offset, line) in lines.enumerated() {
        if let notice = line.cutNotice { Console.error("line \(number + offset + 1): \(notice)") }
      }
      number += lines.count
      let texts = lines.map(\.text)
      for block in await answers(texts, runtime: runtime, report: report) {
        DescriptorOutput.write(bytes: block, to: STDOUT_FILENO)
      }
    }
  }

  /// The answers to `texts`, as output blocks in input order: the lines split into one
  /// contiguous share per core, each share answered by its own task.
  private func answers(_ texts: [String], runtime: ConversationRuntime, report: MatchReport)
    async -> [[UInt8]]
  {
    let workers = min(texts.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    guard workers > 1 else {
      return [await answer(texts[...], runtime: runtime, report: report).bytes]
    }
    let share = (texts.count + workers - 1) / workers
    return await withTaskGroup(of: (Int, [UInt8]).self) { group in
      for worker in 0..<workers {
        let range = (worker * share)..<min(texts.count, (worker + 1) * share)
        guard !range.isEmpty else { continue }
        group.addTask {
          (worker, await answer(texts[range], runtime: runtime, report: report).bytes)
        }
      }
      var blocks = [[UInt8]](repeating: [], count: workers)
      for await (worker, bytes) in group { blocks[worker] = bytes }
      return blocks
    }
  }

  /// One share of lines answered in order, into one block.
  private func answer(
    _ texts: ArraySlice<String>, runtime: ConversationRuntime, report: MatchReport
  )
    async -> JSONWriter
  {
    var block = JSONWriter(capacity: texts.count * 256)
    for text in texts {
      let results = await runtime.interpret(text, limit: report.limit)
      write(text, results: results, runtime: runtime, report: report, to: &block)
    }
    return block
  }

  /// Appends one utterance's answer (and with --explain, its explanation) to `block`.
  private func write(
    _ text: String, results: [Interpretation], runtime: ConversationRuntime,
    report: MatchReport, to block: inout JSONWriter
  ) {
    let explanation =
      explain
      ? ExplanationReport.withValues(runtime.explain(text, limit: report.limit), of: results.first)
      : nil
    let miss = results.isEmpty ? runtime.missReading(for: text) : nil
    if json {
      report.write(text, results: results, miss: miss, explanation: explanation, to: &block)
      block.raw("\n")
      return
    }
    for out in report.lines(for: text, results: results, miss: miss) { block.append(out + "\n") }
    if let explanation {
      for out in ExplanationReport.lines(explanation) { block.append(out + "\n") }
    }
  }

  /// The most waiting lines answered together.
  static let batchSize = 512
}
