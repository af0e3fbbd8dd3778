import Foundation

// The `resolvers:` initializers of the parameters whose initializers take a kind, a style, a
// mode, file types or currencies; as in IntentParameter+Resolvers.swift, each delegates to the
// same initializer without `resolvers:` (the date kinds' one, for `Date` and `DateComponents`,
// creates the parameter and declares its kind, as their plain initializers differ).

extension IntentParameter where Value.ValueType: _IntentDateKindValue {
  /// Creates a date or date-components parameter of a kind that can convert the given value
  /// with resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    kind: DateKind, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    declare(kind)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == CLPlacemark {
  /// Creates a place parameter shown in a style that can convert the given value with
  /// resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    displayStyle: PlacemarkDisplayStyle, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, displayStyle: displayStyle,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == IntentPerson {
  /// Creates a person parameter of a mode that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    mode: IntentPerson.ParameterMode, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, mode: mode, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == IntentPaymentMethod {
  /// Creates a payment method parameter that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == IntentFile {
  /// Creates a file parameter of some types that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, supportedTypeIdentifiers: [String] = [],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      supportedTypeIdentifiers: supportedTypeIdentifiers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
  /// Creates a money parameter of some currencies that can convert the given value with
  /// resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    currencyCodes: [String] = [], inclusiveRange: InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, currencyCodes: currencyCodes,
      inclusiveRange: inclusiveRange, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }
}
