import ConversationRuntime
import Foundation
import StrictJSON

/// How a Find action's results print: one title a line, or one JSON object.
package enum FindReport {
  /// The entities' titles, one a line, in the query's order; a line saying none was found.
  package static func lines(_ result: FindResult) -> [String] {
    result.items.isEmpty ? [noneFound(result)] : result.items.map(\.title)
  }

  /// What a Find action that found nothing says: "No trail matches."
  package static func noneFound(_ result: FindResult) -> String {
    "No \(result.entity.lowercased()) matches."
  }

  /// `{"app":…,"entity":…,"results":[{"id":…,"title":…,"subtitle":…}]}`.
  package static func json(_ result: FindResult) -> String {
    let items: [[String: Any]] = result.items.map { item in
      var object: [String: Any] = ["id": item.id, "title": item.title]
      object["subtitle"] = item.subtitle
      return object
    }
    let object: [String: Any] = ["app": result.app, "entity": result.entity, "results": items]
    return JSONWriter.line(object)
  }
}
