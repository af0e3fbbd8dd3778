import CNCurses
import Dispatch
import Glibc

/// The thin layer over ncursesw: starts and ends curses, draws frames, reads keys.
///
/// The only code that calls curses. Curses is not thread-safe: create, use and end a driver on
/// one thread.
final class CursesDriver: TerminalDriver {
  private let screen: OpaquePointer
  /// The descriptor curses reads keys from, polled while the loop waits.
  private let inputDescriptor: Int32
  private let window: UnsafeMutablePointer<WINDOW>
  private let theme: Theme
  private var hasDefaultColors = false
  private var pairs: [PairKey: Int16] = [:]
  private var isEnded = false
  /// How many wake-ups in a row found the terminal readable but gave no key: a read that fails
  /// (EIO) looks like this to curses, which would otherwise poll and fail forever.
  private var emptyReadableWakes = 0
  private var lastWakeReadable = false
  /// Why the input ended, when it ended on its own (said once the terminal is restored).
  private(set) var endNote: String?

  /// Wake-ups with the terminal readable but no key before its reads count as failing.
  static let failingReadLimit = 64

  private struct PairKey: Hashable {
    var foreground: Int16
    var background: Int16
  }

  /// Starts curses on a terminal.
  ///
  /// - Parameters:
  ///   - terminalType: The terminfo name; `nil` reads `TERM`.
  ///   - output: Where curses writes.
  ///   - input: Where curses reads keys.
  ///   - environment: For the theme (`NO_COLOR`, `TERM`).
  init(
    terminalType: String?, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
    environment: [String: String]
  ) throws(TerminalError) {
    // Curses keeps one screen for the whole process: a second driver (a test, a recording)
    // waits until the first has ended.
    Self.turn.wait()
    _ = shim_setup_utf8_locale()
    let started: OpaquePointer? =
      if let terminalType { newterm(terminalType, output, input) } else {
        newterm(nil, output, input)
      }
    guard let started else {
      Self.turn.signal()
      throw TerminalError(
        "Cannot start the terminal UI for TERM=\(terminalType ?? environment["TERM"] ?? "(unset)")."
      )
    }
    screen = started
    inputDescriptor = fileno(input)
    set_term(started)
    guard let window = shim_stdscr() else {
      endwin()
      delscreen(started)
      Self.turn.signal()
      throw TerminalError("Curses has no screen.")
    }
    self.window = window
    raw()
    noecho()
    nonl()
    intrflush(window, false)
    keypad(window, true)
    nodelay(window, true)
    set_escdelay(25)
    // Clicks and the wheel, unless SIRISIM_MOUSE=0 keeps the terminal's own selection.
    if environment["SIRISIM_MOUSE"] != "0" { _ = shim_enable_mouse() }
    let mode = Theme.mode(environment: environment, terminalHasColors: has_colors())
    theme = Theme(mode: mode)
    if mode == .color {
      start_color()
      hasDefaultColors = use_default_colors() == OK
    }
  }

  /// The screen's size.
  var size: TerminalSize {
    TerminalSize(columns: Int(shim_getmaxx(window)), rows: Int(shim_getmaxy(window)))
  }

  /// Sets the screen's size, as a resize would (for tests without a terminal).
  func resize(to size: TerminalSize) {
    resize_term(Int32(size.rows), Int32(size.columns))
  }

  /// Draws a frame and puts the cursor where the frame says.
  func draw(_ frame: Frame) {
    let limit = size
    let rows = min(frame.size.rows, limit.rows)
    let columns = min(frame.size.columns, limit.columns)
    var text: [wchar_t] = []
    text.reserveCapacity(columns * 2)
    for row in 0..<rows {
      var column = 0
      while column < columns {
        let role = frame[row, column].role
        let start = column
        text.removeAll(keepingCapacity: true)
        while column < columns, frame[row, column].role == role {
          let cell = frame[row, column]
          if !cell.isContinuation {
            // A wide character at the last column would not fit: leave it out.
            let isWide = column + 1 < frame.size.columns && frame[row, column + 1].isContinuation
            if isWide && column + 1 >= columns {
              text.append(wchar_t(32))
            } else {
              for scalar in cell.character.unicodeScalars { text.append(wchar_t(scalar.value)) }
            }
          }
          column += 1
        }
        apply(theme.style(for: role))
        _ = shim_mvwaddnwstr(window, Int32(row), Int32(start), text, Int32(text.count))
      }
    }
    _ = shim_wattr_set(window, shim_a_normal(), 0)
    if let cursor = frame.cursor, cursor.row < limit.rows, cursor.column < limit.columns {
      _ = curs_set(1)
      wmove(window, Int32(cursor.row), Int32(cursor.column))
    } else {
      _ = curs_set(0)
    }
    wnoutrefresh(window)
    doupdate()
  }

