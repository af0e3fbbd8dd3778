import Foundation

// SwiftUI's style modifiers on any view. Text carries its own style (see `Text`); on other
// views a terminal has nothing to apply them to, so each returns the view as it is.
extension View {
  /// The style of the view's text and symbols.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
  /// The styles of the view's primary and secondary content.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> Self
  { self }
  /// The color of the view's text and symbols.
  public func foregroundColor(_ color: Color?) -> Self { self }
  /// The font of the view's text.
  public func font(_ font: Font?) -> Self { self }
  /// The weight of the view's text.
  public func fontWeight(_ weight: Font.Weight?) -> Self { self }
  /// The design of the view's text.
  public func fontDesign(_ design: Font.Design?) -> Self { self }
  /// Bold text in the view.
  public func bold(_ isActive: Bool = true) -> Self { self }
  /// Italic text in the view.
  public func italic(_ isActive: Bool = true) -> Self { self }
  /// Digits of one width in the view.
  public func monospacedDigit() -> Self { self }
  /// The tint of controls and symbols.
  public func tint(_ tint: Color?) -> Self { self }
  /// The tint of controls and symbols.
  public func tint<S: ShapeStyle>(_ tint: S?) -> Self { self }
  /// The accent color of the view.
  public func accentColor(_ accentColor: Color?) -> Self { self }
  /// The most lines the view's text takes.
  public func lineLimit(_ number: Int?) -> Self { self }
  /// The most lines the view's text takes, reserving the space when `reservesSpace`.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> Self { self }
  /// How the view's lines of text are aligned.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
  /// How far the view's text may shrink to fit.
  public func minimumScaleFactor(_ factor: Double) -> Self { self }
  /// Where the view's text is cut when it does not fit.
  public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
  /// Whether the view's text may be set tighter to fit.
  public func allowsTightening(_ flag: Bool) -> Self { self }
  /// How SF Symbols are colored.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
  /// A variant of the view's SF Symbols.
  public func symbolVariant(_ variant: SymbolVariants) -> Self { self }
  /// The scale of the view's images.
  public func imageScale(_ scale: Image.Scale) -> Self { self }
  /// The light or dark appearance of the view.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }
  /// Placeholder drawing for redacted content.
  public func redacted(reason: RedactionReasons) -> Self { self }
  /// The view shown even when its parent is redacted.
  public func unredacted() -> Self { self }
  /// Marks the view as private, hidden on a locked screen.
  public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
  /// Marks the view's content as stale until the next update.
  public func invalidatableContent(_ invalidatable: Bool = true) -> Self { self }
  /// A value in the view's environment.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> Self {
    self
  }
}

/// How SF Symbols are colored.
public struct SymbolRenderingMode: Sendable, Hashable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// Variants of an SF Symbol, such as `.fill` or `.circle`.
public struct SymbolVariants: Sendable, Hashable {
  let name: String
  public static let none = SymbolVariants(name: "none")
  public static let fill = SymbolVariants(name: "fill")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let rectangle = SymbolVariants(name: "rectangle")
  public static let slash = SymbolVariants(name: "slash")
}

/// Why a view's content is drawn as a placeholder.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  /// Reasons from their raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
}

extension Image {
  /// The scale of an image next to text.
  public enum Scale: Sendable, Hashable {
    case small, medium, large
  }

  /// Whether an image is drawn in its colors or as a template.
  public enum TemplateRenderingMode: Sendable, Hashable {
    case template, original
  }

  /// An asset image from a bundle; a terminal cannot show it, so it is left out.
  public init(_ name: String, bundle: Bundle?) { self.init(name) }
  /// A decorative asset image; a terminal cannot show it, so it is left out.
  public init(decorative name: String, bundle: Bundle? = nil) { self.init(name) }
  /// An SF Symbol drawn with a variable value.
  public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
  /// The image as a template or in its colors.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  /// The image resized with caps; a terminal shows it at its size.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  { self }
  /// Whether the image is smoothed; no effect in a terminal.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
  /// How the image is scaled; no effect in a terminal.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// How an image fills space when resized.
  public enum ResizingMode: Sendable, Hashable {
    case tile, stretch
  }

  /// The quality of image scaling.
  public enum Interpolation: Sendable, Hashable {
    case none, low, medium, high
  }
}
