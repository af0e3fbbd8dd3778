import ConversationRuntime
import ConversationSession
import Foundation
import StrictJSON
import TextSafety

/// Times as the store commands print them: `2026-11-21T12:00:00Z`.
enum StoreDates {
  static func text(_ date: Date) -> String { SuggestionReport.date(date) }
}

/// A value as one line of JSON, keys sorted, as `--json` prints each suggestion, donation and
/// shortcut (through ``Console/printJSON(_:)-(String)``, never ``Console/print(_:)``).
enum JSONLine {
  /// The value's stored properties as an object, written by the one output writer
  /// (``JSONWriter``): the `*JSON` structs are flat records of strings, numbers and
  /// `[String: String]`, their property names the keys.
  static func encode(_ value: some Encodable) throws -> String {
    var object: [String: Any] = [:]
    for child in Mirror(reflecting: value).children {
      if let label = child.label { object[label] = child.value }
    }
    return JSONWriter.line(object)
  }
}

extension JSONLine {
  /// A run Siri keeps (a donation, a shortcut) as one line of JSON: what every kept run has
  /// (`id`, `app`, `intent`, its `parameters` by name) and the keys of its own.
  static func savedIntent(
    id: UUID, app: String, intent: String, parameters: [SavedParameter],
    adding own: [String: Any]
  ) -> String {
    let shared: [String: Any] = [
      "id": id.uuidString, "app": app, "intent": intent, "parameters": parameters.valuesByName,
    ]
    return JSONWriter.line(shared.merging(own) { kept, _ in kept })
  }
}

extension [SavedParameter] {
  /// The values by parameter name (the first, for a name given twice), as JSON writes them.
  var valuesByName: [String: String] {
    Dictionary(map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
  }
}
