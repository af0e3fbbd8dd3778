import TextLayout

extension TerminalState {
  /// How many lines a turn of the wheel scrolls the scrollback.
  static let wheelLines = 3

  /// A click or a turn of the wheel: a click on a pane's row picks it and on a button presses
  /// it; the wheel moves through a pane's list (or its snippet), the help, or the scrollback.
  mutating func handle(_ mouse: MouseEvent) -> [TerminalEffect] {
    guard size.isUsable else { return [] }
    if var help {
      switch mouse.kind {
      case .wheelUp: help.top = max(0, help.top - Self.wheelLines)
      case .wheelDown: help.top = min(helpMaxTop, help.top + Self.wheelLines)
      case .click: break
      }
      self.help = help
      return []
    }
    let plan = ScreenPlan(state: self)
    if let placement = plan.pane, placement.geometry.contains(row: mouse.row, column: mouse.column)
    {
      switch mouse.kind {
      case .wheelUp: return paneAction(.highlightPrevious, key: .up)
      case .wheelDown: return paneAction(.highlightNext, key: .down)
      case .click: return click(mouse, in: placement)
      }
    }
    switch mouse.kind {
    case .wheelUp: scrollLines(-Self.wheelLines)
    case .wheelDown: scrollLines(Self.wheelLines)
    case .click: break
    }
    return []
  }

  private mutating func click(_ mouse: MouseEvent, in placement: ScreenPlan.PanePlacement)
    -> [TerminalEffect]
  {
    let geometry = placement.geometry
    let spot = placement.content.spot(
      atRow: mouse.row - geometry.top - 1, rows: geometry.height - 2)
    switch (spot, pane) {
    case (.body(let line), .choice(var choice)):
      guard let position = placement.content.bodyTargets[safe: line] ?? nil else { return [] }
      choice.list.highlighted = position
      pane = .choice(choice)
      return paneAction(.accept, key: .enter)
    case (.body(let line), .valueEntry(var value)):
      guard let position = placement.content.bodyTargets[safe: line] ?? nil else { return [] }
      value.list.highlighted = position
      pane = .valueEntry(value)
      return paneAction(.accept, key: .enter)
    case (.bottom(1), .confirmation(var confirmation)):
      // The buttons' line: "▸[ Order ]  " then " [ Cancel ]", from the text's first column.
      let column = mouse.column - geometry.left - 2
      let first =
        1
        + TextWrapping.displayWidth(TerminalRenderer.buttonLabel(.confirm, of: confirmation.prompt))
      let second =
        1
        + TextWrapping.displayWidth(TerminalRenderer.buttonLabel(.decline, of: confirmation.prompt))
      if (0..<first).contains(column) {
        confirmation.focus = .confirm
      } else if ((first + 2)..<(first + 2 + second)).contains(column) {
        confirmation.focus = .decline
      } else {
        return []
      }
      confirmation.field = LineEditor()
      pane = .confirmation(confirmation)
      return paneAction(.accept, key: .enter)
    default:
      return []
    }
  }
}

extension PaneGeometry {
  /// Whether a screen position is on the pane, borders included.
  func contains(row: Int, column: Int) -> Bool {
    (top..<(top + height)).contains(row) && (left..<(left + width)).contains(column)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
