import CNCurses

/// What a key read from curses means: `wget_wch` gives either a function-key code (`KEY_UP`…)
/// or a character, and this turns either into a ``Key``, or `nil` for what the UI ignores.
///
/// Pure, so the fuzzer and the tests drive it without a terminal.
package enum KeyDecoding {
  /// The key for a curses function-key code, or `nil` for keys the UI ignores.
  package static func key(forKeyCode code: Int32) -> Key? {
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
  package static func key(forCharacter value: UInt32) -> Key? {
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

  /// The key for an extended function key by its terminfo name, as `keyname` gives it:
  /// Ctrl- and Alt-arrows (`kLFT5`, `kRIT3`, …) move by words; others are ignored.
  package static func key(forKeyName name: String) -> Key? {
    switch name {
    case "kLFT3", "kLFT5", "kLFT7": return .wordLeft
    case "kRIT3", "kRIT5", "kRIT7": return .wordRight
    default: return nil
    }
  }

  /// Keys with the escape sequences curses left undecoded read whole, in the same go: Esc
  /// then a letter is Alt and the letter (how terminals send Alt-B); a CSI sequence
  /// (`Esc [ 1 ; 5 D`, Ctrl-← where the terminfo entry lacks it) is its key, or nothing when
  /// the UI has no use for it, so no part of it is ever typed; likewise SS3 (`Esc O A`). An Esc
  /// alone, or before anything else, stays Esc.
  package static func joiningEscapes(_ keys: [Key]) -> [Key] {
    var result: [Key] = []
    var index = 0
    while index < keys.count {
      guard keys[index] == .escape, index + 1 < keys.count,
        case .character(let next) = keys[index + 1]
      else {
        result.append(keys[index])
        index += 1
        continue
      }
      if next == "[" {
        // Parameters, then one final character from "@" to "~".
        var parameters = ""
        var end = index + 2
        while end < keys.count, case .character(let character) = keys[end],
          character.isASCII, let value = character.asciiValue, (0x20...0x3F).contains(value)
        {
          parameters.append(character)
          end += 1
        }
        if end < keys.count, case .character(let final) = keys[end], final.isASCII,
          let value = final.asciiValue, (0x40...0x7E).contains(value)
        {
          if let key = csiKey(parameters: parameters, final: final) { result.append(key) }
          index = end + 1
          continue
        }
      } else if next == "O", index + 2 < keys.count, case .character(let final) = keys[index + 2],
        final.isASCII, final.isUppercase
      {
        if let key = csiKey(parameters: "", final: final) { result.append(key) }
        index += 3
        continue
      } else if next.isLetter, next.isASCII {
        result.append(.alt(Character(next.lowercased())))
        index += 2
        continue
      }
      result.append(keys[index])
      index += 1
    }
    return result
  }

  /// The key a CSI or SS3 sequence names, or `nil` for one the UI has no use for.
  static func csiKey(parameters: String, final: Character) -> Key? {
    // "1;5" is Ctrl, "1;3" Alt: both move by words; no modifier is the plain arrow.
    let modifier = parameters.split(separator: ";").dropFirst().first.map(String.init) ?? ""
    let byWords = ["3", "5", "7"].contains(modifier)
    switch (final, parameters.isEmpty || parameters == "1" || byWords) {
    case ("A", true): return byWords ? nil : .up
    case ("B", true): return byWords ? nil : .down
    case ("C", true): return byWords ? .wordRight : .right
    case ("D", true): return byWords ? .wordLeft : .left
    case ("H", true): return byWords ? nil : .home
    case ("F", true): return byWords ? nil : .end
    default: return nil
    }
  }

  /// The mouse event for what `shim_read_mouse` reports, or `nil` for kinds the UI ignores.
  package static func mouseEvent(kind: Int32, row: Int32, column: Int32) -> MouseEvent? {
    guard row >= 0, column >= 0 else { return nil }
    switch kind {
    case 1: return MouseEvent(.click, row: Int(row), column: Int(column))
    case 4: return MouseEvent(.wheelUp, row: Int(row), column: Int(column))
    case 5: return MouseEvent(.wheelDown, row: Int(row), column: Int(column))
    default: return nil
    }
  }

  /// The function-key codes the UI knows, for tests and the fuzzer.
  package static let knownKeyCodes: [Int32] = [
    KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_END, KEY_PPAGE, KEY_NPAGE,
    KEY_BACKSPACE, KEY_DC, KEY_ENTER, KEY_BTAB, KEY_RESIZE,
  ]
}
