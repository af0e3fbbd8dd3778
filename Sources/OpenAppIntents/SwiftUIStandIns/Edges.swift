/// A view's edge, as SwiftUI names it: padding and safe areas take a set of them.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    /// A set from its raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Padding on each edge.
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  /// Insets of the given lengths.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// How lines of text are aligned.
public enum TextAlignment: Sendable, Hashable, CaseIterable {
  case leading, center, trailing
}

/// A horizontal or vertical axis.
public enum Axis: Int8, Sendable, Hashable, CaseIterable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    /// A set from its raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// The light or dark appearance.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
  case light, dark
}
