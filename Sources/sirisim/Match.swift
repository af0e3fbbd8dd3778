import ArgumentParser
import ConversationRuntime
import Foundation
import PhraseMatching
import PlainConversation
import StrictJSON
import TerminalText

/// `sirisim match`: what an utterance means, as JSON or a readable table.
struct Match: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show which App Shortcut an utterance matches, with its score and parameters.",
    discussion: """
      With no utterance, reads one per line from standard input and writes one result per line. \
      The --json line is the contract in the README ("sirisim match --json").
      """)

  @Argument(help: "The utterance. Omit to read utterances from standard input, one per line.")
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
    let runtime = await selection.makeRuntime()
    let report = MatchReport(json: json, top: top)
    if !utterance.isEmpty {
      let text = utterance.joined(separator: " ")
      let results = await runtime.interpret(text, limit: report.limit)
      var block = JSONWriter()
      write(text, results: results, runtime: runtime, report: report, to: &block)
      DescriptorOutput.write(bytes: block.bytes, to: STDOUT_FILENO)
      return
    }
    // Results go out in blocks while more input is already waiting, and at once when it is
    // not: a batch pays for few writes, an interactive pipe still sees each answer straight away.
    let input = StandardInput()
    var block = JSONWriter(capacity: Self.blockSize)
    var number = 0
    while let line = await input.nextLine() {
      number += 1
      if let notice = line.cutNotice { Console.error("line \(number): \(notice)") }
      let results = await runtime.interpret(line.text, limit: report.limit)
      write(line.text, results: results, runtime: runtime, report: report, to: &block)
      if block.bytes.count >= Self.blockSize || !input.hasBufferedLine {
        DescriptorOutput.write(bytes: block.bytes, to: STDOUT_FILENO)
        block.removeAll()
      }
    }
    DescriptorOutput.write(bytes: block.bytes, to: STDOUT_FILENO)
  }

  /// Appends one utterance's answer (and with --explain, its explanation) to `block`.
  private func write(
    _ text: String, results: [Interpretation], runtime: ConversationRuntime,
    report: MatchReport, to block: inout JSONWriter
  ) {
    let explanation = explain ? runtime.explain(text, limit: report.limit) : nil
    if json {
      report.write(text, results: results, explanation: explanation, to: &block)
      block.raw("\n")
      return
    }
    for out in report.lines(for: text, results: results) { block.append(out + "\n") }
    if let explanation {
      for out in ExplanationReport.lines(explanation) { block.append(out + "\n") }
    }
  }

  /// The most output held back while more input is waiting.
  static let blockSize = 64 * 1024
}
