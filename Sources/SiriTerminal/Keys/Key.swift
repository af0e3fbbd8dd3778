/// A key the person pressed, decoded from the terminal's input.
package enum Key: Sendable, Hashable {
  /// A printable character.
  case character(Character)
  /// A control key, such as Ctrl-A, named by its lowercase letter.
  case control(Character)
  /// Return or Enter.
  case enter
  /// Escape.
  case escape
  /// Backspace.
  case backspace
  /// Delete (forward).
  case delete
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// The arrow keys.
  case up, down, left, right
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// A letter with Alt (or Meta, or typed after Esc at once), such as Alt-B.
  case alt(Character)
  /// Ctrl-← and Ctrl-→ (or Alt-← and Alt-→): a word at a time.
  case wordLeft, wordRight

  /// How the key is written in hints and help, such as "Enter", "^K" or "↑".
  package var label: String {
    switch self {
    case .character(" "): return "Space"
    case .character(let character): return String(character)
    case .control(let letter): return "^" + letter.uppercased()
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .backspace: return "Backspace"
    case .delete: return "Del"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .alt(let letter): return "Alt-" + String(letter)
    case .wordLeft: return "^←"
    case .wordRight: return "^→"
    }
  }
}
