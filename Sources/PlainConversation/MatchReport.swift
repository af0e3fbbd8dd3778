import ConversationRuntime
import Foundation
import TerminalText

/// Formats interpretations for `sirisim match`: the JSON contract or a readable table. Both
/// print inert, whatever the utterance holds (``OutputSanitizer``).
public struct MatchReport: Sendable {
  /// The most alternatives a report lists; more are never useful, and any `Int` is accepted.
  public static let maxAlternatives = 1_000

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
  public func lines(for utterance: String, results: [Interpretation]) -> [String] {
    json
      ? [OutputSanitizer.json(jsonLine(for: utterance, results: results))]
      : table(for: utterance, results: results).map(OutputSanitizer.line)
  }

  /// `{"utterance": …, "match": null | {…}, "alternatives": […]}` on one line.
  public func jsonLine(for utterance: String, results: [Interpretation]) -> String {
    let object: [String: Any] = [
      "utterance": utterance,
      "match": results.first.map(Self.object(for:)) ?? NSNull(),
      "alternatives": results.dropFirst().prefix(top).map(Self.object(for:)),
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
      let line = String(data: data, encoding: .utf8)
    else { return #"{"utterance":"","match":null,"alternatives":[]}"# }
    return line
  }

  static func object(for result: Interpretation) -> [String: Any] {
    [
      "app": result.app, "intent": result.intent,
      "score": (result.score * 1000).rounded() / 1000,
      "parameters": result.parameters.mapValues(jsonValue),
    ]
  }

  static func jsonValue(_ value: InterpretedValue) -> Any {
    switch value {
    case .entity(let id, let title): return ["id": id, "title": title]
    case .candidates(let references):
      return ["candidates": references.map { ["id": $0.id, "title": $0.title] }]
    case .enumCase(let rawValue, let title): return ["case": rawValue, "title": title]
    case .integer(let number): return number
    case .number(let number): return number
    case .text(let text): return text
    case .list(let values): return values.map(jsonValue)
    }
  }

  /// A readable table: the utterance, then each match with its score and what filled what.
  public func table(for utterance: String, results: [Interpretation]) -> [String] {
    var lines = ["“\(utterance)”"]
    guard !results.isEmpty else {
      return lines + ["  no match (nothing scored above the threshold)"]
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
