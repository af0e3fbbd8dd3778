import CNCurses

/// What a key read from curses means: `wget_wch` gives either a function-key code (`KEY_UP`…)
/// or a character, and this turns either into a ``Key``, or `nil` for what the UI ignores.
///
/// Pure, so the fuzzer and the tests drive it without a terminal.
public enum KeyDecoding {
  /// The key for a curses function-key code, or `nil` for keys the UI ignores.
  public static func key(forKeyCode code: Int32) -> Key? {
    switch code {
    case KEY_UP: return .up
    case KEY_DOWN: return .down
    case KEY_LEFT: return .left
    case KEY_RIGHT: return .right
    case KEY_HOME: return .home
    case KEY_END: return .end
    case KEY_PPAGE: return .pageUp
    case KEY_NPAGE: return .pageDown
    case KEY_BACKSPACE: return .backspace
    case KEY_DC: return .delete
    case KEY_ENTER: return .enter
    case KEY_BTAB: return .backTab
    default: return nil
    }
  }

  /// The key for a character read from the terminal: control characters become Enter, Tab,
  /// Escape, Backspace or Ctrl-letter; printable characters stay themselves; C1 controls, lone
  /// surrogates and values beyond Unicode are ignored.
  public static func key(forCharacter value: UInt32) -> Key? {
    switch value {
    case 10, 13: return .enter
    case 9: return .tab
    case 27: return .escape
    case 8, 127: return .backspace
    case 1...26:
      return Unicode.Scalar(value + 96).map { .control(Character($0)) }
    case 0..<32, 0x80..<0xA0:
      return nil
    default:
      return Unicode.Scalar(value).map { .character(Character($0)) }
    }
  }

  /// The function-key codes the UI knows, for tests and the fuzzer.
  public static let knownKeyCodes: [Int32] = [
    KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_END, KEY_PPAGE, KEY_NPAGE,
    KEY_BACKSPACE, KEY_DC, KEY_ENTER, KEY_BTAB, KEY_RESIZE,
  ]
}
