import TextLayout

/// Draws the UI: `render(state, size) -> Frame`. Pure: the frame depends on nothing but its
/// arguments, so it can be compared with a snapshot.
package enum TerminalRenderer {
  /// The frame for a state at a size: header, transcript, input line, footer, and the open
  /// pane under the transcript; or a message when the terminal is too small.
  package static func render(_ state: TerminalState, size: TerminalSize) -> Frame {
    var state = state
    state.size = size
    var frame = Frame(size: size)
    guard size.isUsable else {
      drawTooSmall(into: &frame)
      return frame
    }
    let plan = ScreenPlan(state: state)
    drawHeader(state, layout: plan.layout, into: &frame)
    drawTranscript(state, layout: plan.layout, rows: plan.transcriptRows, into: &frame)
    drawCommandList(state, layout: plan.layout, rows: plan.transcriptRows, into: &frame)
    drawInputLine(state, layout: plan.layout, into: &frame)
    drawFooter(state, layout: plan.layout, into: &frame)
    if let pane = plan.pane {
      drawPane(pane.content, geometry: pane.geometry, layout: plan.layout, into: &frame)
    }
    return frame
  }

  /// What the open pane (or the help) shows, laid out for the widest pane, a retry message
  /// first; `nil` when none is open.
  static func paneContent(of state: TerminalState, layout: ScreenLayout) -> PaneContent? {
    if let help = state.help { return helpContent(of: state, help: help) }
    guard let pane = state.pane else { return nil }
    let width = PaneGeometry.innerWidth(for: layout)
    let content: PaneContent
    switch pane {
    case .valueEntry(let value): content = self.content(of: value, width: width)
    case .choice(let choice): content = self.content(of: choice, width: width)
    case .confirmation(let confirmation): content = self.content(of: confirmation, width: width)
    }
    guard let notice = state.paneNotice, !notice.isEmpty else { return content }
    return content.prepending(
      TextWrapping.wrap(notice, width: width).map { StyledLine($0, .error, fillRole: .error) })
  }
}
