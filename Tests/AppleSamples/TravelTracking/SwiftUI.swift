import OpenAppIntents

// The SwiftUI the sample's snippet views and model use beyond what OpenAppIntents' SwiftUI
// stand-ins declare (its modifiers, shapes, grids, fonts and styles are OpenAppIntents' own).
// Only what Apple's files call is here.

/// Xcode's canvas preview: the body is type-checked, and the macro adds nothing.
@freestanding(declaration)
macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

// MARK: - Text

extension Font {
  /// The default font.
  static let `default` = Font.body
}

extension Text {
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

// MARK: - Animations

extension Animation {
  /// An ease-in-out animation of a duration: a terminal shows the end state at once.
  static func easeInOut(duration: Double) -> Animation { .easeInOut }
}

extension ContentTransition {
  /// A symbol replaced by another with an effect.
  static func symbolEffect(_ effect: ReplaceSymbolEffect) -> ContentTransition { .identity }
}

/// A symbol replacing another.
struct ReplaceSymbolEffect {
  static let replace = ReplaceSymbolEffect()
  func magic(fallback: ReplaceSymbolEffect) -> ReplaceSymbolEffect { self }
}

// MARK: - Containers

/// Views that scroll: a text snippet shows them all.
struct ScrollView: View {
  let content: ViewGroup
  init(@ViewBuilder content: () -> ViewGroup) { self.content = content() }
  var body: some View { content }
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
