import Foundation

/// What a timeline provider is asked in (WidgetKit's `TimelineProviderContext`): the widget's
/// family and size, and whether the entry is for the widget gallery.
public struct TimelineProviderContext: Sendable {
  /// The family of the widget asking.
  public let family: WidgetFamily
  /// Whether the widget shows in the gallery, where an entry should come quickly.
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize

  /// A context for a widget of `family`; SiriSim draws widgets as text, so sizes are nominal.
  package init(family: WidgetFamily, isPreview: Bool = true, displaySize: CGSize = .zero) {
    self.family = family
    self.isPreview = isPreview
    self.displaySize = displaySize
  }
}

/// Gives a widget without configuration its entries (WidgetKit's `TimelineProvider`).
public protocol TimelineProvider {
  /// The entries it gives.
  associatedtype Entry: TimelineEntry
  /// What it is asked in.
  typealias Context = TimelineProviderContext

  /// An entry to show while the real one loads, at once.
  func placeholder(in context: Context) -> Entry
  /// One entry for now, passed to `completion`.
  func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
  /// The entries for now and later, passed to `completion`.
  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// Gives a widget configured by an intent its entries (WidgetKit's `AppIntentTimelineProvider`).
public protocol AppIntentTimelineProvider {
  /// The entries it gives.
  associatedtype Entry: TimelineEntry
  /// The intent a person configures the widget with.
  associatedtype Intent: WidgetConfigurationIntent
  /// What it is asked in.
  typealias Context = TimelineProviderContext

  /// An entry to show while the real one loads, at once.
  func placeholder(in context: Context) -> Entry
  /// One entry for now, for `configuration`.
  func snapshot(for configuration: Intent, in context: Context) async -> Entry
  /// The entries for now and later, for `configuration`.
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
  /// Configurations offered ready-made (on watchOS, where widgets are not configured by hand).
  func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
  /// No ready-made configurations.
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A ready-made configuration of a widget, with the name it is offered under.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
  /// The configured intent.
  public let intent: Intent
  /// What the configuration is called.
  public let description: Text

  /// `intent`, offered as `description`.
  public init(intent: Intent, description: Text) {
    self.intent = intent
    self.description = description
  }

  /// `intent`, offered as `description`.
  public init(intent: Intent, description: LocalizedStringResource) {
    self.init(intent: intent, description: Text(description))
  }

  /// `intent`, offered as `description`.
  public init<S: StringProtocol>(intent: Intent, description: S) {
    self.init(intent: intent, description: Text(description))
  }
}
