import Foundation
@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

/// Dates in words: a day word of the lexicon ("today", "tomorrow", "yesterday") or ISO 8601
/// ("2026-12-24").
enum DateWords {
  /// A date of a parameter's kind: for `.time` and `.dateTime`, a time of day ("7 pm") on
  /// today or on a day said before it ("tomorrow at 9"), read in `timeZone`; for `.date` (and
  /// no kind), a day as ``parse(_:now:in:)`` reads it.
  static func parse(
    _ text: String, kind: DateEntryKind?, now: Date, timeZone: TimeZone, in lexicon: Lexicon
  ) -> Date? {
    guard let kind, kind != .date else { return parse(text, now: now, in: lexicon) }
    if startsWithCalendarDate(text), text.count > 10 { return parse(text, now: now, in: lexicon) }
    let lowered = text.lowercased()
    var day = now
    var timeText = lowered
    for separator in [" at ", " à ", " a ", " um "] {
      guard let range = lowered.range(of: separator) else { continue }
      guard let found = parse(String(lowered[..<range.lowerBound]), now: now, in: lexicon) else {
        return nil
      }
      day = found
      timeText = String(lowered[range.upperBound...])
      break
    }
    guard let time = TimeWords.parse(timeText) else {
      // A day alone is a whole answer only when the parameter takes a day and a time.
      return kind == .dateTime && timeText == lowered ? parse(text, now: now, in: lexicon) : nil
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.date(
      bySettingHour: time.hour, minute: time.minute, second: 0, of: calendar.startOfDay(for: day))
  }

  static func parse(_ text: String, now: Date, in lexicon: Lexicon) -> Date? {
    if let offset = lexicon.dayOffsets[TextNormalizer.normalized(text)] {
      return now.addingTimeInterval(TimeInterval(offset) * 86_400)
    }
    // Foundation's ISO 8601 reader rolls 2025-02-30 over into March and wraps years past
    // 9999, so the date itself is checked first.
    guard startsWithCalendarDate(text) else { return nil }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    return formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text)
  }

  /// Whether the text starts with `YYYY-MM-DD` naming a day that exists in the Gregorian
  /// calendar, in the years 1 through 9999, and goes on (if at all) with a time (`T`).
  static func startsWithCalendarDate(_ text: String) -> Bool {
    let bytes = Array(text.utf8.prefix(11))
    guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes.count == 10 || bytes[10] == UInt8(ascii: "T")
    else { return false }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...9999).contains(year), (1...12).contains(month)
    else { return false }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return (1...days).contains(day)
  }
}
