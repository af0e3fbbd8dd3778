import CNCurses
import Glibc
import Testing

@testable import SiriTerminal

/// The real driver's blit, headless: curses runs on `newterm` over /dev/null, frames are drawn
/// through `CursesDriver.draw`, and the screen curses holds is read back with `mvwinnwstr` and
/// `mvwin_wch`. No terminal needed. Curses is one global screen, so these tests run one at a
/// time.
@Suite(.serialized)
struct CursesDriverTests {
  /// Runs a body with a driver on /dev/null at a size, then ends curses.
  func withDriver(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24),
    environment: [String: String] = ["TERM": "xterm-256color"],
    _ body: (CursesDriver) throws -> Void
  ) throws {
    guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else {
      Issue.record("Cannot open /dev/null")
      return
    }
    defer {
      fclose(output)
      fclose(input)
    }
    let driver = try CursesDriver(
      terminalType: "xterm-256color", output: output, input: input, environment: environment)
    defer { driver.end() }
    driver.resize(to: size)
    try body(driver)
  }

  private func screenText(_ driver: CursesDriver) -> String {
    (0..<driver.size.rows).map { row in
      String(driver.rowText(row).reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n")
  }

  @Test func drawnFrameReadsBackCellForCell() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    let frame = ui.frame
    try withDriver { driver in
      #expect(driver.size == TerminalSize(columns: 80, rows: 24))
      driver.draw(frame)
      #expect(screenText(driver) == frame.text)
    }
  }

  @Test func wideAndAccentedCharactersReadBack() throws {
    var state = TerminalState(size: TerminalSize(columns: 40, rows: 12), apps: ["Soup Chef"])
    state.scrollback = [
      .utterance("スープを注文して 🍲 please"),
      .siri(text: "Désolée — « スープ » n'existe pas.", snippet: nil, isError: false),
    ]
    let frame = TerminalRenderer.render(state, size: state.size)
    try withDriver(size: state.size) { driver in
      driver.draw(frame)
      #expect(driver.rowText(1).hasPrefix("You   スープを注文して 🍲 please"))
      #expect(driver.rowText(2).hasPrefix("Siri  Désolée — « スープ » n'existe "))
      #expect(driver.rowText(3).hasPrefix("      pas. "))
      #expect(screenText(driver) == frame.text)
    }
  }

  @Test func everyPaneKindReadsBackAt40x12() async throws {
    var ui = await SoupChefUI(size: TerminalSize(columns: 40, rows: 12))
    await ui.say("Order clam chowder from Soup Chef")
    let choice = ui.frame
    ui.press(.character("2"), .enter)
    await ui.settle()
    ui.press(.character("1"), .enter)
    await ui.settle()
    let confirmation = ui.frame
    ui.press(.escape)
    await ui.settle()
    await ui.say("Order Soup Chef")
    let value = ui.frame
    try withDriver(size: TerminalSize(columns: 40, rows: 12)) { driver in
      for frame in [choice, confirmation, value] {
        driver.draw(frame)
        #expect(screenText(driver) == frame.text)
      }
    }
  }

  @Test func rolesBecomeAttributesAndColors() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    let frame = ui.frame
    try withDriver { driver in
      driver.draw(frame)
      guard driver.themeMode == .color else {
        Issue.record("xterm-256color should have colors")
        return
      }
      let theme = Theme(mode: .color)
      // The highlighted row of the list and the header.
      let selectedRow = (0..<24).first { frame[$0, 8].role == .selected }
      let row = try #require(selectedRow)
      let selected = driver.cellStyle(row: row, column: 8)
      #expect(selected.attributes & CursesDriver.attributeBits(.bold) != 0)
      let colors = driver.colors(ofPair: selected.pair)
      #expect(colors.foreground == theme.style(for: .selected).foreground?.rawValue)
      #expect(colors.background == theme.style(for: .selected).background?.rawValue)
      let plain = driver.cellStyle(row: 12, column: 2)
      #expect(plain.pair == 0)
      #expect(plain.attributes == 0)
    }
  }

  @Test func noColorDrawsWithAttributesOnly() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    let frame = ui.frame
    try withDriver(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) { driver in
      #expect(driver.themeMode == .monochrome)
      driver.draw(frame)
      var usedPairs = Set<Int32>()
      var reversed = 0
      for row in 0..<24 {
        for column in 0..<80 {
          let style = driver.cellStyle(row: row, column: column)
          usedPairs.insert(style.pair)
          if frame[row, column].role == .selected,
            style.attributes & CursesDriver.attributeBits(.reverse) != 0
          {
            reversed += 1
          }
        }
      }
      #expect(usedPairs == [0])
      #expect(reversed > 0)
      // The highlighted row is marked in text too, not by styling alone.
      #expect(frame.text.contains("▸ 1 Manhattan Clam Chowder"))
    }
  }

  @Test func resizeRedrawsAtTheNewSize() async throws {
    var ui = await SoupChefUI()
    await ui.say("Order Soup Chef")
    try withDriver { driver in
      driver.draw(ui.frame)
      driver.resize(to: TerminalSize(columns: 40, rows: 12))
      let small = ui.resized(to: driver.size)
      driver.draw(small)
      #expect(driver.size == TerminalSize(columns: 40, rows: 12))
      #expect(screenText(driver) == small.text)
      #expect(small.text.contains("┌─ Soup Chef"))
    }
  }

  @Test func keyCodesDecode() {
    #expect(KeyDecoding.key(forKeyCode: KEY_UP) == .up)
    #expect(KeyDecoding.key(forKeyCode: KEY_NPAGE) == .pageDown)
    #expect(KeyDecoding.key(forKeyCode: KEY_BTAB) == .backTab)
    #expect(KeyDecoding.key(forKeyCode: KEY_F0 + 5) == nil)
    #expect(KeyDecoding.key(forCharacter: 13) == .enter)
    #expect(KeyDecoding.key(forCharacter: 27) == .escape)
    #expect(KeyDecoding.key(forCharacter: 127) == .backspace)
    #expect(KeyDecoding.key(forCharacter: 3) == .control("c"))
    #expect(KeyDecoding.key(forCharacter: 23) == .control("w"))
    #expect(KeyDecoding.key(forCharacter: 0x65E5) == .character("日"))
    #expect(KeyDecoding.key(forCharacter: 0x1F) == nil)
  }

  /// The events a driver reads when the terminal sends `text`: curses on `newterm` with its
  /// input from a pipe holding the bytes.
  private func eventsRead(from text: String) throws -> [TerminalEvent] {
    var descriptors: [Int32] = [-1, -1]
    try #require(pipe(&descriptors) == 0)
    let bytes = Array(text.utf8)
    #expect(write(descriptors[1], bytes, bytes.count) == bytes.count)
    close(descriptors[1])
    guard let output = fopen("/dev/null", "w"), let input = fdopen(descriptors[0], "r") else {
      Issue.record("Cannot open the streams")
      return []
    }
    defer {
      fclose(output)
      fclose(input)
    }
    let driver = try CursesDriver(
      terminalType: "xterm-256color", output: output, input: input,
      environment: ["TERM": "xterm-256color"])
    defer { driver.end() }
    return driver.readEvents()
  }

  @Test func controlArrowsAndAltLettersDecodeThroughCurses() throws {
    let keys = try eventsRead(from: "\u{1b}[1;5D\u{1b}[1;5Cx\u{1b}b\u{1b}f\u{1b}d").compactMap {
      event -> Key? in
      if case .key(let key) = event { return key }
      return nil
    }
    #expect(keys == [.wordLeft, .wordRight, .character("x"), .alt("b"), .alt("f"), .alt("d")])
  }

  @Test func escapeSequencesAreReadWholeAndNeverTyped() {
    func keys(_ text: String) -> [Key] {
      text.map { $0 == "\u{1b}" ? .escape : .character($0) }
    }
    #expect(KeyDecoding.joiningEscapes([.escape]) == [.escape])
    #expect(KeyDecoding.joiningEscapes([.escape, .enter]) == [.escape, .enter])
    #expect(KeyDecoding.joiningEscapes(keys("\u{1b}B")) == [.alt("b")])
    #expect(KeyDecoding.joiningEscapes(keys("\u{1b}1")) == keys("\u{1b}1"))
    // Ctrl-← and Alt-→ where the terminfo entry lacks them (TERM=screen).
    #expect(
      KeyDecoding.joiningEscapes(keys("a\u{1b}[1;5Db")) == keys("a") + [.wordLeft] + keys("b"))
    #expect(KeyDecoding.joiningEscapes(keys("\u{1b}[1;3C")) == [.wordRight])
    #expect(KeyDecoding.joiningEscapes(keys("\u{1b}OA")) == [.up])
    // A sequence the UI has no use for types nothing.
    #expect(KeyDecoding.joiningEscapes(keys("\u{1b}[200~x")) == keys("x"))
    #expect(KeyDecoding.joiningEscapes(keys("\u{1b}[1;5A")) == [])
    // An unfinished sequence stays as typed.
    #expect(KeyDecoding.joiningEscapes(keys("\u{1b}[1;")) == keys("\u{1b}[1;"))
    #expect(KeyDecoding.key(forKeyName: "kLFT5") == .wordLeft)
    #expect(KeyDecoding.key(forKeyName: "kUP5") == nil)
  }

  @Test func cursesDecodesAClickFromTheTerminal() throws {
    // SGR mouse reports (xterm 1006): a left press and release at column 11, row 6 (1-based).
    let mice = try eventsRead(from: "\u{1b}[<0;11;6M\u{1b}[<0;11;6m").compactMap {
      event -> MouseEvent? in
      if case .mouse(let mouse) = event { return mouse }
      return nil
    }
    #expect(mice.first == MouseEvent(.click, row: 5, column: 10))
  }
}
