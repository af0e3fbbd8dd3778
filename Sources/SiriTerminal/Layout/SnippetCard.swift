@_spi(SiriSim) import OpenAppIntents
import TextLayout
@_spi(SiriSim) import TextOutput

/// Siri's card as the curses UI draws it: the snippet's lines (laid out by TextOutput, as plain
/// mode lays them out) at the narrowest width that wraps nothing more than the widest does, so
/// a row with a spacer ("Total: … $3.50") does not stretch the card; without the "¤" glyph,
/// which reads as noise in a terminal; dividers as wide as the text.
package enum SnippetCard {
  /// The narrowest a card's text gets.
  package static let minimumWidth = 16

  /// The card's lines, at most `maxWidth` columns wide: worked out once per width and kept
  /// with the snippet's layouts (under a negative width, apart from TextOutput's own).
  package static func lines(of snippet: Snippet, maxWidth: Int) -> [SnippetLine] {
    let widest = max(8, maxWidth)
    return snippet.layouts.layout(width: -widest) { fitted(snippet, widest: widest) }
  }

  /// The card's lines at least `atLeast` columns wide (at most `maxWidth`): in a pane that
  /// other lines already make wide, the card fills the width they give it, its rows' spacers
  /// spread as on Apple's cards ("Total:" at the left, "$6.00" at the right), rather than
  /// sitting cramped in a corner. Never wider than its fitted width would make the pane.
  package static func lines(of snippet: Snippet, maxWidth: Int, atLeast: Int) -> [SnippetLine] {
    let fitted = lines(of: snippet, maxWidth: maxWidth)
    let width = min(max(8, maxWidth), atLeast)
    guard width > textWidth(of: fitted) else { return fitted }
    // Kept apart from the fitted layouts, whose keys are -maxWidth.
    return snippet.layouts.layout(width: -(Self.widenedKey + width)) {
      cleaned(snippet.lines(width: width))
    }
  }

  /// Where the keys of widened layouts start, past any fitted layout's.
  private static let widenedKey = 1 << 20

  private static func fitted(_ snippet: Snippet, widest: Int) -> [SnippetLine] {
    let count = snippet.lines(width: widest).count
    var low = min(minimumWidth, widest)
    var high = widest
    // The narrowest width with as few lines as the widest: line counts only grow as it narrows.
    while low < high {
      let middle = (low + high) / 2
      if snippet.lines(width: middle).count <= count { high = middle } else { low = middle + 1 }
    }
    return cleaned(snippet.lines(width: high))
  }

  /// The lines without the "¤" glyph, dividers as wide as the text.
  private static func cleaned(_ laidOut: [SnippetLine]) -> [SnippetLine] {
    let lines = laidOut.compactMap { line -> SnippetLine? in
      guard !line.isDivider else { return line }
      var line = line
      if line.text == "¤" { return nil }
      if line.text.hasPrefix("¤ ") { line.text = String(line.text.dropFirst(2)) }
      return line
    }
    let width = textWidth(of: lines)
    return lines.map { line in
      guard line.isDivider else { return line }
      return SnippetLine(text: String(repeating: "─", count: max(1, width)), isDivider: true)
    }
  }

  /// The widest text line's width.
  private static func textWidth(of lines: [SnippetLine]) -> Int {
    lines.filter { !$0.isDivider }.map { TextWrapping.displayWidth($0.text) }.max() ?? 0
  }

  /// The role of a card line's text.
  static func role(of line: SnippetLine) -> CellRole {
    if line.isDivider { return .snippetBorder }
    if line.style.contains(.emphasized) { return .snippetEmphasized }
    return line.style.contains(.secondary) ? .snippetSecondary : .snippet
  }

  /// The card as lines with no border of their own, for a pane whose border is the card's.
  /// `atLeast`: the width the pane's other lines already give the card (see
  /// ``lines(of:maxWidth:atLeast:)``).
  package static func styledLines(of snippet: Snippet, maxWidth: Int, atLeast: Int = 0)
    -> [StyledLine]
  {
    lines(of: snippet, maxWidth: maxWidth, atLeast: atLeast).map {
      StyledLine($0.text, role(of: $0))
    }
  }

  /// The card in one box, for the transcript.
  package static func boxedLines(of snippet: Snippet, maxWidth: Int) -> [(
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
