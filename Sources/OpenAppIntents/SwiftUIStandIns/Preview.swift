/// An Xcode canvas preview of a view (SwiftUI's `#Preview`); SiriSim has no canvas, so it
/// declares nothing, but its body must compile.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "OpenAppIntentsMacros", type: "PreviewMacro")

/// An Xcode canvas preview of a widget in `family` through a timeline of entries (WidgetKit's
/// `#Preview(as:widget:timeline:)`); it declares nothing, but its closures must compile.
@freestanding(declaration)
public macro Preview<W: Widget, E: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
  @PreviewTimelineBuilder<E> timeline: @escaping @MainActor () async -> [E]
) = #externalMacro(module: "OpenAppIntentsMacros", type: "PreviewMacro")

/// Builds a preview's timeline from the entries listed in a closure (WidgetKit's
/// `PreviewTimelineBuilder`).
@resultBuilder
public enum PreviewTimelineBuilder<Entry: TimelineEntry> {
  public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
  public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
  public static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Entry]?) -> [Entry] { part ?? [] }
  public static func buildEither(first: [Entry]) -> [Entry] { first }
  public static func buildEither(second: [Entry]) -> [Entry] { second }
  public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
}
