import SiriTerminal
import Testing

struct LineEditorTests {
  @Test func insertsAtTheCursorAndMoves() {
    var field = LineEditor("Order soup")
    field.moveToStart()
    field.moveRight()
    field.insert("X")
    #expect(field.text == "OXrder soup")
    #expect(field.cursor == 2)
    field.moveToEnd()
    field.moveRight()
    #expect(field.cursor == field.characters.count)
    field.moveToStart()
    field.moveLeft()
    #expect(field.cursor == 0)
  }

  @Test func controlCharactersAreNotInserted() {
    var field = LineEditor()
    field.insert("a\u{1B}[Ab\u{7}c")
    #expect(field.text == "a[Abc")
  }

  @Test func emacsKills() {
    var field = LineEditor("Order clam chowder from Soup Chef")
    field.deleteWordBackward()
    #expect(field.text == "Order clam chowder from Soup ")
    field.deleteWordBackward()
    #expect(field.text == "Order clam chowder from ")
    for _ in 0..<5 { field.moveLeft() }
    field.killToEnd()
    #expect(field.text == "Order clam chowder ")
    field.moveLeft()
    field.killToStart()
    #expect(field.text == " ")
    #expect(field.cursor == 0)
  }

  @Test func deletesBackwardAndForward() {
    var field = LineEditor("abc")
    field.deleteBackward()
    #expect(field.text == "ab")
    field.moveToStart()
    field.deleteBackward()
    #expect(field.text == "ab")
    field.deleteForward()
    #expect(field.text == "b")
    field.moveToEnd()
    field.deleteForward()
    #expect(field.text == "b")
  }
}

struct InputHistoryTests {
  @Test func browsesBackAndForthKeepingTheDraft() {
    var history = InputHistory()
    history.record("first")
    history.record("second")
    history.record("second")
    #expect(history.entries == ["first", "second"])
    #expect(history.previous(current: "draft") == "second")
    #expect(history.previous(current: "second") == "first")
    #expect(history.previous(current: "first") == nil)
    #expect(history.next() == "second")
    #expect(history.next() == "draft")
    #expect(history.next() == nil)
  }

  @Test func emptyHistoryHasNothing() {
    var history = InputHistory()
    #expect(history.previous(current: "x") == nil)
    #expect(history.next() == nil)
  }

  @Test func wordMotionGoesByLettersAndDigits() {
    var line = LineEditor()
    _ = line.insert("order clam-chowder  now")
    line.moveWordLeft()
    #expect(line.cursor == 20)
    line.moveWordLeft()
    line.moveWordLeft()
    #expect(line.cursor == 6)
    line.moveWordRight()
    #expect(line.cursor == 10)
    line.deleteWordForward()
    #expect(line.text == "order clam  now")
    line.moveToStart()
    line.moveWordLeft()
    #expect(line.cursor == 0)
    line.moveToEnd()
    line.moveWordRight()
    #expect(line.cursor == line.characters.count)
  }
}
