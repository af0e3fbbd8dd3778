import Foundation

/// Spells out a wait time as `DateComponentsFormatter`'s `.full` style does: "10 minutes".
///
/// Foundation on Linux has no working `DateComponentsFormatter`, so Soup Chef formats the few
/// units it uses itself.
enum WaitTimeFormatter {
  static func string(from components: DateComponents) -> String? {
    let parts: [(Int?, String)] = [
      (components.hour, "hour"), (components.minute, "minute"), (components.second, "second"),
    ]
    let words = parts.compactMap { value, unit -> String? in
      guard let value, value > 0 else { return nil }
      return "\(value) \(unit)\(value == 1 ? "" : "s")"
    }
    return words.isEmpty ? nil : words.joined(separator: ", ")
  }
}
