/// One line of a ``TextBox``, in three parts: its left border, its middle and its right border.
///
/// Front ends that show the box as plain text join the parts (``text``); front ends that style
/// borders and content differently style each part, without cutting the line apart themselves.
public struct BoxLine: Sendable, Hashable, CustomStringConvertible {
  /// Which line of the box this is.
  public enum Kind: Sendable, Hashable {
    /// The top border, `┌──┐`.
    case top
    /// A line of content, `│ text │`.
    case content
    /// A divider between content lines, `├──┤`.
    case divider
    /// The bottom border, `└──┘`.
    case bottom
  }

  /// Which line of the box this is.
  public var kind: Kind
  /// The left border: `"│ "` on a content line, the corner or tee and a rule on the others.
  public var leading: String
  /// The content padded to the box's inner width, or the rule between the borders.
  public var content: String
  /// The right border: `" │"` on a content line, a rule and the corner or tee on the others.
  public var trailing: String

  /// The whole line, as plain text.
  public var text: String { leading + content + trailing }

  public var description: String { text }
}
