extension TerminalState {
  /// The scrollback's first line when following the newest lines.
  var transcriptMaxTop: Int {
    let total = ScrollbackLayout.lineCount(for: self)
    return max(0, total - ScreenPlan(state: self).transcriptRows.count)
  }

  /// The help pane's last first line.
  var helpMaxTop: Int {
    let geometry = HelpPaneLayout(state: self)
    return max(0, geometry.lines.count - geometry.visibleRows)
  }

  /// Scrolls the scrollback, or the help pane when it is open.
  mutating func scroll(_ action: TerminalAction) {
    if var help {
      let page = max(1, HelpPaneLayout(state: self).visibleRows - 1)
      switch action {
      case .scrollPageUp: help.top = max(0, help.top - page)
      case .scrollPageDown: help.top = min(helpMaxTop, help.top + page)
      default: break
      }
      self.help = help
      return
    }
    let maxTop = transcriptMaxTop
    let page = max(1, ScreenPlan(state: self).transcriptRows.count - 1)
    switch action {
    case .scrollPageUp:
      guard maxTop > 0 else { return }
      scrollTop = max(0, (scrollTop ?? maxTop) - page)
    case .scrollPageDown:
      guard let top = scrollTop else { return }
      scrollTop = top + page >= maxTop ? nil : top + page
    case .scrollToTop:
      scrollTop = maxTop > 0 ? 0 : nil
    case .scrollToBottom:
      scrollTop = nil
    default:
      break
    }
  }

  /// Scrolls the scrollback by lines (negative: up), following the newest lines again at the
  /// bottom.
  mutating func scrollLines(_ delta: Int) {
    let maxTop = transcriptMaxTop
    guard maxTop > 0 else { return }
    let top = max(0, (scrollTop ?? maxTop) + delta)
    scrollTop = top >= maxTop ? nil : top
  }

  /// Keeps the scroll positions inside the content after a resize.
  mutating func clampScroll() {
    if let top = scrollTop {
      let maxTop = transcriptMaxTop
      scrollTop = top >= maxTop ? nil : top
    }
    if var help {
      help.top = min(help.top, helpMaxTop)
      self.help = help
    }
  }
}
