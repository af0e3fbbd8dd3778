/// Asks for widgets' timelines again (WidgetKit's `WidgetCenter`); SiriSim draws no home
/// screen, so a reload has nothing to redraw.
public struct WidgetCenter: Sendable {
  /// The one center.
  public static let shared = WidgetCenter()

  /// Reloads the timelines of every widget of `kind`.
  public func reloadTimelines(ofKind kind: String) {}
  /// Reloads every widget's timeline.
  public func reloadAllTimelines() {}
  /// Asks the widgets of an app for their current configurations; SiriSim shows none.
  public func currentConfigurations() async throws -> [WidgetInfo] { [] }
  /// Calls `completion` with the widgets an app shows; SiriSim shows none.
  public func getCurrentConfigurations(
    _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
  ) {
    completion(.success([]))
  }
}

/// A widget placed by a person (WidgetKit's `WidgetInfo`).
public struct WidgetInfo: Sendable {
  /// The widget's kind.
  public let kind: String
  /// The widget's family.
  public let family: WidgetFamily
}

/// Asks for controls' values again (WidgetKit's `ControlCenter`); SiriSim draws no Control
/// Center, so a reload has nothing to redraw.
public struct ControlCenter: Sendable {
  /// The one center.
  public static let shared = ControlCenter()

  /// Reloads every control of `kind`.
  public func reloadControls(ofKind kind: String) {}
  /// Reloads every control.
  public func reloadAllControls() {}
}
