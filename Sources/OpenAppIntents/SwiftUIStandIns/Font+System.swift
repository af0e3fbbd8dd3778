// SwiftUI's system and custom fonts: headline-sized and bold fonts read as emphasized text,
// small ones as secondary, the rest as plain text.
extension Font {
  /// A font's weight.
  public struct Weight: Sendable, Hashable {
    let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)

    /// Semibold and heavier read as emphasized.
    var style: SnippetTextStyle { value >= 600 ? .emphasized : [] }
  }

  /// A font's design.
  public enum Design: Sendable, Hashable {
    case `default`, serif, rounded, monospaced
  }

  /// The text styles of Dynamic Type.
  public enum TextStyle: Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// The system font of a size: 17 points and larger read as emphasized, under 13 as secondary.
  public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
    let sized: SnippetTextStyle = size >= 17 ? .emphasized : size < 13 ? .secondary : []
    return Font(style: sized.union(weight?.style ?? []))
  }

  /// The system font of a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(style: Font.font(for: style).style.union(weight?.style ?? []))
  }

  /// A font by name; it reads as plain text.
  public static func custom(_ name: String, size: Double) -> Font { Font(style: []) }

  /// A font by name, sized relative to a text style.
  public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle)
    -> Font
  { Font(style: Font.font(for: textStyle).style) }

  /// The bold version of the font.
  public func bold() -> Font { Font(style: style.union(.emphasized)) }
  /// The font at a weight.
  public func weight(_ weight: Weight) -> Font { Font(style: style.union(weight.style)) }
  /// The italic version of the font.
  public func italic() -> Font { Font(style: style.union(.italic)) }
  /// Digits of one width; no effect in a terminal, whose digits are.
  public func monospacedDigit() -> Font { self }
  /// A fixed-width version; no effect in a terminal, whose letters are.
  public func monospaced() -> Font { self }
  /// Small capitals; no effect in a terminal.
  public func smallCaps() -> Font { self }

  static func font(for style: TextStyle) -> Font {
    switch style {
    case .largeTitle: return .largeTitle
    case .title: return .title
    case .title2: return .title2
    case .title3: return .title3
    case .headline: return .headline
    case .subheadline: return .subheadline
    case .body: return .body
    case .callout: return .callout
    case .footnote: return .footnote
    case .caption: return .caption
    case .caption2: return .caption2
    }
  }
}
