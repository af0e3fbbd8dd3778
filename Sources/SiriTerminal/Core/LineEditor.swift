/// A one-line text field: its text and where the cursor is, with emacs-style editing.
public struct LineEditor: Sendable, Hashable {
  /// The characters typed.
  public private(set) var characters: [Character]
  /// The cursor's position: the index of the character it stands before.
  public private(set) var cursor: Int

  /// A field holding `text`, with the cursor at its end.
  public init(_ text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  /// The text.
  public var text: String { String(characters) }

  /// Whether the field holds nothing.
  public var isEmpty: Bool { characters.isEmpty }

  /// Inserts text at the cursor, leaving out control characters.
  public mutating func insert(_ text: String) {
    let printable = text.filter { character in
      !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
    characters.insert(contentsOf: printable, at: cursor)
    cursor += printable.count
  }

  /// Replaces the whole text and puts the cursor at its end.
  public mutating func replace(with text: String) {
    self = LineEditor(text)
  }

  /// Moves the cursor one character left.
  public mutating func moveLeft() { cursor = max(0, cursor - 1) }

  /// Moves the cursor one character right.
  public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }

  /// Moves the cursor to the start of the line.
  public mutating func moveToStart() { cursor = 0 }

  /// Moves the cursor to the end of the line.
  public mutating func moveToEnd() { cursor = characters.count }

  /// Deletes the character before the cursor.
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
  }

  /// Deletes the character under the cursor.
  public mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  /// Deletes from the cursor to the end of the line (Ctrl-K).
  public mutating func killToEnd() {
    characters.removeSubrange(cursor...)
  }

  /// Deletes from the start of the line to the cursor (Ctrl-U).
  public mutating func killToStart() {
    characters.removeSubrange(..<cursor)
    cursor = 0
  }

  /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
  public mutating func deleteWordBackward() {
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }
}
