/// An intent whose parameters are the app's settings for a Focus, such as which accounts to
/// show while Work is on; the system runs it when the Focus turns on or off.
///
/// SiriSim has no Focus of its own: `current` is the filter with its parameters' defaults (the
/// configuration when no Focus is on), and running the intent runs its `perform()` as any
/// intent's.
public protocol SetFocusFilterIntent: AppIntent, DisplayRepresentable {
  /// The configurations the app suggests for a Focus, such as "Work accounts only".
  static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self]
  /// What the system uses to adapt itself to this configuration, such as which notifications
  /// to let through.
  var appContext: FocusFilterAppContext { get }
}

extension SetFocusFilterIntent {
  /// By default an app suggests no configurations.
  public static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async
    -> [Self]
  { [] }

  /// By default the filter lets every notification through.
  public var appContext: FocusFilterAppContext { FocusFilterAppContext() }

  /// The configuration in effect: with no Focus on, the parameters' defaults.
  public static var current: Self {
    get async throws { Self() }
  }
}
