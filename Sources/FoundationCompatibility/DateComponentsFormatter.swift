import Foundation

/// Writes durations and date intervals: Darwin Foundation's `DateComponentsFormatter`, which
/// Foundation on Linux declares unavailable.
///
/// The styles write English: `.positional` "1:10:00" (Darwin's default), `.abbreviated`
/// "1h 10m", `.brief` "1hr 10min", `.short` "1 hr, 10 min", `.full` "1 hour, 10 minutes",
/// `.spellOut` "one hour, ten minutes". Zero units are left out, except in `.positional`, and
/// `maximumUnitCount` keeps the largest units.
open class DateComponentsFormatter: @unchecked Sendable {
  /// How units are written.
  public enum UnitsStyle: Int, Sendable, Hashable {
    case positional, abbreviated, short, full, spellOut, brief
  }

  /// How zero units are treated (`.pad` pads positional fields; zeros are otherwise dropped).
  public struct ZeroFormattingBehavior: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
  }

  /// How units are written; Darwin's default is `.positional`.
  open var unitsStyle: UnitsStyle = .positional
  /// The units written; empty means year, month, day, hour, minute and second.
  open var allowedUnits: NSCalendar.Unit = []
  /// How many units at most (0: no limit).
  open var maximumUnitCount = 0
  /// How zero units are treated.
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// Prefixes "About " to the text.
  open var includesApproximationPhrase = false
  /// Appends " remaining" to the text.
  open var includesTimeRemainingPhrase = false
  /// The calendar that splits intervals into units.
  open var calendar: Calendar? = Calendar(identifier: .gregorian)

  /// A formatter with Darwin's defaults.
  public init() {}

  /// A number of seconds as text, such as "10 minutes".
  open func string(from timeInterval: TimeInterval) -> String? {
    guard timeInterval.isFinite else { return nil }
    let start = Date(timeIntervalSinceReferenceDate: 0)
    return string(from: start, to: start.addingTimeInterval(timeInterval))
  }

  /// The interval between two dates as text.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    let calendar = self.calendar ?? Calendar(identifier: .gregorian)
    let units = Self.order.filter { effectiveUnits.contains($0.unit) }.map(\.component)
    let components = calendar.dateComponents(Set(units), from: startDate, to: endDate)
    return string(from: components)
  }

  /// Date components as text; `nil` when none of the allowed units is set.
  open func string(from components: DateComponents) -> String? {
    var values: [(value: Int, names: UnitNames)] = []
    for entry in Self.order where effectiveUnits.contains(entry.unit) {
      if let value = components.value(for: entry.component) {
        values.append((value, entry.names))
      }
    }
    guard !values.isEmpty else { return nil }
    var text =
      unitsStyle == .positional ? positional(values) : spelled(values)
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  private var effectiveUnits: NSCalendar.Unit {
    allowedUnits.isEmpty ? [.year, .month, .day, .hour, .minute, .second] : allowedUnits
  }

  private func spelled(_ values: [(value: Int, names: UnitNames)]) -> String {
    var kept = values.filter { $0.value != 0 }
    if kept.isEmpty, let last = values.last { kept = [last] }
    if maximumUnitCount > 0 { kept = Array(kept.prefix(maximumUnitCount)) }
    let parts = kept.map { entry -> String in
      let plural = abs(entry.value) != 1
      switch unitsStyle {
      case .abbreviated: return "\(entry.value)\(entry.names.abbreviated)"
      case .brief: return "\(entry.value)\(entry.names.short)"
      case .short: return "\(entry.value) \(entry.names.short)"
      case .spellOut:
        return Self.spelledNumber(entry.value) + " "
          + (plural ? entry.names.plural : entry.names.singular)
      case .full, .positional:
        return "\(entry.value) " + (plural ? entry.names.plural : entry.names.singular)
      }
    }
    let separator = unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
    return parts.joined(separator: separator)
  }

  private func positional(_ values: [(value: Int, names: UnitNames)]) -> String {
    var fields = values
    if !zeroFormattingBehavior.contains(.pad) {
      while fields.count > 2, fields.first?.value == 0 { fields.removeFirst() }
    }
    if maximumUnitCount > 0 { fields = Array(fields.prefix(maximumUnitCount)) }
    return fields.enumerated().map { index, field in
      index == 0 && !zeroFormattingBehavior.contains(.pad)
        ? String(field.value) : String(format: "%02d", abs(field.value))
    }.joined(separator: ":")
  }

  private static func spelledNumber(_ value: Int) -> String {
    let numbers = NumberFormatter()
    numbers.numberStyle = .spellOut
    numbers.locale = Locale(identifier: "en_US")
    return numbers.string(from: NSNumber(value: value)) ?? String(value)
  }

  struct UnitNames {
    let singular: String
    let plural: String
    let short: String
    let abbreviated: String
  }

  private static let order:
    [(unit: NSCalendar.Unit, component: Calendar.Component, names: UnitNames)] = [
      (.year, .year, UnitNames(singular: "year", plural: "years", short: "yr", abbreviated: "y")),
      (
        .month, .month,
        UnitNames(singular: "month", plural: "months", short: "mth", abbreviated: "mo")
      ),
      (
        .weekOfMonth, .weekOfMonth,
        UnitNames(singular: "week", plural: "weeks", short: "wk", abbreviated: "w")
      ),
      (.day, .day, UnitNames(singular: "day", plural: "days", short: "day", abbreviated: "d")),
      (.hour, .hour, UnitNames(singular: "hour", plural: "hours", short: "hr", abbreviated: "h")),
      (
        .minute, .minute,
        UnitNames(singular: "minute", plural: "minutes", short: "min", abbreviated: "m")
      ),
      (
        .second, .second,
        UnitNames(singular: "second", plural: "seconds", short: "sec", abbreviated: "s")
      ),
    ]
}
