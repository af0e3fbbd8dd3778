/// A widget (WidgetKit's `Widget`): its `body` names how it is configured and what it shows.
///
/// SiriSim shows no home screen; it compiles widgets, runs their intents, and can draw a
/// widget's placeholder entry as text (``Widget/placeholderView(family:)``).
public protocol Widget {
  /// How the widget is configured.
  associatedtype Body: WidgetConfiguration
  /// Creates the widget, as the system does.
  init()
  /// How the widget is configured: a ``StaticConfiguration`` or an ``AppIntentConfiguration``.
  @WidgetConfigurationBuilder var body: Body { get }
}

/// How a widget is configured and drawn (WidgetKit's `WidgetConfiguration`).
public protocol WidgetConfiguration {}

/// A configuration that can draw its placeholder entry.
protocol _PlaceholderDrawing {
  func placeholderNodes(family: WidgetFamily) -> [SnippetNode]
}

extension Widget {
  /// What the widget shows for its provider's placeholder entry in `family`, drawn as text.
  package func placeholderView(family: WidgetFamily = .systemSmall) -> AnyView {
    let nodes = (body as? any _PlaceholderDrawing)?.placeholderNodes(family: family) ?? []
    return AnyView(ViewGroup(node: .group(nodes)))
  }
}

extension WidgetConfiguration {
  /// The name the widget gallery shows; a terminal has no gallery, so it is kept as code reads.
  public func configurationDisplayName(_ displayName: LocalizedStringResource) -> Self { self }
  /// The name the widget gallery shows.
  public func configurationDisplayName(_ displayName: Text) -> Self { self }
  /// The name the widget gallery shows.
  public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> Self { self }
  /// The description the widget gallery shows.
  public func description(_ description: LocalizedStringResource) -> Self { self }
  /// The description the widget gallery shows.
  public func description(_ description: Text) -> Self { self }
  /// The description the widget gallery shows.
  public func description<S: StringProtocol>(_ description: S) -> Self { self }
  /// The families the widget is offered in.
  public func supportedFamilies(_ families: [WidgetFamily]) -> Self { self }
  /// Turns off the system's margins around the widget's content.
  public func contentMarginsDisabled() -> Self { self }
  /// Whether the system may remove the widget's background.
  public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> Self { self }
  /// Whether the widget asks to be configured when added.
  public func promptsForUserConfiguration() -> Self { self }
  /// Turns off the widget's background in StandBy on iPad and iPhone.
  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
    -> Self
  { self }
}

/// A place a widget can appear, for ``WidgetConfiguration/disfavoredLocations(_:for:)``.
public struct WidgetLocation: Sendable, Hashable {
  let name: String
  /// The home screen.
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  /// The lock screen.
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  /// StandBy.
  public static let standBy = WidgetLocation(name: "standBy")
  /// The iPhone widget on a Mac.
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}
