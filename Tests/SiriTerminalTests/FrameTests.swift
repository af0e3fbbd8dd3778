import SiriTerminal
import Testing

struct FrameTests {
  @Test func wideCharactersTakeTwoCells() {
    var frame = Frame(size: TerminalSize(columns: 6, rows: 1))
    let written = frame.write("日本x", row: 0, column: 0, role: .user)
    #expect(written == 5)
    #expect(frame[0, 0].character == "日")
    #expect(frame[0, 1].isContinuation)
    #expect(frame[0, 2].character == "本")
    #expect(frame[0, 4].character == "x")
    #expect(frame.rowText(0) == "日本x ")
  }

  @Test func aWideCharacterThatDoesNotFitIsLeftOut() {
    var frame = Frame(size: TerminalSize(columns: 3, rows: 1))
    #expect(frame.write("a日本", row: 0, column: 0, role: .plain) == 3)
    #expect(frame.rowText(0) == "a日")
    #expect(frame.write("xy日", row: 0, column: 0, role: .plain, limit: 3) == 2)
    #expect(frame.rowText(0) == "xy ")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
    frame.write("日本", row: 0, column: 0, role: .plain)
    frame.write("x", row: 0, column: 1, role: .plain)
    #expect(frame.rowText(0) == " x本")
    frame.write("y", row: 0, column: 2, role: .plain)
    #expect(frame.rowText(0) == " xy ")
  }

  @Test func combiningMarksJoinTheirLetter() {
    var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
    #expect(frame.write("e\u{301}a", row: 0, column: 0, role: .plain) == 2)
    #expect(frame.rowText(0) == "éa  ")
  }

  @Test func writesOutsideTheFrameAreClipped() {
    var frame = Frame(size: TerminalSize(columns: 3, rows: 2))
    #expect(frame.write("abcdef", row: 1, column: 1, role: .plain) == 2)
    #expect(frame.write("abc", row: 2, column: 0, role: .plain) == 0)
    #expect(frame.write("abc", row: -1, column: 0, role: .plain) == 0)
    #expect(frame.text == "\n ab")
  }

  @Test func roleMaskShowsRoles() {
    var frame = Frame(size: TerminalSize(columns: 5, rows: 1))
    frame.write("ab", row: 0, column: 0, role: .userLabel)
    frame.write("c", row: 0, column: 3, role: .selected)
    #expect(frame.roleMask == "YY @")
  }
}

struct TextFittingTests {
  @Test func truncatesByDisplayWidthWithAnEllipsis() {
    #expect(TextFitting.truncated("Ferry Building", width: 8) == "Ferry B…")
    #expect(TextFitting.truncated("日本語のテキスト", width: 7) == "日本語…")
    #expect(TextFitting.truncated("short", width: 10) == "short")
    #expect(TextFitting.padded("ab", width: 4) == "ab  ")
  }

  @Test func fieldWindowKeepsTheCursorVisible() {
    let text = Array("Order clam chowder")
    let start = TextFitting.window(of: text, cursor: text.count, width: 10)
    #expect(start.start == 9)
    #expect(start.cursorColumn == 9)
    let home = TextFitting.window(of: text, cursor: 0, width: 10)
    #expect(home.start == 0)
    #expect(home.cursorColumn == 0)
    let wide = TextFitting.window(of: Array("日本語日本語"), cursor: 6, width: 6)
    #expect(wide.cursorColumn <= 5)
  }
}
