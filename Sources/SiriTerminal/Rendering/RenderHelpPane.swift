extension TerminalRenderer {
  /// The help pane: the keys and commands, scrolled to the help's position.
  static func helpContent(of state: TerminalState, help: HelpState) -> PaneContent {
    let layout = HelpPaneLayout(state: state)
    let top = min(help.top, max(0, layout.lines.count - layout.visibleRows))
    var shown = Array(layout.lines.dropFirst(top).prefix(layout.visibleRows))
    let hidden = layout.lines.count - top - shown.count
    if hidden > 0, !shown.isEmpty {
      shown[shown.count - 1] = StyledLine("↓ \(hidden) more", .hint)
    }
    return PaneContent(title: "Help", top: shown)
  }
}
