import TextLayout

/// Fitting text into a number of columns by display width.
package enum TextFitting {
  /// The text cut to at most `width` columns, ending in "…" when it was cut.
  package static func truncated(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    guard TextWrapping.displayWidth(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let characterWidth = TextWrapping.displayWidth(of: character)
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  /// The text padded with spaces to `width` columns (cut when longer).
  package static func padded(_ text: String, width: Int) -> String {
    let fitted = truncated(text, width: width)
    return fitted + String(repeating: " ", count: max(0, width - TextWrapping.displayWidth(fitted)))
  }

  /// The part of a field's text to show in `width` columns so that the cursor is visible:
  /// the index of the first character shown and the cursor's column within the field.
  ///
  /// Walks back from the cursor at most a screenful of characters, so a long line costs no
  /// more than a short one.
  package static func window(of characters: [Character], cursor: Int, width: Int) -> (
    start: Int, cursorColumn: Int
  ) {
    let width = max(1, width)
    let cursor = min(max(0, cursor), characters.count)
    var start = cursor
    var used = 0
    while start > 0 {
      let characterWidth = TextWrapping.displayWidth(of: characters[start - 1])
      if used + characterWidth > width - 1 { break }
      used += characterWidth
      start -= 1
    }
    return (start, used)
  }

  /// The characters from `start` that fill at most `width` columns, and one more when there
  /// are more (so that ``truncated(_:width:)`` can mark the cut).
  package static func visiblePrefix(of characters: [Character], from start: Int, width: Int)
    -> String
  {
    var result = ""
    var used = 0
    var index = min(max(0, start), characters.count)
    while index < characters.count {
      result.append(characters[index])
      used += TextWrapping.displayWidth(of: characters[index])
      index += 1
      if used > width { break }
    }
    return result
  }
}
