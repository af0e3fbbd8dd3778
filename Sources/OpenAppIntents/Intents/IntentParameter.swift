import Synchronization

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
  let inclusiveRange: ClosedRange<Double>?
  let options: (@Sendable () async throws -> [IntentValueChoice])?
  let state = Mutex(State())

  init(
    title: LocalizedStringResource?, description: LocalizedStringResource?,
    defaultValue: Value.ValueType?, requestValueDialog: IntentDialog?,
    requestDisambiguationDialog: IntentDialog?, inputConnectionBehavior: InputConnectionBehavior,
    inclusiveRange: ClosedRange<Double>?,
    options: (@Sendable () async throws -> [IntentValueChoice])?
  ) {
    self.title = title
    self.description = description
    self.defaultValue = defaultValue
    self.requestValueDialog = requestValueDialog
    self.requestDisambiguationDialog = requestDisambiguationDialog
    self.inputConnectionBehavior = inputConnectionBehavior
    self.inclusiveRange = inclusiveRange
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
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
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

extension IntentParameter where Value.ValueType == Int {
  /// Creates a whole-number parameter limited to a range.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Int? = nil, inclusiveRange: (lowerBound: Int, upperBound: Int),
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let low = Double(min(inclusiveRange.lowerBound, inclusiveRange.upperBound))
    let high = Double(max(inclusiveRange.lowerBound, inclusiveRange.upperBound))
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: low...high, options: nil)
  }
}

extension IntentParameter where Value.ValueType == Double {
  /// Creates a decimal parameter limited to a range.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Double? = nil, inclusiveRange: (lowerBound: Double, upperBound: Double),
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    let low = min(inclusiveRange.lowerBound, inclusiveRange.upperBound)
    let high = max(inclusiveRange.lowerBound, inclusiveRange.upperBound)
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior, inclusiveRange: low...high, options: nil)
  }
}

/// The shorthand used to declare intent parameters: `@Parameter(title: "Soup") var soup: SoupAppEntity`.
public typealias Parameter = IntentParameter
