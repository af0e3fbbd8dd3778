import Foundation

// Measurements of any dimension (`Measurement<UnitLength>`, `Measurement<UnitMass>`, …), given
// to a measurement parameter as they are and read back as their own type:
// `intent.searchRadius = Measurement(value: 5, unit: UnitLength.kilometers)`. A measurement of
// another dimension than the parameter's makes `run()` throw
// `AppIntentsTestingError.wrongType`, running nothing. Text such as "5 km" is read as a
// person's answer is.

extension Measurement: IntentValueExpressing where UnitType: Dimension {
  public var _intentTestingValue: _IntentTestingValue {
    _IntentTestingValue(.value(self), readable: self)
  }
}

extension Measurement: IntentValueConvertible where UnitType: Dimension {
  /// The measurement when `value` is one of this dimension (in whatever unit); `nil` otherwise.
  public static func _fromIntentTestingValue(_ value: Any?) -> Measurement<UnitType>? {
    IntentValueReading.unwrapped(value) as? Measurement<UnitType>
  }
}
