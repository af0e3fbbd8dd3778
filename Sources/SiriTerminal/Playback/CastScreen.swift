/// What goes into a cast of the curses UI: its output with the alternate screen taken out, so
/// the whole recording draws on the main screen and a player (the web player, `asciinema
/// play`, `asciinema cat`) ends on the conversation's last frame instead of the blank screen
/// that leaving the alternate screen brings back. The terminal that watches `sirisim play`
/// still gets curses's output unchanged.
enum CastScreen {
  /// `bytes` without the sequences that switch to or from the alternate screen (`CSI ? 47`,
  /// `1047` or `1049` with `h` or `l`) or push or pop the window title with it (`CSI 22;…t`,
  /// `CSI 23;…t`). Curses writes each frame whole, so a sequence is never cut between calls.
  static func mainScreen(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "["),
        let end = sequenceEnd(bytes, from: index + 2),
        isAlternateScreen(Array(bytes[(index + 2)..<end]), final: bytes[end])
      {
        index = end + 1
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }

  /// The index of a control sequence's final byte, its parameters starting at `start`.
  private static func sequenceEnd(_ bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if (0x40...0x7E).contains(byte) { return index }
      guard (0x20...0x3F).contains(byte) else { return nil }
      index += 1
    }
    return nil
  }

  private static func isAlternateScreen(_ parameters: [UInt8], final: UInt8) -> Bool {
    let text = String(decoding: parameters, as: UTF8.self)
    switch final {
    case UInt8(ascii: "h"), UInt8(ascii: "l"):
      return ["?47", "?1047", "?1049"].contains(text)
    case UInt8(ascii: "t"):
      return text.hasPrefix("22;") || text.hasPrefix("23;")
    default:
      return false
    }
  }
}
