/// A type of your own that wraps another value a test can give and read (an ``AnyAppEntity``,
/// an ``AnyAppEnum``, a `String`, …) and takes its conversions from it: given to a parameter, it
/// is its base value; read back, the base value is read and wrapped.
///
/// ```swift
/// struct TrailReference: IntentValueConvertibleWrapper {
///   var baseValue: AnyAppEntity
///
///   init(baseValue: AnyAppEntity) {
///     self.baseValue = baseValue
///   }
///
///   var name: String? { baseValue.name }
/// }
///
/// let trail = try TrailReference(
///   baseValue: definitions.entities["TrailEntity"].makeReference(identifier: "1"))
/// let intent = definitions.intents["GetTrailInfo"].makeIntent(trail: trail)
/// let returned: TrailReference = try await intent.run().value
/// ```
///
/// Apple's protocol comes from `AppIntentsTypeSupport` (re-exported by App Intents), with the
/// same requirements; SiriSim's conversions are its own (see ``IntentValueConvertible``).
public protocol IntentValueConvertibleWrapper: IntentValueConvertible {
  /// The underlying type that provides the conversions.
  associatedtype BaseValue: IntentValueConvertible
  /// The underlying value that this type wraps.
  var baseValue: BaseValue { get }
  /// Creates a new instance that wraps the specified base value.
  ///
  /// - Throws: An error if the wrapper cannot be made from this base value; a value read as
  ///   the wrapper then throws ``AppIntentsTestingError/typeMismatch(expected:actual:at:)``.
  init(baseValue: BaseValue) throws
}

extension IntentValueConvertibleWrapper {
  /// SiriSim: the base value's. Not part of Apple's API.
  public var _intentTestingValue: _IntentTestingValue {
    baseValue._intentTestingValue
  }

  /// SiriSim: the base value read from `value`, wrapped; `nil` when it is not one or the
  /// wrapper's initializer throws. Not part of Apple's API.
  public static func _fromIntentTestingValue(_ value: Any?) -> Self? {
    if let wrapper = IntentValueReading.unwrapped(value) as? Self { return wrapper }
    guard let base = BaseValue._fromIntentTestingValue(value) else { return nil }
    return try? Self(baseValue: base)
  }
}
