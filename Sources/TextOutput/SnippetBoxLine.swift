@_spi(SiriSim) import OpenAppIntents
import TextLayout

/// One line of a snippet's box, with the style of the snippet line it shows.
public struct SnippetBoxLine: Sendable, Hashable {
  /// The box line, in its border and content parts.
  public var box: BoxLine
  /// The style of the snippet line on a content line; empty on borders and dividers.
  @_spi(SiriSim) public var style: SnippetTextStyle

  /// Creates a line.
  @_spi(SiriSim) public init(box: BoxLine, style: SnippetTextStyle = []) {
    self.box = box
    self.style = style
  }
}
