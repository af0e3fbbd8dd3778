import Foundation

/// A time of day in words: "7 pm", "7:30", "19h30", "noon", "9 Uhr", read as hours and minutes.
enum TimeWords {
  /// The hour (0–23) and minute a time of day names; `nil` when the words are not one.
  static func parse(_ text: String) -> (hour: Int, minute: Int)? {
    var words = text.lowercased().trimmingCharacters(in: .whitespaces)
    for prefix in ["at ", "à ", "a ", "um "] where words.hasPrefix(prefix) {
      words = String(words.dropFirst(prefix.count))
    }
    switch words {
    case "noon", "midday", "midi", "mittag": return (12, 0)
    case "midnight", "minuit", "mitternacht": return (0, 0)
    default: break
    }
    var meridiem: String?
    for suffix in ["a.m.", "p.m.", "am", "pm", "uhr", "heures", "heure"]
    where words.hasSuffix(suffix) {
      meridiem = suffix.hasPrefix("a") ? "am" : suffix.hasPrefix("p") ? "pm" : nil
      words = String(words.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
      break
    }
    let parts = words.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "h" || $0 == "." }
    ).map { $0.trimmingCharacters(in: .whitespaces) }
    guard (1...2).contains(parts.count), let first = parts.first,
      let hour = number(first, digits: 1...2)
    else { return nil }
    var minute = 0
    if parts.count == 2, !parts[1].isEmpty {
      guard let minutes = number(parts[1], digits: 2...2), minutes < 60 else { return nil }
      minute = minutes
    }
    switch meridiem {
    case "am"?:
      guard (1...12).contains(hour) else { return nil }
      return (hour == 12 ? 0 : hour, minute)
    case "pm"?:
      guard (1...12).contains(hour) else { return nil }
      return (hour == 12 ? 12 : hour + 12, minute)
    default:
      guard (0...23).contains(hour) else { return nil }
      return (hour, minute)
    }
  }

  private static func number(_ text: String, digits: ClosedRange<Int>) -> Int? {
    guard digits.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }
}
