import ConversationRuntime
import TextLayout

extension TerminalRenderer {
  /// The footer's pointer to `:why` after a miss, drawn as a key hint.
  static let whyPointer = (keys: ":why", summary: "explains the miss")

  /// The footer: the keys that work now, generated from the key map, as many as fit; or a
  /// short message after an action. After a miss, ``whyPointer`` comes first.
  static func drawFooter(
    _ state: TerminalState, layout: ScreenLayout, into frame: inout Frame,
    keyMap: KeyMap = .standard
  ) {
    let row = layout.footerRow
    let width = layout.size.columns
    frame.fill(row: row, column: 0, width: width, role: .footer)
    if let flash = state.flash {
      frame.write(
        " " + TextFitting.truncated(flash.text, width: width - 2), row: row, column: 0,
        role: flash.isError ? .error : .notice)
      return
    }
    if let preview = state.shownPreview {
      drawPreview(preview, row: row, width: width, into: &frame)
      return
    }
    var hints = keyMap.hints(in: state.activeScopes)
    if state.showsWhyPointer {
      // After a miss, first: what tells why nothing matched.
      hints.insert(whyPointer, at: 0)
    }
    func length(_ hints: [(keys: String, summary: String)]) -> Int {
      hints.reduce(0) {
        $0 + TextWrapping.displayWidth($1.keys) + 1 + TextWrapping.displayWidth($1.summary)
      }
        + max(0, hints.count - 1) * 3 + 1
    }
    while hints.count > 1, length(hints) > width {
      // Leave out the least important hint.
      hints.removeLast()
    }
    var column = 1
    for (index, hint) in hints.enumerated() {
      if index > 0 { column += frame.write(" · ", row: row, column: column, role: .footer) }
      column += frame.write(hint.keys, row: row, column: column, role: .footerKey)
      column += frame.write(" " + hint.summary, row: row, column: column, role: .footer)
    }
  }

  /// The preview in place of the key hints: the app, then the intent and the values read,
  /// then what Enter does or what the phrase still needs, cut to the width.
  static func drawPreview(
    _ preview: ConversationPreview, row: Int, width: Int, into frame: inout Frame
  ) {
    let rest = String(preview.summary.dropFirst(preview.app.count))
    let next =
      preview.isComplete
      ? "  Enter runs it" : preview.missing.isEmpty ? "" : "  then: " + preview.missing
    var column = 1
    column += frame.write(
      TextFitting.truncated(preview.app, width: width - 2), row: row, column: column,
      role: .footerKey)
    let room = max(0, width - 1 - column)
    column += frame.write(
      TextFitting.truncated(rest, width: room), row: row, column: column, role: .footer)
    let left = max(0, width - 1 - column)
    if left > 4, !next.isEmpty {
      frame.write(
        TextFitting.truncated(next, width: left), row: row, column: column, role: .footer)
    }
  }
}
