import ConversationRuntime

/// A value a test can give an intent's parameter: a string, a number, a date, a measurement, an
/// entity reference, an enum case, a list of these, or a value an intent returned.
///
/// Apple's protocol comes from `AppIntentsTypeSupport` (re-exported by App Intents); its
/// requirement is ``makeExpression()``. The types below conform; a type of your own conforms
/// through ``IntentValueConvertible`` (implement ``IntentValueConvertible/makeContainer(context:)``
/// from a value that conforms) or ``IntentValueConvertibleWrapper``. SiriSim's
/// ``_intentTestingValue`` is not part of Apple's API; implement one of the two, or the value
/// converts itself forever.
public protocol IntentValueExpressing: Sendable {
  /// Creates an intent value expression that represents this value.
  func makeExpression() -> IntentValueExpression
  /// SiriSim: the value as the runtime is given it. Not part of Apple's API.
  var _intentTestingValue: _IntentTestingValue { get }
}

extension IntentValueExpressing {
  /// An expression of ``_intentTestingValue``.
  public func makeExpression() -> IntentValueExpression {
    IntentValueExpression(_intentTestingValue)
  }

  /// SiriSim: the value ``makeExpression()`` expresses. Not part of Apple's API.
  public var _intentTestingValue: _IntentTestingValue {
    makeExpression().value
  }
}

/// A value that a test can also read back as its own type: `let title: String = try
/// intent.title`.
///
/// Apple's protocol comes from `AppIntentsTypeSupport`; its requirement is
/// ``makeContainer(context:)``. A type of your own conforms by making its container from a
/// value that conforms, as Apple's framework lets it:
///
/// ```swift
/// struct SoupName: IntentValueConvertible {
///   let name: String
///   func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
///     name.makeContainer(context: context)
///   }
/// }
/// ```
///
/// Given to a parameter, such a value is what its container holds; read back, it is the value
/// given (a value an intent returned reads as your type only through
/// ``IntentValueConvertibleWrapper``). SiriSim's ``_fromIntentTestingValue(_:)`` is not part of
/// Apple's API.
public protocol IntentValueConvertible: IntentValueExpressing {
  /// Creates an intent value container that represents this value.
  func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  /// SiriSim: the value of this type that `value` (a parameter's or a result's value) stands
  /// for, or `nil` when it is not one. Not part of Apple's API.
  static func _fromIntentTestingValue(_ value: Any?) -> Self?
}

extension IntentValueConvertible {
  /// A container of ``IntentValueExpressing/_intentTestingValue``.
  public func makeContainer(context: IntentValueContainer.ConversionContext)
    -> IntentValueContainer
  {
    IntentValueContainer(_intentTestingValue)
  }

  /// An expression of the value's container.
  public func makeExpression() -> IntentValueExpression {
    makeContainer(context: IntentValueContainer.ConversionContext()).makeExpression()
  }

  /// SiriSim: the container's value, read back as this value itself. Not part of Apple's API.
  public var _intentTestingValue: _IntentTestingValue {
    let value = makeContainer(context: IntentValueContainer.ConversionContext()).value
    return _IntentTestingValue(value.preset, readable: self)
  }

  /// SiriSim: `value` when it is of this type. Not part of Apple's API.
  public static func _fromIntentTestingValue(_ value: Any?) -> Self? {
    IntentValueReading.unwrapped(value) as? Self
  }
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
