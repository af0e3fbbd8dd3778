import ConversationRuntime

/// A value a test can give an intent's parameter: a string, a number, a date, an entity
/// reference, an enum case, or a value an intent returned.
///
/// Apple's protocol comes from `AppIntentsTypeSupport` (re-exported by App Intents); its
/// requirement is the framework's own. SiriSim's requirement, ``_intentTestingValue``, is not
/// part of Apple's API: the types below conform, and a test needs no conformance of its own.
public protocol IntentValueExpressing: Sendable {
  /// SiriSim: the value as the runtime is given it. Not part of Apple's API.
  var _intentTestingValue: _IntentTestingValue { get }
}

/// A value that a test can also read back as its own type: `let title: String = try
/// intent.title`.
///
/// Apple's protocol comes from `AppIntentsTypeSupport`; SiriSim's requirement,
/// ``_fromIntentTestingValue(_:)``, is not part of Apple's API.
public protocol IntentValueConvertible: IntentValueExpressing {
  /// SiriSim: the value of this type that `value` (a parameter's or a result's value) stands
  /// for, or `nil` when it is not one. Not part of Apple's API.
  static func _fromIntentTestingValue(_ value: Any?) -> Self?
}

/// SiriSim: a value as the runtime is given it, for ``IntentValueExpressing``. Not part of
/// Apple's API.
public struct _IntentTestingValue: Sendable {
  /// How the runtime sets the parameter.
  let preset: PresetValue
  /// What reading the parameter back gives: the value itself, or the reference.
  let readable: (any Sendable)?

  init(_ preset: PresetValue, readable: (any Sendable)?) {
    self.preset = preset
    self.readable = readable
  }
}
