/// A parameter or property as the system sees it: the type of its value, its title and whether
/// it may be empty.
///
/// Apple's framework uses it to reach a parameter's value without knowing its type (a
/// `ParameterSummaryWhenCondition` names its parameter as `KeyPath<Intent, some AnyIntentValue>`).
public protocol AnyIntentValue: Sendable {
  /// The type of the value.
  associatedtype Value: _IntentValue, Sendable
  /// The title Siri and Shortcuts show.
  var title: LocalizedStringResource { get }
  /// Whether the value may be empty.
  var isOptional: Bool { get }
}
