import Foundation

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
  /// Creates a money parameter limited to some currencies and, optionally, to a range of
  /// amounts; Siri asks again for an amount outside it.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    currencyCodes: [String], inclusiveRange: InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, currencyCodes: currencyCodes,
      inclusiveRange: inclusiveRange, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, options: nil)
  }

  /// Creates a money parameter limited to some currencies, whose amounts come from an options
  /// provider.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    currencyCodes: [String], inclusiveRange: InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) where Provider.Result.Element: Sendable {
    self.init(
      title: title, description: description, currencyCodes: currencyCodes,
      inclusiveRange: inclusiveRange, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior,
      options: { try await optionsProvider._choices() })
  }

  /// The money initializers' one body, with or without an options provider: the runtime checks
  /// amounts against the range as numbers, and the entry keeps the codes and the range as
  /// declared, whichever bound comes first.
  private convenience init(
    title: LocalizedStringResource?, description: LocalizedStringResource?,
    currencyCodes: [String], inclusiveRange: InclusiveRange<Decimal>?,
    requestValueDialog: IntentDialog?, inputConnectionBehavior: InputConnectionBehavior,
    options: (@Sendable () async throws -> [IntentValueChoice])?
  ) {
    self.init(
      title: title, description: description, defaultValue: nil,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior,
      inclusiveRange: Self.numberRange(inclusiveRange), options: options)
    entry.withLock { Self.record(currencyCodes, inclusiveRange, in: &$0) }
  }

  /// The currencies the parameter takes; `nil` or empty takes any.
  public var currencyCodes: [String]? { entry.withLock { $0.currencyCodes } }

  /// The lowest and highest amounts the parameter allows, if it declared them.
  public var inclusiveRange: InclusiveRange<Decimal>? {
    entry.withLock { $0.currencyRange }.map { ($0.lowerBound, $0.upperBound) }
  }

  private static func numberRange(_ bounds: InclusiveRange<Decimal>?) -> ClosedRange<Double>? {
    bounds.map { bounds in
      let low = NSDecimalNumber(decimal: min(bounds.lowerBound, bounds.upperBound)).doubleValue
      let high = NSDecimalNumber(decimal: max(bounds.lowerBound, bounds.upperBound)).doubleValue
      return low...high
    }
  }

  private static func record(
    _ codes: [String], _ bounds: InclusiveRange<Decimal>?, in entry: inout ParameterEntry
  ) {
    entry.currencyCodes = codes
    entry.currencyRange = bounds.map {
      min($0.lowerBound, $0.upperBound)...max($0.lowerBound, $0.upperBound)
    }
  }
}
