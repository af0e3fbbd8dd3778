import ConversationRuntime
import Foundation

extension JSONFrontEnd {
  /// One of `understood.values`: the parameter and its value as data — a title or the words
  /// as said (a string, no quotes), a number, or a list — with `candidates` (titles) when the
  /// words fit several values; the shown text without its quotes when no reading is known.
  static func object(for value: UnderstoodValue) -> [String: Any] {
    var object: [String: Any] = ["parameter": value.parameter]
    guard let reading = value.reading else {
      object["value"] = value.value.trimmingCharacters(in: CharacterSet(charactersIn: "“”"))
      return object
    }
    object["value"] = Self.value(of: reading)
    if case .words(_, let candidates) = reading, candidates.count > 1 {
      object["candidates"] = candidates
    }
    return object
  }

  private static func value(of reading: UnderstoodReading) -> Any {
    switch reading {
    case .title(let title): return title
    case .number(let number): return number
    case .words(let words, _): return words
    case .list(let items): return items.map(value(of:))
    }
  }
}