  func waitForInput(timeoutMilliseconds: Int32, wakeDescriptor: Int32) -> Bool {
    var descriptors = [
      pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    lastWakeReadable = false
    guard poll(&descriptors, nfds_t(descriptors.count), timeoutMilliseconds) > 0 else {
      return false
    }
    let gone = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
    if descriptors[0].revents & gone != 0 { return true }
    guard descriptors[0].revents & Int16(POLLIN) != 0 else { return false }
    lastWakeReadable = true
    if shim_guard_cannot_read_terminal(inputDescriptor) != 0 {
      endNote =
        "the terminal UI can't read its terminal: it runs in a background process group that may not read it (fg brings it to the foreground; for timeout, add --foreground)."
      return true
    }
    if emptyReadableWakes >= Self.failingReadLimit {
      endNote = "the terminal UI can't read its terminal (reads fail); the terminal was restored."
      return true
    }
    return false
  }

  /// After a stop (SIGTSTP, or SIGTTIN/SIGTTOU in the background) and SIGCONT: curses' own
  /// terminal modes again (a shell may have put its own back), and a full repaint.
  func resumeAfterStop() {
    _ = reset_prog_mode()
    invalidate()
  }

  /// Repaints the whole terminal on the next draw.
  func invalidate() {
    clearok(shim_curscr(), true)
  }

  /// The keys and resizes waiting (at most `limit`), without blocking.
  func readEvents(limit: Int = 1024) -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    var value: wint_t = 0
    for _ in 0..<max(1, limit) {
      let status = wget_wch(window, &value)
      if status == ERR { break }
      if status == KEY_CODE_YES {
        if Int32(value) == KEY_RESIZE {
          events.append(.resized(size))
        } else if Int32(value) == KEY_MOUSE {
          var row: Int32 = 0
          var column: Int32 = 0
          var kind: Int32 = 0
          if shim_read_mouse(&row, &column, &kind) == OK,
            let mouse = KeyDecoding.mouseEvent(kind: kind, row: row, column: column)
          {
            events.append(.mouse(mouse))
          }
        } else if let key = KeyDecoding.key(forKeyCode: Int32(value)) {
          events.append(.key(key))
        } else if let name = keyname(Int32(value)).map({ String(cString: $0) }),
          let key = KeyDecoding.key(forKeyName: name)
        {
          events.append(.key(key))
        }
      } else if let key = KeyDecoding.key(forCharacter: UInt32(value)) {
        events.append(.key(key))
      }
    }
    if lastWakeReadable {
      emptyReadableWakes = events.isEmpty ? emptyReadableWakes + 1 : 0
    }
    return Self.joiningEscapes(events)
  }

  /// The events with escape sequences read whole (``KeyDecoding/joiningEscapes(_:)``).
  static func joiningEscapes(_ events: [TerminalEvent]) -> [TerminalEvent] {
    var result: [TerminalEvent] = []
    var run: [Key] = []
    func flush() {
      result += KeyDecoding.joiningEscapes(run).map { .key($0) }
      run = []
    }
    for event in events {
      if case .key(let key) = event {
        run.append(key)
      } else {
        flush()
        result.append(event)
      }
    }
    flush()
    return result
  }

  /// Ends curses: the terminal is as it was before.
  func end() {
    guard !isEnded else { return }
    isEnded = true
    _ = curs_set(1)
    endwin()
    delscreen(screen)
    Self.turn.signal()
  }

  /// Held from a driver's start to its end.
  private static let turn = DispatchSemaphore(value: 1)

  deinit { end() }

  // MARK: Styles

  private func apply(_ style: CellStyle) {
    var attributes = shim_a_normal()
    if style.attributes.contains(.bold) { attributes |= shim_a_bold() }
    if style.attributes.contains(.dim) { attributes |= shim_a_dim() }
    if style.attributes.contains(.reverse) { attributes |= shim_a_reverse() }
    if style.attributes.contains(.underline) { attributes |= shim_a_underline() }
    _ = shim_wattr_set(window, attributes, pair(for: style))
  }

  private func pair(for style: CellStyle) -> Int16 {
    guard theme.mode == .color, style.foreground != nil || style.background != nil else { return 0 }
    let defaultForeground: Int16 = hasDefaultColors ? -1 : TerminalColor.white.rawValue
    let defaultBackground: Int16 = hasDefaultColors ? -1 : TerminalColor.black.rawValue
    let key = PairKey(
      foreground: style.foreground?.rawValue ?? defaultForeground,
      background: style.background?.rawValue ?? defaultBackground)
    if let pair = pairs[key] { return pair }
    let number = Int16(pairs.count + 1)
    guard Int32(number) < shim_color_pairs() else { return 0 }
    init_pair(number, key.foreground, key.background)
    pairs[key] = number
    return number
  }

  // MARK: Reading the screen back

  /// The text curses holds for a row, read back with `mvwinnwstr` (for tests).
  func rowText(_ row: Int) -> String {
    let columns = size.columns
    var buffer = [wchar_t](repeating: 0, count: columns + 1)
    let count = shim_mvwinnwstr(window, Int32(row), 0, &buffer, Int32(columns))
    guard count != ERR else { return "" }
    var text = ""
    for value in buffer.prefix(while: { $0 != 0 }) {
      if let scalar = Unicode.Scalar(UInt32(bitPattern: value)) {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// The attributes and color pair curses holds for a cell (for tests).
  func cellStyle(row: Int, column: Int) -> (attributes: attr_t, pair: Int32) {
    var cell = cchar_t()
    _ = shim_mvwin_wch(window, Int32(row), Int32(column), &cell)
    return (shim_cell_attrs(&cell), shim_cell_pair(&cell))
  }

  /// The colors of a pair (for tests).
  func colors(ofPair pair: Int32) -> (foreground: Int16, background: Int16) {
    var foreground: Int16 = 0
    var background: Int16 = 0
    pair_content(Int16(pair), &foreground, &background)
    return (foreground, background)
  }

  /// Whether the driver draws in color.
  var themeMode: Theme.Mode { theme.mode }

  /// The attribute bits for text attributes (for tests).
  static func attributeBits(_ attributes: TextAttributes) -> attr_t {
    var bits = shim_a_normal()
    if attributes.contains(.bold) { bits |= shim_a_bold() }
    if attributes.contains(.dim) { bits |= shim_a_dim() }
    if attributes.contains(.reverse) { bits |= shim_a_reverse() }
    if attributes.contains(.underline) { bits |= shim_a_underline() }
    return bits
  }
}
