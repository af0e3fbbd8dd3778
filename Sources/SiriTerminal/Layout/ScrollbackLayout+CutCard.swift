import TextLayout

extension ScrollbackLayout {
  /// What the transcript's first shown row draws when it falls inside a card below the card's
  /// top edge (scrolled up, paged, or pushed by newer turns): a dashed edge with "↑" in place of
  /// that line, `┌╌ ↑ ╌╌╌╌╌╌╌┐` (`└╌ ↑ ╌╌╌┘` for the bottom edge), so the card never seems to
  /// start mid-box. `nil` for a line that is not a card's, or is its top edge.
  static func cutCardEdge(for line: StyledLine) -> StyledLine? {
    guard line.spans.count >= 2, line.spans[1].role == .snippetBorder,
      let corner = line.spans[1].text.first, "│├└".contains(corner)
    else { return nil }
    let width = TextWrapping.displayWidth(line.text) - TextWrapping.displayWidth(line.spans[0].text)
    let (left, right) = corner == "└" ? ("└", "┘") : ("┌", "┐")
    let marker = "╌ ↑ "
    let rule = String(repeating: "╌", count: max(0, width - 2 - marker.count))
    return StyledLine([line.spans[0], .init(left + marker + rule + right, .snippetBorder)])
  }
}
