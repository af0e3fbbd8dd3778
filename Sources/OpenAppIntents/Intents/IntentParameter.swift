import Foundation
import Locking

/// A parameter of an intent: its metadata and its value, filled by Siri or by the intent.
///
/// As in Apple's framework this is a final class, so `perform()` can assign to a parameter
/// (`storeLocation = …`) even though intents are structs, and `$parameter` reaches the
/// parameter's request methods.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: Sendable {
  struct State: Sendable {
    var name: String?
    var value: Value.ValueType?
    var isEmptied = false
  }

  /// The title Siri and Shortcuts show; `nil` means generated from the property name.
  public let title: LocalizedStringResource?
  /// What the parameter is for.
  public let description: LocalizedStringResource?
  /// The value used until one is set.
  public let defaultValue: Value.ValueType?
  /// What Siri says to ask for a value.
  public let requestValueDialog: IntentDialog?
  /// What Siri says to ask the person to pick between values.
  public let requestDisambiguationDialog: IntentDialog?
  /// How the parameter takes input from the previous action in a shortcut.
  public let inputConnectionBehavior: InputConnectionBehavior
  /// The lowest and highest numbers a number parameter allows (`inclusiveRange:`).
  let numberRange: ClosedRange<Double>?
  let control: ParameterControlStyle?
  let measurement: MeasurementOptions?
  let options: (@Sendable () async throws -> [IntentValueChoice])?
  let state = Locked(State())
  /// What `inputOptions:`, `supportedContentTypes:`, `kind:` and `size:` declared.
  let entry = Locked(ParameterEntry())

  init(
    title: LocalizedStringResource?, description: LocalizedStringResource?,
    defaultValue: Value.ValueType?, requestValueDialog: IntentDialog?,
    requestDisambiguationDialog: IntentDialog?, inputConnectionBehavior: InputConnectionBehavior,
    inclusiveRange: ClosedRange<Double>?, controlStyle: ParameterControlStyle? = nil,
    measurement: MeasurementOptions? = nil,
    options: (@Sendable () async throws -> [IntentValueChoice])?
  ) {
    self.title = title
    self.description = description
    self.defaultValue = defaultValue
    self.requestValueDialog = requestValueDialog
    self.requestDisambiguationDialog = requestDisambiguationDialog
    self.inputConnectionBehavior = inputConnectionBehavior
    self.numberRange = inclusiveRange
    self.control = controlStyle
    self.measurement = measurement
    self.options = options
  }

  /// Creates a parameter.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil, options: nil)
  }

  /// Creates a parameter whose values come from an options provider.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      options: { try await optionsProvider._choices() })
  }

  /// The value: the one set, else the default, else empty (`nil` for an optional parameter).
  ///
  /// Reading a required parameter that has no value is a programming error, as on Apple
  /// platforms; SiriSim's runtime fills every required parameter before `perform()` runs.
  public var wrappedValue: Value {
    get {
      if let value = typedValue { return Value._wrapping(value) }
      if let empty = Value._emptyValue { return empty }
      preconditionFailure(
        "Parameter '\(descriptor.name)' was read before it had a value. Make it optional or give it a default."
      )
    }
    set {
      state.withLock {
        $0.value = newValue._unwrapped
        $0.isEmptied = $0.value == nil
      }
    }
  }

  var typedValue: Value.ValueType? {
    state.withLock { state in
      if let value = state.value { return value }
      return state.isEmptied ? nil : defaultValue
    }
  }

  /// The parameter itself, for `$parameter.requestValue()` and key paths such as `\.$soup`.
  public var projectedValue: IntentParameter<Value> { self }
}

/// How a parameter takes input from the previous action in a shortcut.
public enum InputConnectionBehavior: Sendable, Hashable {
  /// The system decides.
  case `default`
  /// Never connect to the previous action's output.
  case never
  /// Connect to the previous action's output.
  case connectToPreviousIntentResult
}

extension IntentParameter {
  /// The lowest and highest values a number parameter allows, as Apple writes them:
  /// `inclusiveRange: (1, 10)`.
  public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)

  /// How an integer parameter takes its value in Shortcuts: typed, or stepped up and down.
  public typealias IntControlStyle = _IntentIntControlStyle

  /// How a decimal parameter takes its value in Shortcuts: typed, slid along its range, or
  /// stepped.
  public typealias DoubleControlStyle = _IntentDoubleControlStyle
}

