@_spi(SiriSim) import OpenAppIntents
import TextLayout
@_spi(SiriSim) import TextOutput

/// Lays out the transcript as lines for a width: "You" and "Siri" in the gutter, text wrapped
/// by display width, snippets in Unicode boxes.
package enum ScrollbackLayout {
  /// The thinking indicator's frames.
  package static let spinner: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// Every line of the transcript, with the thinking indicator last while Siri is busy. The
  /// entries' lines come from the transcript's layout, laid out once as they arrived.
  package static func lines(for state: TerminalState) -> [StyledLine] {
    var lines = Array(state.scrollback.lines(columns: state.size.columns))
    if let thinking = thinkingLine(for: state) { lines.append(thinking) }
    return lines
  }

  /// How many lines ``lines(for:)`` gives, without copying them.
  package static func lineCount(for state: TerminalState) -> Int {
    state.scrollback.lines(columns: state.size.columns).count
      + (thinkingLine(for: state) == nil ? 0 : 1)
  }

  /// "Siri ⠹ thinking…" while Siri is busy and no pane is open.
  static func thinkingLine(for state: TerminalState) -> StyledLine? {
    guard state.isBusy, state.pane == nil else { return nil }
    let frame = spinner[state.spinnerFrame % spinner.count]
    return StyledLine([.init(label("Siri"), .siriLabel), .init(frame + " thinking…", .thinking)])
  }

  /// The lines of one entry.
  package static func lines(for entry: ScrollbackEntry, layout: ScreenLayout) -> [StyledLine] {
    let width = layout.transcriptTextWidth
    switch entry {
    case .utterance(let text), .answer(let text):
      return labelled("You", .userLabel, text, .user, width: width)
    case .siri(let text, let snippet, let isError):
      var lines =
        text.isEmpty
        ? [] : labelled("Siri", .siriLabel, text, isError ? .error : .siri, width: width)
      if let snippet {
        let boxed = boxLines(snippet, width: layout.snippetWidth)
        if lines.isEmpty, var first = boxed.first {
          first.spans[0] = .init(label("Siri"), .siriLabel)
          lines = [first] + boxed.dropFirst()
        } else {
          lines += boxed
        }
      }
      return lines
    case .understood(let app, let intent, let values):
      return indented(
        ScrollbackEntry.understoodNote(app: app, intent: intent, values: values), .hint,
        width: width)
    case .appOpened(let app, let screen):
      return indented("\(app) opened\(screen.map { ": \($0)" } ?? "")", .hint, width: width)
    case .notice(let text, let isError):
      // Notices are often tables (`:why`, `:apps`): a line that fits keeps its columns.
      return indented(text, isError ? .error : .notice, width: width, keepsSpacing: true)
    }
  }

  /// A snippet's card in one box fitted to its text (``SnippetCard``), indented to the text
  /// column, its lines styled as the snippet styles them.
  static func boxLines(_ snippet: Snippet, width: Int) -> [StyledLine] {
    SnippetCard.boxedLines(of: snippet, maxWidth: max(8, width - 4)).map { line in
      guard line.box.kind == .content else {
        return StyledLine([.init(blank, .plain), .init(line.box.text, .snippetBorder)])
      }
      return StyledLine([
        .init(blank, .plain),
        .init(line.box.leading, .snippetBorder),
        .init(line.box.content, line.role),
        .init(line.box.trailing, .snippetBorder),
      ])
    }
  }

  private static let blank = String(repeating: " ", count: ScreenLayout.gutter)

  private static func label(_ name: String) -> String {
    name.padding(toLength: ScreenLayout.gutter, withPad: " ", startingAt: 0)
  }

  private static func labelled(
    _ name: String, _ labelRole: CellRole, _ text: String, _ role: CellRole, width: Int
  ) -> [StyledLine] {
    TextWrapping.wrap(text, width: width).enumerated().map { index, line in
      StyledLine([
        .init(index == 0 ? label(name) : blank, index == 0 ? labelRole : .plain),
        .init(line, role),
      ])
    }
  }

  private static func indented(
    _ text: String, _ role: CellRole, width: Int, keepsSpacing: Bool = false
  ) -> [StyledLine] {
    TextWrapping.wrap(text, width: width, keepsSpacing: keepsSpacing).map {
      StyledLine([.init(blank, .plain), .init($0, role)])
    }
  }
}
