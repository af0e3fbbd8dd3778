import Foundation

/// The values a view reads from its surroundings, as SwiftUI names them, with the values a
/// SiriSim snippet has: the light appearance, the current locale, calendar and time zone, a
/// small widget drawn in full color.
public struct EnvironmentValues: Sendable {
  /// The light or dark appearance.
  public var colorScheme: ColorScheme = .light
  /// The locale.
  public var locale: Locale = .current
  /// The calendar.
  public var calendar: Calendar = .current
  /// The time zone.
  public var timeZone: TimeZone = .current
  /// The family of the widget being drawn.
  public var widgetFamily: WidgetFamily = .systemSmall
  /// How the widget is drawn.
  public var widgetRenderingMode: WidgetRenderingMode = .fullColor
  /// Whether the widget's container background is shown.
  public var showsWidgetContainerBackground = true
  /// Whether the display is dimmed (always-on).
  public var isLuminanceReduced = false
  /// Why content is drawn as a placeholder.
  public var redactionReasons: RedactionReasons = []
  /// Whether the view is enabled.
  public var isEnabled = true
  /// Opens a URL; SiriSim has no browser, so the URL is not opened.
  public var openURL = OpenURLAction { _ in .discarded }
  /// The pixels per point of the display.
  public var displayScale = 2.0
  /// The size of the user's text.
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass? = .regular

  /// The values of a snippet.
  public init() {}
}

/// Reads a value from the view's environment (`@Environment(\.widgetFamily) var family`).
@propertyWrapper
public struct Environment<Value> {
  let value: Value
  /// Reads the value at a key path of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    value = EnvironmentValues()[keyPath: keyPath]
  }
  /// The value.
  public var wrappedValue: Value { value }
}

extension Environment: Sendable where Value: Sendable {}

/// The size and shape of a widget, as WidgetKit names it (App Intents' `IntentWidgetFamily`).
public typealias WidgetFamily = IntentWidgetFamily

/// How a widget is drawn: in full color, tinted with an accent, or vibrant on the Lock Screen.
public struct WidgetRenderingMode: Sendable, Hashable {
  let name: String
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  public static let accented = WidgetRenderingMode(name: "accented")
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
}

/// Where a container background goes, such as `.widget`.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
  let name: String
  /// A widget's background.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
  /// A navigation container's background.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

/// How a widget's image is drawn in the accented mode.
public struct WidgetAccentedRenderingMode: Sendable, Hashable {
  let name: String
  public static let accented = WidgetAccentedRenderingMode(name: "accented")
  public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
  public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
  public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

// WidgetKit's modifiers: SiriSim draws no widget, so each returns the view as it is; they are
// here so an app's widget views, which sit beside its intents, compile.
extension View {
  /// Marks the view as part of the widget's accent group.
  public func widgetAccentable(_ accentable: Bool = true) -> Self { self }
  /// The URL the widget opens when tapped.
  public func widgetURL(_ url: URL?) -> Self { self }
  /// The widget's background.
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  )
    -> Self
  { self }
  /// The widget's background, as views.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> Self { self }
  /// Whether the widget's content reaches its edges.
  public func contentMarginsDisabled() -> Self { self }
}

extension Image {
  /// How the image is drawn in a widget's accented mode.
  public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> Image {
    self
  }
}

/// The background of an accessory widget (a Lock Screen widget's translucent disc).
public struct AccessoryWidgetBackground: View, _PrimitiveView {
  /// The accessory background.
  public init() {}
  var snippetNode: SnippetNode { .group([]) }
}

/// The action that opens a URL, read as `@Environment(\.openURL)` and called as a function.
public struct OpenURLAction: Sendable {
  let handler: @Sendable (URL) -> Result

  /// An action that handles URLs with a closure.
  public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

  /// Opens a URL.
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens a URL and reports whether it was accepted.
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    completion(handler(url) != .discarded)
  }

  /// What became of a URL.
  public enum Result: Sendable, Hashable {
    case handled, discarded, systemAction
  }
}

/// The size of the user's text.
public enum DynamicTypeSize: Sendable, Hashable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// A size class: compact or regular room.
public enum UserInterfaceSizeClass: Sendable, Hashable {
  case compact, regular
}
