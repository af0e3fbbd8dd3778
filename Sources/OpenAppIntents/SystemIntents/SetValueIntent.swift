/// An intent that sets one value, such as a toggle's on or off: a control's action, or "Turn on
/// silent mode".
///
/// SiriSim runs it from an App Shortcut phrase as any intent, and when its `value` is a `Bool`
/// that the phrase does not name, it reads the phrase's own words: "Turn on …" sets `true`,
/// "Turn off …" sets `false`.
public protocol SetValueIntent<ValueType>: AppIntent {
  /// The type of the value set.
  associatedtype ValueType: _IntentValue
  /// The value to set, usually a `@Parameter`.
  var value: ValueType { get set }
}
