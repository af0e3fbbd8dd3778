/// Where the parts of the screen go at a size: header, transcript, input line, footer, and
/// the area panes are drawn over.
package struct ScreenLayout: Sendable, Hashable {
  /// The screen's size.
  package var size: TerminalSize

  /// The layout for a size.
  package init(size: TerminalSize) { self.size = size }

  /// The header's row.
  package var headerRow: Int { 0 }
  /// The transcript's rows.
  package var transcriptRows: Range<Int> { 1..<max(1, size.rows - 2) }
  /// The input line's row.
  package var inputRow: Int { max(0, size.rows - 2) }
  /// The footer's row.
  package var footerRow: Int { max(0, size.rows - 1) }
  /// The rows a pane may cover: the transcript and the input line.
  package var paneRows: Range<Int> { 1..<max(1, size.rows - 1) }

  /// The columns before a transcript line's text, where "You" and "Siri" go.
  package static let gutter = 6

  /// How wide a transcript line's text may be.
  package var transcriptTextWidth: Int { max(1, size.columns - Self.gutter - 1) }

  /// The widest a snippet box gets, in the transcript or a pane.
  package static let maximumSnippetWidth = 56

  /// How wide a snippet box may be in the transcript.
  package var snippetWidth: Int { min(Self.maximumSnippetWidth, transcriptTextWidth) }
}
