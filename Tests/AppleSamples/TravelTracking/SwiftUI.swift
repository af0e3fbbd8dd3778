import OpenAppIntents

// The SwiftUI the sample's snippet views and model use beyond OpenAppIntents' text views:
// modifiers that change nothing in a text snippet, shapes, grids and styles. Only what Apple's
// files call is here.

/// Xcode's canvas preview: the body is type-checked, and the macro adds nothing.
@freestanding(declaration)
macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

// MARK: - Modifiers

/// SwiftUI's modifiers the sample writes: a text snippet draws none of them, so each returns the
/// view unchanged (`Text`'s own `font(_:)` and `foregroundColor(_:)` still style text).
extension View {
  func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> Self { self }
  func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> Self { self }
  func font(_ font: Font?) -> Self { self }
  func fontWeight(_ weight: Font.Weight?) -> Self { self }
  func foregroundColor(_ color: Color?) -> Self { self }
  func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
  func lineLimit(_ number: Int?) -> Self { self }
  func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
  func disabled(_ disabled: Bool) -> Self { self }
  func buttonStyle<S: ButtonStyle>(_ style: S) -> Self { self }
  func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self { self }
  func contentTransition(_ transition: ContentTransition) -> Self { self }
  func symbolVariant(_ variant: SymbolVariants) -> Self { self }
  func clipShape<S: Shape>(_ shape: S) -> Self { self }
  func cornerRadius(_ radius: CGFloat) -> Self { self }
  func scaledToFit() -> Self { self }
  func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  func scaleEffect(_ scale: CGFloat) -> Self { self }
  func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
  func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self {
    self
  }
}

/// The edges padding applies to.
enum Edge {
  struct Set: OptionSet {
    let rawValue: Int
    static let top = Set(rawValue: 1)
    static let leading = Set(rawValue: 2)
    static let bottom = Set(rawValue: 4)
    static let trailing = Set(rawValue: 8)
    static let horizontal: Set = [.leading, .trailing]
    static let vertical: Set = [.top, .bottom]
    static let all: Set = [.horizontal, .vertical]
  }
}

/// How lines of text align.
enum TextAlignment {
  case leading, center, trailing
}

// MARK: - Text

extension Font {
  /// A font's weight.
  enum Weight {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A font's design.
  enum Design {
    case `default`, serif, rounded, monospaced
  }

  /// The system font of a size: in a text snippet, body text.
  static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    .body
  }

  /// The default font.
  static let `default` = Font.body

  /// The font in bold; weights do not change text in a snippet.
  func bold() -> Font { self }
}

/// The colors the sample names that OpenAppIntents lacks, as the terminal shows them.
extension Color {
  static let pink = Color.red
  static let purple = Color.blue
  static let teal = Color.green
  static let white = Color.primary

  /// The color as a gradient.
  var gradient: AnyGradient { AnyGradient(color: self) }
}

extension Text {
  /// How an interpolated date reads.
  enum DateStyle {
    case time, date, relative, offset, timer
  }

  /// Text from SwiftUI's localized string key, whose interpolations take formats, dates and
  /// images; OpenAppIntents' `Text(_:)` takes the others.
  @_disfavoredOverload
  init(_ key: LocalizedStringKey) {
    self.init(verbatim: key.text)
  }
}

/// SwiftUI's localized string key: here the text it reads.
struct LocalizedStringKey: ExpressibleByStringInterpolation {
  var text: String

  init(stringLiteral value: String) { text = value }
  init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

  struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    init(literalCapacity: Int, interpolationCount: Int) {}
    mutating func appendLiteral(_ literal: String) { text += literal }
    mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
    mutating func appendInterpolation(_ value: Double, specifier: String) {
      text += String(format: specifier, value)
    }
    mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      text += date.formatted()
    }
    mutating func appendInterpolation(_ image: Image) {}
  }
}

// MARK: - Shapes and styles

/// A color, gradient or other fill.
protocol ShapeStyle {}
extension Color: ShapeStyle {}

/// A color's gradient.
struct AnyGradient: ShapeStyle {
  let color: Color
}

/// A 2D shape, which is also a view.
protocol Shape: View {}

extension Shape {
  var body: EmptyView { EmptyView() }
  func fill<S: ShapeStyle>(_ style: S) -> Self { self }
}

struct RoundedRectangle: Shape {
  let cornerRadius: CGFloat
}

struct ContainerRelativeShape: Shape {}

/// How a changing view animates.
struct Animation {
  static func easeInOut(duration: Double) -> Animation { Animation() }
}

/// How a view's content changes.
struct ContentTransition {
  static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
  static func symbolEffect(_ effect: ReplaceSymbolEffect) -> ContentTransition {
    ContentTransition()
  }
}

/// A symbol replacing another.
struct ReplaceSymbolEffect {
  static let replace = ReplaceSymbolEffect()
  func magic(fallback: ReplaceSymbolEffect) -> ReplaceSymbolEffect { self }
}

/// A symbol's variant, such as filled.
struct SymbolVariants {
  static let none = SymbolVariants()
  static let fill = SymbolVariants()
}

// MARK: - Button styles

/// A button's look, drawn from its label.
protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ButtonStyleConfiguration
}

/// What a button style draws from.
struct ButtonStyleConfiguration {
  /// The button's label.
  let label: EmptyView
  /// Whether the button is held down.
  let isPressed: Bool
}

/// A button's look and behavior.
protocol PrimitiveButtonStyle {}

/// A button that looks like its label.
struct PlainButtonStyle: PrimitiveButtonStyle {}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  static var plain: PlainButtonStyle { PlainButtonStyle() }
}

// MARK: - Containers

/// Views that scroll: a text snippet shows them all.
struct ScrollView: View {
  let content: ViewGroup
  init(@ViewBuilder content: () -> ViewGroup) { self.content = content() }
  var body: some View { content }
}

/// Views in rows and columns: a text snippet shows them one after the other.
struct Grid: View {
  let content: ViewGroup
  init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> ViewGroup
  ) { self.content = content() }
  var body: some View { content }
}

/// A row of a grid.
struct GridRow: View {
  let content: ViewGroup
  init(alignment: Alignment? = nil, @ViewBuilder content: () -> ViewGroup) {
    self.content = content()
  }
  var body: some View { HStack { content } }
}

/// The size a geometry reader offers.
struct GeometryProxy {
  var size: CGSize
}

/// A view that reads the size offered to it: a text snippet has none.
struct GeometryReader: View {
  let content: ViewGroup
  init(@ViewBuilder content: (GeometryProxy) -> ViewGroup) {
    self.content = content(GeometryProxy(size: .zero))
  }
  var body: some View { content }
}

// MARK: - Navigation and rendering

/// SwiftUI's navigation path: the values pushed, type-erased.
struct NavigationPath {
  private var elements: [AnyHashable] = []
  init() {}
  var count: Int { elements.count }
  mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
}

/// SwiftUI's renderer of a view to an image or a PDF: here it draws nothing.
@MainActor final class ImageRenderer<Content: View> {
  let content: Content
  init(content: Content) { self.content = content }

  /// Calls `renderer` with the view's size and a function that draws it into a context.
  func render(
    rasterizationScale: CGFloat = 1,
    renderer: (CGSize, (CGContext) -> Void) -> Void
  ) {
    renderer(.zero) { _ in }
  }
}

/// How a shared item previews: its title and icon.
struct SharePreview<ImagePreview, IconPreview> {
  let title: String
  init<S: StringProtocol>(_ title: S, icon: IconPreview) where ImagePreview == Never {
    self.title = String(title)
  }
}
