import Foundation
import TextLayout

extension TerminalRenderer {
  /// The input line, with a tip from the App Shortcuts when it is empty and Siri is idle. The
  /// cursor goes here unless a pane is open.
  static func drawInputLine(_ state: TerminalState, layout: ScreenLayout, into frame: inout Frame) {
    let row = layout.inputRow
    var placeholder = ""
    let room = max(1, layout.size.columns - 2)
    if state.pane != nil || state.help != nil {
      placeholder = ""
    } else if state.isBusy, !state.typeahead.isEmpty {
      placeholder = "typed ahead: " + typeaheadPreview(state.typeahead)
    } else if state.isBusy {
      placeholder = "Esc stops Siri"
    } else if let suggestion = state.suggestion {
      // The text is shortened, never the key that runs it.
      let key = " " + suggestionKey
      placeholder =
        TextFitting.truncated(
          suggestion, width: max(1, room - TextWrapping.displayWidth(key))) + key
    } else if let tip = state.tip {
      placeholder = "Try: “\(tip)”"
    }
    // One prompt is lit at a time: while a pane (or the help) has the keys, this one dims.
    let hasKeys = state.pane == nil && state.help == nil
    let field = PickListLayout.field(
      state.input, placeholder: placeholder, width: layout.size.columns, role: .input,
      markerRole: hasKeys ? .inputMarker : .inactiveInputMarker)
    field.line.draw(into: &frame, row: row, column: 0, width: layout.size.columns)
    frame.cursor = Frame.Position(row: row, column: field.cursorColumn)
  }

  /// What ends the suggestion tip: the keys that take it (Enter then runs it).
  static let suggestionKey = "(Tab/→)"
}

extension TerminalRenderer {
  /// The held keys as the lines they type, each sent line ending in "⏎".
  static func typeaheadPreview(_ events: [TerminalEvent], keyMap: KeyMap = .standard) -> String {
    var sent: [String] = []
    var line = LineEditor()
    for event in events {
      switch event {
      case .text(let typed): _ = line.insert(typed)
      case .key(.character(let character)): _ = line.insert(String(character))
      case .key(.enter):
        sent.append(line.text + " ⏎")
        line = LineEditor()
      case .key(let key):
        if let action = keyMap.action(for: key, in: [.textField]) { line.apply(action) }
      default: break
      }
    }
    return (sent + [line.text]).joined(separator: " ").trimmingCharacters(in: .whitespaces)
  }
}
