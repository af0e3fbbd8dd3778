import TextLayout

/// Where the parts of a screen go for a state: the transcript's rows and the open pane, if
/// any. The renderer draws from it and scrolling measures with it, so both agree on how many
/// transcript rows a pane leaves.
struct ScreenPlan {
  /// The open pane's content and where it goes.
  struct PanePlacement {
    var content: PaneContent
    var geometry: PaneGeometry
  }

  /// The screen's fixed rows.
  var layout: ScreenLayout
  /// The rows the transcript shows: above the pane, when one is open.
  var transcriptRows: Range<Int>
  /// The open pane (or the help), if any.
  var pane: PanePlacement?

  /// The plan for a state at its size.
  init(state: TerminalState) {
    layout = ScreenLayout(size: state.size)
    transcriptRows = layout.transcriptRows
    guard let content = TerminalRenderer.paneContent(of: state, layout: layout) else { return }
    let contentWidth = max(
      content.minimumWidth, (content.top + content.body + content.bottom).map(\.width).max() ?? 0)
    // A question's pane leaves the person's last words in view above it (the question itself
    // is the pane's top line); the help covers what it needs.
    let reserved =
      state.help == nil
      ? min(
        state.scrollback.linesSinceLastWords(columns: layout.size.columns),
        PaneGeometry.maximumContentRows(for: layout) / 2) : 0
    let geometry = PaneGeometry(
      contentRows: content.naturalRows, contentWidth: contentWidth,
      titleWidth: TextWrapping.displayWidth(content.title),
      transcriptLines: ScrollbackLayout.lineCount(for: state), layout: layout,
      widest: state.help == nil ? nil : HelpPaneLayout.innerWidth(for: layout) + 4,
      reservedRows: reserved)
    pane = PanePlacement(content: content, geometry: geometry)
    transcriptRows =
      layout.transcriptRows
      .lowerBound..<max(
        layout.transcriptRows.lowerBound, min(layout.transcriptRows.upperBound, geometry.top))
  }
}
