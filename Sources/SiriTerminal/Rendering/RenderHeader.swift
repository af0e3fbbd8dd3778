import Foundation
import TextLayout

extension TerminalRenderer {
  /// The header, one line: "SiriSim", the loaded apps, then what the session runs on, most
  /// important last so it is the last left out at a narrow width: "● REC" while a transcript
  /// is written, "locked" while the simulated device is, the stopped clock's time ("now 2026-11-21 12:00 (fixed)"), the store, and
  /// the mode.
  static func drawHeader(_ state: TerminalState, layout: ScreenLayout, into frame: inout Frame) {
    let row = layout.headerRow
    let width = layout.size.columns
    frame.fill(row: row, column: 0, width: width, role: .header)
    var column = frame.write(" SiriSim", row: row, column: 0, role: .header)
    // The apps keep at least this many columns before details are left out.
    let appsMinimum = min(16, max(4, width / 6))
    let all = headerDetails(state)
    func rightWidth(_ details: [(text: String, rank: Int, role: CellRole)]) -> Int {
      details.isEmpty
        ? 0 : TextWrapping.displayWidth(" " + details.map(\.text).joined(separator: " · ") + " ")
    }
    let apps = state.apps.isEmpty ? "no apps" : state.apps.joined(separator: ", ")
    // The most important details that fit, kept in their order: "● REC" and a fixed clock
    // may shorten the apps' names; the store and the mode only take room the names leave.
    var kept = Set<Int>()
    for index in all.indices.sorted(by: { all[$0].rank > all[$1].rank }) {
      let trial = all.indices.filter { kept.contains($0) || $0 == index }.map { all[$0] }
      let appsRoom =
        all[index].rank >= 4 ? appsMinimum : max(appsMinimum, TextWrapping.displayWidth(apps))
      if column + 3 + appsRoom + rightWidth(trial) <= width { kept.insert(index) }
    }
    let details = all.indices.filter { kept.contains($0) }.map { all[$0] }
    let right = rightWidth(details)
    let room = width - column - right - 3
    if room > 3 {
      column += frame.write(" · ", row: row, column: column, role: .header)
      frame.write(
        TextFitting.truncated(apps, width: room), row: row, column: column, role: .headerDetail)
    }
    guard !details.isEmpty, width - right > column else { return }
    var x = width - right
    x += frame.write(" ", row: row, column: x, role: .headerDetail)
    for (index, detail) in details.enumerated() {
      if index > 0 { x += frame.write(" · ", row: row, column: x, role: .headerDetail) }
      x += frame.write(detail.text, row: row, column: x, role: detail.role)
    }
  }

  /// The header's details, left to right, each with how much it matters (higher stays longer).
  static func headerDetails(_ state: TerminalState) -> [(text: String, rank: Int, role: CellRole)] {
    var details: [(text: String, rank: Int, role: CellRole)] = []
    if state.isRecording { details.append(("● REC", 5, .header)) }
    if state.isDeviceLocked { details.append(("locked", 5, .header)) }
    if let fixed = state.fixedTime {
      details.append(("now \(headerTime(fixed)) (fixed)", 4, .header))
    }
    if let store = state.store { details.append(("store \(store)", 2, .headerDetail)) }
    details.append(
      state.voiceOnly ? ("mode: voice-only", 3, .header) : ("mode: display", 1, .headerDetail))
    return details
  }

  /// "2026-11-21 12:00", in UTC as the transcript header's time is (no formatter is made for
  /// a frame).
  static func headerTime(_ date: Date) -> String {
    let parts = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String {
      let text = String(value ?? 0)
      return text.count < 2 ? "0" + text : text
    }
    return
      "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
  }

  private static let utcCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()

  /// `path` with the home folder written `~`, and a long path cut to its file's name
  /// ("…/sirisim.sqlite").
  package static func abbreviatingHome(in path: String, home: String) -> String {
    var shown = path
    if !home.isEmpty, home != "/", path.hasPrefix(home + "/") {
      shown = "~" + path.dropFirst(home.count)
    }
    let parts = shown.split(separator: "/", omittingEmptySubsequences: false)
    guard TextWrapping.displayWidth(shown) > 24, parts.count > 1, let name = parts.last else {
      return shown
    }
    return "…/" + name
  }

  /// The message shown instead of the UI when the terminal is too small.
  static func drawTooSmall(into frame: inout Frame) {
    let size = frame.size
    let minimum = TerminalSize.minimum
    let text =
      "Terminal too small: \(size.columns)×\(size.rows). SiriSim needs "
      + "\(minimum.columns)×\(minimum.rows). Enlarge the window, or press Ctrl-C to quit."
    let lines = TextWrapping.wrap(text, width: max(1, size.columns))
    let top = max(0, (size.rows - lines.count) / 2)
    for (index, line) in lines.enumerated() where top + index < size.rows {
      frame.write(line, row: top + index, column: 0, role: .warning)
    }
    frame.cursor = nil
  }
}
