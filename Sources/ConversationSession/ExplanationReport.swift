import ConversationRuntime
import Foundation
import StrictJSON
import TextSafety

/// Prints the runtime's ``Explanation``: for `sirisim match --explain` and `:why`, as lines or as the
/// JSON contract's `"why"` object.
package enum ExplanationReport {
  /// The explanation as readable lines, every utterance text made inert.
  package static func lines(_ explanation: Explanation) -> [String] {
    var lines = ["why “\(explanation.utterance)” (threshold \(score(explanation.threshold))):"]
    for (rank, candidate) in explanation.candidates.enumerated() {
      // The verdict and score first, the phrase on a line of its own: at 80 columns a long
      // phrase wraps its own line, never the verdict.
      let verdict = pad(candidate.isMatch ? "match" : "miss", 5)
      lines.append(
        "  \(rank + 1). \(verdict)  \(score(candidate.score))  \(candidate.app) › \(candidate.intent)"
      )
      lines.append("       via “\(candidate.phrase)”")
      let said = candidate.steps.map { $0.words.isEmpty ? "—" : "“\($0.words)”" }
      let width = min(28, said.map(\.count).max() ?? 0)
      let elementWidth = min(24, candidate.steps.map(\.element.count).max() ?? 0)
      for (step, words) in zip(candidate.steps, said) {
        let element = step.element.isEmpty ? "" : step.element
        lines.append(
          "       \(pad(words, width))  \(pad(element, elementWidth))  \(pad(step.kind.rawValue, 14)) \(String(step.cost).leftPadded(to: 4))"
        )
        // A slot's words one by one, as words of the parameter's values.
        for part in step.parts {
          lines.append(
            "         · \(pad("“\(part.words)”", max(0, width - 2)))  \(pad("", elementWidth))  \(pad(part.kind.rawValue, 14)) \(String(part.cost).leftPadded(to: 4))"
          )
        }
      }
    }
    if let reason = explanation.reason { lines.append("  \(reason)") }
    return lines.map(OutputSanitizer.line)
  }

  /// Writes the `"why"` object: `{"candidates": […], "reason": …, "threshold": …}`.
  package static func write(_ explanation: Explanation, to writer: inout JSONWriter) {
    writer.raw("{\"candidates\":")
    writer.array(explanation.candidates) { candidate, writer in
      writer.raw("{\"app\":")
      writer.string(candidate.app)
      writer.raw(",\"intent\":")
      writer.string(candidate.intent)
      writer.raw(",\"match\":")
      writer.raw(candidate.isMatch ? "true" : "false")
      writer.raw(",\"phrase\":")
      writer.string(candidate.phrase)
      writer.raw(",\"score\":")
      writer.number((candidate.score * 1000).rounded() / 1000)
      writer.raw(",\"steps\":")
      writer.array(candidate.steps) { step, writer in write(step, to: &writer) }
      writer.raw("}")
    }
    writer.raw(",\"reason\":")
    if let reason = explanation.reason { writer.string(reason) } else { writer.raw("null") }
    writer.raw(",\"threshold\":")
    writer.number(explanation.threshold)
    writer.raw("}")
  }

  /// `{"cost", "element", "kind", "parts"?, "words"}`: `parts` only for a slot read word by word.
  private static func write(_ step: Explanation.Step, to writer: inout JSONWriter) {
    writer.raw("{\"cost\":")
    writer.integer(step.cost)
    writer.raw(",\"element\":")
    writer.string(step.element)
    writer.raw(",\"kind\":")
    writer.string(step.kind.rawValue)
    if !step.parts.isEmpty {
      writer.raw(",\"parts\":")
      writer.array(step.parts) { part, writer in write(part, to: &writer) }
    }
    writer.raw(",\"words\":")
    writer.string(step.words)
    writer.raw("}")
  }

  private static func score(_ value: Double) -> String { String(format: "%.3f", value) }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
