import Glibc

/// The real keyboard during `play`: the terminal in raw mode (no echo, no line editing, Ctrl-C
/// read as a key), read a key at a time; the settings it found are put back by `restore()`.
final class RawKeyboard {
  private var saved = termios()
  private var isRaw = false

  init() {
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    isRaw = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
  }

  deinit { restore() }

  func restore() {
    guard isRaw else { return }
    isRaw = false
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
  }

  /// The bytes of the next key typed within `milliseconds` (-1: no limit), or `nil`: one
  /// byte, or an arrow's whole escape sequence. `[0]` when the input is gone.
  func key(within milliseconds: Int32) -> [UInt8]? {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: 64)
    let count = read(STDIN_FILENO, &bytes, bytes.count)
    guard count > 0 else { return [0] }
    return Array(bytes[..<count])
  }

  /// Whether `bytes` are the left arrow (`ESC [ D`, or `ESC O D` in application mode).
  static func isLeftArrow(_ bytes: [UInt8]) -> Bool {
    bytes == [0x1B, UInt8(ascii: "["), UInt8(ascii: "D")]
      || bytes == [0x1B, UInt8(ascii: "O"), UInt8(ascii: "D")]
  }
}
