@_spi(SiriSim) import OpenAppIntents
import TextLayout
@_spi(SiriSim) import TextOutput

/// Siri's card as the curses UI draws it: the snippet's lines (laid out by TextOutput, as plain
/// mode lays them out) at the narrowest width that wraps nothing more than the widest does, so
/// a row with a spacer ("Total: … $3.50") does not stretch the card; without the "¤" glyph,
/// which reads as noise in a terminal; dividers as wide as the text.
public enum SnippetCard {
  /// The narrowest a card's text gets.
  public static let minimumWidth = 16

  /// The card's lines, at most `maxWidth` columns wide: worked out once per width and kept
  /// with the snippet's layouts (under a negative width, apart from TextOutput's own).
  public static func lines(of snippet: Snippet, maxWidth: Int) -> [SnippetLine] {
    let widest = max(8, maxWidth)
    return snippet.layouts.layout(width: -widest) { fitted(snippet, widest: widest) }
  }

  private static func fitted(_ snippet: Snippet, widest: Int) -> [SnippetLine] {
    let count = snippet.lines(width: widest).count
    var low = min(minimumWidth, widest)
    var high = widest
    // The narrowest width with as few lines as the widest: line counts only grow as it narrows.
    while low < high {
      let middle = (low + high) / 2
      if snippet.lines(width: middle).count <= count { high = middle } else { low = middle + 1 }
    }
    let lines = snippet.lines(width: high).compactMap { line -> SnippetLine? in
      guard !line.isDivider else { return line }
      var line = line
      if line.text == "¤" { return nil }
      if line.text.hasPrefix("¤ ") { line.text = String(line.text.dropFirst(2)) }
      return line
    }
    let textWidth =
      lines.filter { !$0.isDivider }.map { TextWrapping.displayWidth($0.text) }.max() ?? 0
    return lines.map { line in
      guard line.isDivider else { return line }
      return SnippetLine(text: String(repeating: "─", count: max(1, textWidth)), isDivider: true)
    }
  }

  /// The role of a card line's text.
  static func role(of line: SnippetLine) -> CellRole {
    if line.isDivider { return .snippetBorder }
    if line.style.contains(.emphasized) { return .snippetEmphasized }
    return line.style.contains(.secondary) ? .snippetSecondary : .snippet
  }

  /// The card as lines with no border of their own, for a pane whose border is the card's.
  public static func styledLines(of snippet: Snippet, maxWidth: Int) -> [StyledLine] {
    lines(of: snippet, maxWidth: maxWidth).map { StyledLine($0.text, role(of: $0)) }
  }

  /// The card in one box, for the transcript.
  public static func boxedLines(of snippet: Snippet, maxWidth: Int) -> [(
    box: BoxLine, role: CellRole
  )] {
    let lines = lines(of: snippet, maxWidth: maxWidth)
    let rows = lines.map { $0.isDivider ? TextBox.Row.divider : .text($0.text) }
    var roles = lines.filter { !$0.isDivider }.map(role(of:)).makeIterator()
    return TextBox.lines(around: rows).map { box in
      (box, box.kind == .content ? roles.next() ?? .snippet : .snippetBorder)
    }
  }
}
