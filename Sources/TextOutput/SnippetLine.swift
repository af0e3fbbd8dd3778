@_spi(SiriSim) import OpenAppIntents

/// One laid-out line of a snippet.
public struct SnippetLine: Sendable, Hashable, CustomStringConvertible {
  /// The text.
  public var text: String
  /// The style of the whole line (the strongest style of its parts).
  @_spi(SiriSim) public var style: SnippetTextStyle
  /// Whether the line is a divider.
  public var isDivider: Bool

  /// Creates a line.
  @_spi(SiriSim) public init(text: String, style: SnippetTextStyle = [], isDivider: Bool = false) {
    self.text = text
    self.style = style
    self.isDivider = isDivider
  }

  public var description: String { text }
}
