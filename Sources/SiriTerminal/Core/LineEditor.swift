import TextSafety

/// A one-line text field: its text and where the cursor is, with emacs-style editing.
///
/// A field holds at most ``maxBytes`` bytes of UTF-8 (``InputLimits/maxLineBytes``); typing
/// or pasting past that is dropped, and ``insert(_:)`` says how much.
package struct LineEditor: Sendable, Hashable {
  /// The most UTF-8 bytes a field holds: 64 KiB, as for a line of standard input.
  package static let maxBytes = InputLimits.maxLineBytes

  /// The characters typed.
  package private(set) var characters: [Character]
  /// The cursor's position: the index of the character it stands before.
  package private(set) var cursor: Int
  /// The UTF-8 size of the text, kept as it changes so that the cap costs nothing to check.
  package private(set) var byteCount: Int

  /// A field holding `text` (cut at the cap), with the cursor at its end.
  package init(_ text: String = "") {
    characters = []
    cursor = 0
    byteCount = 0
    insert(text)
  }

  /// The text.
  package var text: String { String(characters) }

  /// Whether the field holds nothing.
  package var isEmpty: Bool { characters.isEmpty }

  /// Inserts text at the cursor, leaving out control characters; returns how many characters
  /// did not fit under the cap (0 when all did).
  @discardableResult
  package mutating func insert(_ text: String) -> Int {
    var printable: [Character] = []
    var dropped = 0
    var bytes = byteCount
    for character in text
    where !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      let size = character.utf8.count
      if dropped > 0 || bytes + size > Self.maxBytes {
        dropped += 1
        continue
      }
      bytes += size
      printable.append(character)
    }
    characters.insert(contentsOf: printable, at: cursor)
    cursor += printable.count
    byteCount = bytes
    return dropped
  }

  /// Replaces the whole text and puts the cursor at its end.
  package mutating func replace(with text: String) {
    self = LineEditor(text)
  }

  /// Moves the cursor one character left.
  package mutating func moveLeft() { cursor = max(0, cursor - 1) }

  /// Moves the cursor one character right.
  package mutating func moveRight() { cursor = min(characters.count, cursor + 1) }

  /// Moves the cursor to the start of the line.
  package mutating func moveToStart() { cursor = 0 }

  /// Moves the cursor to the end of the line.
  package mutating func moveToEnd() { cursor = characters.count }

  /// Deletes the character before the cursor.
  package mutating func deleteBackward() {
    guard cursor > 0 else { return }
    byteCount -= characters.remove(at: cursor - 1).utf8.count
    cursor -= 1
  }

  /// Deletes the character under the cursor.
  package mutating func deleteForward() {
    guard cursor < characters.count else { return }
    byteCount -= characters.remove(at: cursor).utf8.count
  }

  /// Deletes from the cursor to the end of the line (Ctrl-K).
  package mutating func killToEnd() {
    removeCharacters(cursor..<characters.count)
  }

  /// Deletes from the start of the line to the cursor (Ctrl-U).
  package mutating func killToStart() {
    removeCharacters(0..<cursor)
    cursor = 0
  }

  /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
  package mutating func deleteWordBackward() {
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    removeCharacters(start..<cursor)
    cursor = start
  }

  /// Moves the cursor to the start of the word before it (Alt-B, Ctrl-←).
  package mutating func moveWordLeft() {
    while cursor > 0, !isWordCharacter(characters[cursor - 1]) { cursor -= 1 }
    while cursor > 0, isWordCharacter(characters[cursor - 1]) { cursor -= 1 }
  }

  /// Moves the cursor past the end of the word after it (Alt-F, Ctrl-→).
  package mutating func moveWordRight() {
    cursor = endOfNextWord
  }

  /// Deletes from the cursor to the end of the word after it (Alt-D).
  package mutating func deleteWordForward() {
    removeCharacters(cursor..<endOfNextWord)
  }

  private var endOfNextWord: Int {
    var end = cursor
    while end < characters.count, !isWordCharacter(characters[end]) { end += 1 }
    while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
    return end
  }

  /// Letters and digits make words for Alt-B/F/D, as in readline; Ctrl-W goes by spaces.
  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  private mutating func removeCharacters(_ range: Range<Int>) {
    byteCount -= characters[range].reduce(0) { $0 + $1.utf8.count }
    characters.removeSubrange(range)
  }
}
