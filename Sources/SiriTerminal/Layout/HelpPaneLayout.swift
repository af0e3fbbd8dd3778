import ConversationSession
import TextLayout

/// The help pane's lines, generated from the key map and the commands, and how many show.
package struct HelpPaneLayout: Sendable {
  /// The lines, before scrolling.
  package let lines: [StyledLine]
  /// How many lines the pane shows at once.
  package let visibleRows: Int

  /// The help for a state's screen size: the keys that can work from here (Esc to stop only
  /// while Siri works), in as many columns as the screen's width holds.
  package init(state: TerminalState, keyMap: KeyMap = .standard) {
    let layout = ScreenLayout(size: state.size)
    let width = Self.innerWidth(for: layout)
    let sections = keyMap.helpSections(leavingOut: state.isBusy ? [] : [.busy])
    lines = Self.lines(sections: sections, width: width)
    visibleRows = PaneGeometry.maximumContentRows(for: layout)
  }

  /// The help pane takes the screen's width, less a margin, so that its columns fit.
  static func innerWidth(for layout: ScreenLayout) -> Int {
    max(1, layout.size.columns - 6)
  }

  /// The widest a column of keys gets.
  static let columnWidth = 35
  /// The space between columns.
  static let gap = 3

  static func lines(
    sections: [(title: String, entries: [(keys: String, summary: String)])], width: Int
  ) -> [StyledLine] {
    let keyWidth = min(
      14,
      (sections.flatMap { $0.entries.map { TextWrapping.displayWidth($0.keys) } }.max() ?? 0) + 2)
    var blocks: [[StyledLine]] = sections.map { section -> [StyledLine] in
      [StyledLine(section.title, .section)]
        + section.entries.map { row($0.keys, $0.summary, keyWidth: keyWidth, width: columnWidth) }
    }
    // A command and what it does are both long: the command on its line, what it does under
    // it, wrapped rather than cut.
    blocks.append(
      [StyledLine("Commands", .section)]
        + SessionCommand.summaries.flatMap { command -> [StyledLine] in
          [StyledLine(TextFitting.truncated(command.command, width: columnWidth), .footerKey)]
            + TextWrapping.wrap(command.summary, width: columnWidth - 2).map {
              StyledLine("  " + $0, .item)
            }
        })
    let intro = StyledLine(
      TextFitting.truncated("Say what you would say to Siri and press Enter.", width: width),
      .paneDialog)
    let columns = max(1, min(blocks.count, (width + gap) / (columnWidth + gap)))
    guard columns > 1 else {
      // One column: the blocks one under the other, each row cut to the pane.
      return [intro]
        + blocks.flatMap { block -> [StyledLine] in
          [StyledLine()] + block.map { fitted($0, width: width) }
        }
    }
    return [intro, StyledLine()] + Self.flow(blocks, columns: columns)
  }

  /// The blocks flowed into columns of about equal height, in order, side by side.
  static func flow(_ blocks: [[StyledLine]], columns: Int) -> [StyledLine] {
    let total = blocks.reduce(0) { $0 + $1.count + 1 }
    let target = (total + columns - 1) / columns
    var stacks: [[StyledLine]] = [[]]
    for block in blocks {
      if !stacks[stacks.count - 1].isEmpty, stacks.count < columns,
        stacks[stacks.count - 1].count + block.count > target
      {
        stacks.append([])
      }
      if !stacks[stacks.count - 1].isEmpty { stacks[stacks.count - 1].append(StyledLine()) }
      stacks[stacks.count - 1] += block
    }
    let height = stacks.map(\.count).max() ?? 0
    return (0..<height).map { row in
      var spans: [StyledLine.Span] = []
      for (index, stack) in stacks.enumerated() {
        let line = row < stack.count ? stack[row] : StyledLine()
        spans += line.spans
        if index < stacks.count - 1 {
          let pad = columnWidth + gap - line.width
          spans.append(.init(String(repeating: " ", count: max(1, pad)), .plain))
        }
      }
      return StyledLine(spans)
    }
  }

  private static func fitted(_ line: StyledLine, width: Int) -> StyledLine {
    guard line.width > width else { return line }
    return StyledLine(
      TextFitting.truncated(line.text, width: width), line.spans.last?.role ?? .item)
  }

  private static func row(_ keys: String, _ summary: String, keyWidth: Int, width: Int)
    -> StyledLine
  {
    let keyText = TextFitting.padded(keys, width: min(keyWidth, width))
    return StyledLine([
      .init(keyText, .footerKey),
      .init(TextFitting.truncated(summary, width: max(0, width - keyWidth)), .item),
    ])
  }
}
