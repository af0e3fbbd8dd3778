/// Draws the UI: `render(state, size) -> Frame`. Pure: the frame depends on nothing but its
/// arguments, so it can be compared with a snapshot.
public enum TerminalRenderer {
  /// The frame for a state at a size: header, transcript, input line, footer, and the open
  /// pane over them; or a message when the terminal is too small.
  public static func render(_ state: TerminalState, size: TerminalSize) -> Frame {
    var state = state
    state.size = size
    var frame = Frame(size: size)
    guard size.isUsable else {
      drawTooSmall(into: &frame)
      return frame
    }
    let layout = ScreenLayout(size: size)
    drawHeader(state, layout: layout, into: &frame)
    drawTranscript(state, layout: layout, into: &frame)
    drawInputLine(state, layout: layout, into: &frame)
    drawFooter(state, layout: layout, into: &frame)
    if let help = state.help {
      drawPane(helpContent(of: state, help: help), layout: layout, into: &frame)
    } else if let pane = state.pane {
      let width = PaneGeometry.innerWidth(for: layout)
      let content: PaneContent
      switch pane {
      case .valueEntry(let value): content = self.content(of: value, width: width)
      case .choice(let choice): content = self.content(of: choice, width: width)
      case .confirmation(let confirmation): content = self.content(of: confirmation, width: width)
      }
      drawPane(content, layout: layout, into: &frame)
    }
    return frame
  }
}
