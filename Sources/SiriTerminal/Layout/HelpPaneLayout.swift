import TextLayout

/// The help pane's lines, generated from the key map and the commands, and how many show.
public struct HelpPaneLayout: Sendable {
  /// The lines, before scrolling.
  public let lines: [StyledLine]
  /// How many lines the pane shows at once.
  public let visibleRows: Int

  /// The help for a state's screen size.
  public init(state: TerminalState, keyMap: KeyMap = .standard) {
    let layout = ScreenLayout(size: state.size)
    let width = PaneGeometry.innerWidth(for: layout)
    lines = Self.lines(keyMap: keyMap, width: width)
    visibleRows = PaneGeometry.maximumContentRows(for: layout)
  }

  static func lines(keyMap: KeyMap, width: Int) -> [StyledLine] {
    var lines: [StyledLine] = [
      StyledLine(
        TextFitting.truncated("Say what you would say to Siri and press Enter.", width: width),
        .paneDialog)
    ]
    let sections = keyMap.helpSections
    let keyWidth = min(
      12,
      (sections.flatMap { $0.entries.map { TextWrapping.displayWidth($0.keys) } }.max() ?? 0) + 2)
    for section in sections {
      lines.append(StyledLine())
      lines.append(StyledLine(section.title, .section))
      for entry in section.entries {
        lines.append(row(entry.keys, entry.summary, keyWidth: keyWidth, width: width))
      }
    }
    lines.append(StyledLine())
    lines.append(StyledLine("Commands", .section))
    let commandWidth = min(
      width / 2,
      (TerminalCommand.summaries.map { TextWrapping.displayWidth($0.command) }.max() ?? 0) + 2)
    for command in TerminalCommand.summaries {
      lines.append(row(command.command, command.summary, keyWidth: commandWidth, width: width))
    }
    return lines
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
