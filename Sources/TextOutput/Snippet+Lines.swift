@_spi(SiriSim) import OpenAppIntents

extension Snippet {
  /// The snippet as lines of text at most `width` columns wide (at least 8), with each line's
  /// style; laid out once per width, whoever asks.
  public func lines(width: Int) -> [SnippetLine] {
    let width = max(width, 8)
    return layouts.layout(width: width) { SnippetLayout.lines(of: root, width: width) }
  }
}