// Apple declares the number initializers for `Int` (with `IntControlStyle`) and for `Double`
// (with `DoubleControlStyle`), alike but for the style; here they are one declaration over
// `_IntentNumberValue`, whose `_ControlStyle` is that style.

extension IntentParameter where Value.ValueType: _IntentNumberValue {
  /// Creates a whole-number or decimal parameter, optionally limited to a range; Siri asks again
  /// when a value outside it is given.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.ValueType? = nil,
    controlStyle: Value.ValueType._ControlStyle = .stepper,
    inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      controlStyle: controlStyle, inclusiveRange: inclusiveRange,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      options: nil)
  }

  /// The number initializers' one body, with or without an options provider: the range is read
  /// whichever bound comes first.
  convenience init(
    title: LocalizedStringResource?, description: LocalizedStringResource?,
    defaultValue: Value.ValueType?, controlStyle: Value.ValueType._ControlStyle,
    inclusiveRange: InclusiveRange<Value.ValueType>?, requestValueDialog: IntentDialog?,
    inputConnectionBehavior: InputConnectionBehavior,
    options: (@Sendable () async throws -> [IntentValueChoice])?
  ) {
    let range = inclusiveRange.map { bounds in
      let low = min(bounds.lowerBound, bounds.upperBound)
      let high = max(bounds.lowerBound, bounds.upperBound)
      return low._rangeBound...high._rangeBound
    }
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: range,
      controlStyle: controlStyle._control, options: options)
  }

  /// How the parameter takes its value in Shortcuts.
  public var controlStyle: Value.ValueType._ControlStyle? {
    Value.ValueType._ControlStyle(_control: control)
  }
}

extension IntentParameter {
  /// Creates a measurement parameter: `@Parameter(defaultUnit: .kilometers,
  /// supportsNegativeNumbers: false) var searchRadius: Measurement<UnitLength>?`. A number said
  /// without a unit is in `defaultUnit`.
  public convenience init<UnitType: Dimension>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Measurement<UnitType>? = nil, defaultUnit: UnitType,
    supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) where Value.ValueType == Measurement<UnitType> {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      measurement: MeasurementOptions(
        defaultUnit: defaultUnit, supportsNegativeNumbers: supportsNegativeNumbers),
      options: nil)
  }

  /// The unit a number said without one is in, for a measurement parameter.
  public var defaultUnit: Dimension? { measurement?.defaultUnit }

  /// Whether a measurement parameter takes negative numbers.
  public var supportsNegativeNumbers: Bool { measurement?.supportsNegativeNumbers ?? true }
}

/// A measurement parameter's unit and sign rules.
@_spi(SiriSim) public struct MeasurementOptions: @unchecked Sendable {
  /// The unit a number said without one is in.
  public var defaultUnit: Dimension
  /// Whether negative numbers are accepted.
  public var supportsNegativeNumbers: Bool
  /// Whether the unit follows the person's locale (`defaultUnitAdjustForLocale:`).
  public var adjustsForLocale: Bool
  /// Whether the parameter was declared with `unit:`, which fixes the unit.
  public var isFixed: Bool

  /// Creates the options.
  public init(
    defaultUnit: Dimension, supportsNegativeNumbers: Bool, adjustsForLocale: Bool = false,
    isFixed: Bool = false
  ) {
    self.defaultUnit = defaultUnit
    self.supportsNegativeNumbers = supportsNegativeNumbers
    self.adjustsForLocale = adjustsForLocale
    self.isFixed = isFixed
  }
}

/// The shorthand used to declare intent parameters: `@Parameter(title: "Soup") var soup: SoupAppEntity`.
public typealias Parameter = IntentParameter

extension IntentParameter where Value.ValueType == Bool {
  /// Creates a yes-or-no parameter whose values have their own titles.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Bool? = nil, displayName: Bool.IntentDisplayName,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: nil,
      options: {
        [
          IntentValueChoice(
            id: "true", displayRepresentation: DisplayRepresentation(title: displayName.true),
            value: true),
          IntentValueChoice(
            id: "false",
            displayRepresentation: DisplayRepresentation(title: displayName.false),
            value: false),
        ]
      })
    entry.withLock { $0.booleanNames = displayName }
  }

  /// The titles the parameter gives `true` and `false`, if it declared them.
  public var displayName: Bool.IntentDisplayName? { entry.withLock { $0.booleanNames } }
}
