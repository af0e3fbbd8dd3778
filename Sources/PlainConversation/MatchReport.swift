import ConversationRuntime
import ConversationSession
import Foundation
import StrictJSON
import TextSafety

/// Formats interpretations for `sirisim match`: the JSON contract or a readable table. Both
/// print inert, whatever the utterance holds (``OutputSanitizer``).
public struct MatchReport: Sendable {
  /// The most alternatives a report lists; more are never useful, and any `Int` is accepted.
  public static let maxAlternatives = InputLimits.maxMatchAlternatives

  let json: Bool
  /// How many alternatives are listed besides the best match, in `0...maxAlternatives`.
  public let top: Int

  /// Creates a report; `top` is how many alternatives to list besides the best match, clamped
  /// to `0...maxAlternatives`.
  public init(json: Bool, top: Int) {
    self.json = json
    self.top = min(max(0, top), Self.maxAlternatives)
  }

  /// How many interpretations to ask the runtime for: the best match and the alternatives.
  public var limit: Int { top + 1 }

  /// The lines for one utterance.
  package func lines(for utterance: String, results: [Interpretation], miss: MissReading? = nil)
    -> [String]
  {
    json
      ? [OutputSanitizer.json(jsonLine(for: utterance, results: results, miss: miss))]
      : table(for: utterance, results: results, miss: miss).map(OutputSanitizer.line)
  }

  /// `{"utterance": …, "match": null | {…}, "alternatives": […]}` on one line, keys sorted,
  /// with `"miss"` when nothing matched but an app is named (loaded or not).
  package func jsonLine(for utterance: String, results: [Interpretation], miss: MissReading? = nil)
    -> String
  {
    var writer = JSONWriter()
    write(utterance, results: results, miss: miss, to: &writer)
    return writer.text
  }

  /// Writes ``jsonLine(for:results:miss:)``'s object (without a line break) into `writer`, with
  /// `"why"` when there is an explanation (`--explain`). `"miss"` is what Siri does instead of
  /// running an intent: `{"app": …, "answer": "openedApp" | "unsupported" | "notLoaded"}`.
  package func write(
    _ utterance: String, results: [Interpretation], miss: MissReading? = nil,
    explanation: Explanation? = nil, to writer: inout JSONWriter
  ) {
    writer.raw("{\"alternatives\":")
    writer.array(results.dropFirst().prefix(top)) { result, writer in
      Self.write(result, to: &writer)
    }
    writer.raw(",\"match\":")
    if let first = results.first {
      Self.write(first, to: &writer)
    } else {
      writer.raw("null")
      if let miss {
        writer.raw(",\"miss\":{\"answer\":")
        writer.string(Self.answer(miss))
        writer.raw(",\"app\":")
        writer.string(miss.app)
        writer.raw("}")
      }
    }
    writer.raw(",\"utterance\":")
    writer.string(utterance)
    if let explanation {
      writer.raw(",\"why\":")
      ExplanationReport.write(explanation, to: &writer)
    }
    writer.raw("}")
  }

  static func write(_ result: Interpretation, to writer: inout JSONWriter) {
    writer.raw("{\"app\":")
    writer.string(result.app)
    writer.raw(",\"intent\":")
    writer.string(result.intent)
    writer.raw(",\"parameters\":{")
    for (offset, name) in result.parameters.keys.sorted().enumerated() {
      guard let value = result.parameters[name] else { continue }
      if offset > 0 { writer.raw(",") }
      writer.key(name)
      write(value, to: &writer)
    }
    writer.raw("},\"score\":")
    writer.number((result.score * 1000).rounded() / 1000)
    writer.raw("}")
  }

  static func write(_ value: InterpretedValue, to writer: inout JSONWriter) {
    switch value {
    case .entity(let id, let title): writeReference(id: id, title: title, to: &writer)
    case .candidates(let references):
      writer.raw("{\"candidates\":")
      writer.array(references) { reference, writer in
        writeReference(id: reference.id, title: reference.title, to: &writer)
      }
      writer.raw("}")
    case .enumCase(let rawValue, let title):
      writer.raw("{\"case\":")
      writer.string(rawValue)
      writer.raw(",\"title\":")
      writer.string(title)
      writer.raw("}")
    case .integer(let number): writer.integer(number)
    case .number(let number): writer.number(number)
    case .text(let text): writer.string(text)
    case .list(let values):
      writer.array(values) { item, writer in write(item, to: &writer) }
    }
  }

  private static func writeReference(id: String, title: String, to writer: inout JSONWriter) {
    writer.raw("{\"id\":")
    writer.string(id)
    writer.raw(",\"title\":")
    writer.string(title)
    writer.raw("}")
  }

  /// `miss`'s name in JSON: what Siri does.
  static func answer(_ miss: MissReading) -> String {
    switch miss {
    case .appAlone: "openedApp"
    case .unsupported: "unsupported"
    case .notLoaded: "notLoaded"
    }
  }

  /// A readable table: the utterance, then each match with its score and what filled what.
  package func table(for utterance: String, results: [Interpretation], miss: MissReading? = nil)
    -> [String]
  {
    var lines = ["“\(utterance)”"]
    guard !results.isEmpty else {
      lines.append("  no match (nothing scored above the threshold)")
      switch miss {
      case .appAlone(let app)?: lines.append("  Siri opens \(app)")
      case .unsupported(let app)?:
        lines.append("  Siri says: \(app) hasn't added support for that with Siri.")
      case .notLoaded(let app)?:
        lines.append("  Siri says: I don't know an app called \(app).")
      case nil: break
      }
      return lines
    }
    for (rank, result) in results.prefix(top + 1).enumerated() {
      let label = rank == 0 ? "match" : "  alt"
      lines.append(
        "  \(label)  \(String(format: "%.3f", result.score))  \(result.app) › \(result.intent)  via “\(result.phrase)”"
      )
      for name in result.parameters.keys.sorted() {
        guard let value = result.parameters[name] else { continue }
        let words = result.words[name].map { "“\($0)” → " } ?? ""
        lines.append("           \(name): \(words)\(Self.describe(value))")
      }
    }
    return lines
  }

  static func describe(_ value: InterpretedValue) -> String {
    switch value {
    case .entity(_, let title): return title
    case .candidates(let references):
      return "one of " + references.map(\.title).joined(separator: " | ")
    case .enumCase(_, let title): return title
    case .integer(let number): return String(number)
    case .number(let number): return String(number)
    case .text(let text): return "“\(text)” (not found)"
    case .list(let values): return values.map(describe).joined(separator: ", ")
    }
  }
}
