import Foundation

// SwiftUI's other text initializers and modifiers, with their effect on a terminal's text.
extension Text {
  /// Text at a weight: semibold and heavier read as emphasized.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    Text(verbatim: content, style: style.union(weight?.style ?? []))
  }
  /// Bold text when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  /// Italic text when `isActive`.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
  /// Text in a shape style: a color keeps its effect, other styles read as primary.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    if let color = style as? Color { return foregroundStyle(color) }
    if let level = style as? HierarchicalShapeStyle, level.level > 0 {
      return Text(verbatim: content, style: self.style.union(.secondary))
    }
    return self
  }
  /// Digits of one width; no effect in a terminal.
  public func monospacedDigit() -> Text { self }
  /// A fixed-width font; no effect in a terminal.
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  /// Underlined text; no effect in a terminal snippet.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// Struck-through text; no effect in a terminal snippet.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  /// Letter spacing; no effect in a terminal.
  public func kerning(_ kerning: Double) -> Text { self }
  /// Letter spacing; no effect in a terminal.
  public func tracking(_ tracking: Double) -> Text { self }
  /// Text styled for a case; no effect in a terminal.
  public func textCase(_ textCase: Text.Case?) -> Text { self }

  /// Two texts run together.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(verbatim: lhs.content + rhs.content, style: lhs.style.union(rhs.style))
  }

  /// A case text is shown in.
  public enum Case: Sendable, Hashable {
    case uppercase, lowercase
  }

  /// Where text that does not fit is cut.
  public enum TruncationMode: Sendable, Hashable {
    case head, tail, middle
  }

  /// How a date is shown: as a date, a time, or the time to or from it.
  public enum DateStyle: Sendable, Hashable {
    case time, date, relative, offset, timer
  }

  /// A date in a style: `.date` and `.time` as the user's locale writes them, `.relative`,
  /// `.offset` and `.timer` from the moment the snippet is drawn.
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: Text.describe(date, style: style))
  }

  /// A value formatted by a format style, such as `Text(price, format: .currency(code: "EUR"))`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// A date range, such as "9:00 – 10:00".
  public init(_ dates: ClosedRange<Date>) {
    let format = Date.FormatStyle(date: .omitted, time: .shortened)
    self.init(
      verbatim: "\(dates.lowerBound.formatted(format)) – \(dates.upperBound.formatted(format))")
  }

  /// A countdown or count-up timer over an interval, shown as the time left at drawing.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    self.init(verbatim: Text.describe(timerInterval.upperBound, style: .timer))
  }

  static func describe(_ date: Date, style: DateStyle) -> String {
    switch style {
    case .date: return date.formatted(date: .long, time: .omitted)
    case .time: return date.formatted(date: .omitted, time: .shortened)
    case .relative, .offset, .timer:
      let seconds = Int(abs(date.timeIntervalSinceNow).rounded())
      let clock = String(format: "%d:%02d", seconds / 60, seconds % 60)
      return style == .offset ? (date < Date() ? "-" : "+") + clock : clock
    }
  }
}
