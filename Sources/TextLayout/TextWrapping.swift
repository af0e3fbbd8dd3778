import TextSafety

/// Word wrapping by display width, shared by snippets and front ends.
///
/// Wrapped lines are made inert (``OutputSanitizer``): a control character in app text shows
/// as a visible stand-in (`␛`) and is counted at that width, never sent to the terminal.
public enum TextWrapping {
  /// The number of terminal columns a string takes: wide East Asian characters and most emoji
  /// take two, combining marks none.
  public static func displayWidth(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + displayWidth(of: $1) }
  }

  /// The number of terminal columns one character takes.
  public static func displayWidth(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let value = scalar.value
    if let replacement = OutputSanitizer.replacement(for: scalar) { return replacement.count }
    if scalar.properties.generalCategory == .nonspacingMark { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    // An emoji variation selector ("❤️") asks for the two-column emoji form.
    if character.unicodeScalars.contains("\u{FE0F}") { return 2 }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// Wraps text into lines at most `width` columns wide, breaking between words and inside
  /// words longer than a line; runs of spaces become one. Keeps explicit line breaks; every line
  /// is inert. With `keepsSpacing`, a line that fits stays as written, so preformatted text
  /// (the columns of `:why`) stays lined up.
  public static func wrap(_ text: String, width: Int, keepsSpacing: Bool = false) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    for paragraph in OutputSanitizer.lines(text) {
      if keepsSpacing {
        var kept = Substring(paragraph)
        while kept.last == " " { kept = kept.dropLast() }
        if !kept.isEmpty, displayWidth(kept) <= width {
          lines.append(String(kept))
          continue
        }
      }
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        var word = Substring(word)
        var wordWidth = displayWidth(word)
        if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        while wordWidth > width {
          var head = ""
          var headWidth = 0
          var rest = word[...]
          while let first = rest.first, headWidth + displayWidth(of: first) <= width {
            head.append(first)
            headWidth += displayWidth(of: first)
            rest = rest.dropFirst()
          }
          if head.isEmpty, let first = rest.first {
            head = String(first)
            rest = rest.dropFirst()
          }
          lines.append(head)
          word = rest
          wordWidth = displayWidth(word)
        }
        line = String(word)
        lineWidth = wordWidth
      }
      // A paragraph whose last word was split exactly ends on the split, not on an empty line.
      if line.isEmpty, !paragraph.allSatisfy(\.isWhitespace) { continue }
      lines.append(line)
    }
    return lines
  }
}
