import OpenAppIntents

/// Fitting text into a number of columns by display width.
public enum TextFitting {
  /// The text cut to at most `width` columns, ending in "…" when it was cut.
  public static func truncated(_ text: String, width: Int) -> String {
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
  public static func padded(_ text: String, width: Int) -> String {
    let fitted = truncated(text, width: width)
    return fitted + String(repeating: " ", count: max(0, width - TextWrapping.displayWidth(fitted)))
  }

  /// The part of a field's text to show in `width` columns so that the cursor is visible:
  /// the index of the first character shown and the cursor's column within the field.
  public static func window(of characters: [Character], cursor: Int, width: Int) -> (
    start: Int, cursorColumn: Int
  ) {
    let width = max(1, width)
    var start = 0
    func columns(_ range: Range<Int>) -> Int {
      characters[range].reduce(0) { $0 + TextWrapping.displayWidth(of: $1) }
    }
    while start < cursor, columns(start..<cursor) > width - 1 { start += 1 }
    return (start, columns(start..<cursor))
  }
}
