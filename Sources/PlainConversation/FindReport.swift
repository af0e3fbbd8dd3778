import ConversationRuntime
import Foundation

/// How a Find action's results print: one title a line, or one JSON object.
public enum FindReport {
  /// The entities' titles, one a line, with their subtitles; a line saying none was found.
  public static func lines(_ result: FindResult) -> [String] {
    guard !result.items.isEmpty else { return ["No \(result.entity.lowercased()) matches."] }
    return result.items.map { item in
      item.subtitle.map { "\(item.title) — \($0)" } ?? item.title
    }
  }

  /// `{"app":…,"entity":…,"results":[{"id":…,"title":…,"subtitle":…}]}`.
  public static func json(_ result: FindResult) -> String {
    let items: [[String: Any]] = result.items.map { item in
      var object: [String: Any] = ["id": item.id, "title": item.title]
      object["subtitle"] = item.subtitle
      return object
    }
    let object: [String: Any] = ["app": result.app, "entity": result.entity, "results": items]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
      let line = String(data: data, encoding: .utf8)
    else { return #"{"results":[]}"# }
    return line
  }
}
