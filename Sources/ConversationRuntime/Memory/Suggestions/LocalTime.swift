import Foundation

/// A moment as a clock on the wall reads it in a time zone: the hour, the weekday and the day.
///
/// Worked out from the zone's offset at that moment alone, which costs a fraction of
/// `Calendar`'s lookups: a ranking reads every donation's.
struct LocalTime: Sendable, Equatable {
  /// Hours since local midnight, with minutes as a fraction (12.5 is half past noon).
  let hours: Double
  /// The weekday, 1 (Sunday) to 7 (Saturday), as `Calendar` numbers them.
  let weekday: Int
  /// Local days since 1970-01-01.
  let day: Int

  init(_ date: Date, in timeZone: TimeZone) {
    let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
    let days = (local / 86_400).rounded(.down)
    day = Int(days)
    hours = (local - days * 86_400) / 3_600
    // 1970-01-01 was a Thursday (5).
    weekday = ((day % 7 + 7) % 7 + 4) % 7 + 1
  }

  /// The whole hour, 0 to 23.
  var hour: Int { min(23, max(0, Int(hours))) }
}
