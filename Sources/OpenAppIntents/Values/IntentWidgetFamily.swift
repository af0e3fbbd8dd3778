/// The widget families a widget's configuration can be sized for, as App Intents names them.
///
/// SiriSim shows no widgets; the family keys an array parameter's
/// ``IntentCollectionSize`` (`size: [.systemSmall: 1, .systemLarge: 4]`).
public enum IntentWidgetFamily: Sendable, Hashable, CaseIterable {
  /// A small widget.
  case systemSmall
  /// A medium widget.
  case systemMedium
  /// A large widget.
  case systemLarge
  /// An extra large widget.
  case systemExtraLarge
  /// An extra large portrait widget.
  case systemExtraLargePortrait
  /// A circular widget.
  case accessoryCircular
  /// A corner widget.
  case accessoryCorner
  /// A rectangular widget.
  case accessoryRectangular
  /// A flat widget of one row of text and an optional image.
  case accessoryInline
}
