import Foundation

// Apple's initializers that take an options provider and resolvers together: each creates the
// parameter as the same initializer with `optionsProvider:` alone does (the runtime offers the
// provider's values), then keeps the resolvers (`adopt`), which the runtime runs on the value
// chosen or said. As in Apple's framework, the provider's values are of the parameter's type
// (`OptionsProvider.DefaultValue.ValueType == Value.ValueType`).

extension IntentParameter where Value.ValueType: _IntentNumberValue {
  /// Creates a whole-number or decimal parameter whose values an options provider suggests and
  /// that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    controlStyle: Value.ValueType._ControlStyle = .stepper,
    inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec
  ) where OptionsProvider.DefaultValue.ValueType == Value.ValueType {
    self.init(
      title: title, description: description, controlStyle: controlStyle,
      inclusiveRange: inclusiveRange, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType: _IntentDateKindValue {
  /// Creates a date or date-components parameter of a kind whose values an options provider
  /// suggests and that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    kind: DateKind, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec
  ) where OptionsProvider.DefaultValue.ValueType == Value.ValueType {
    self.init(
      title: title, description: description, kind: kind,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType: _IntentPlainResolverValue {
  /// Creates a web address or styled text parameter whose values an options provider suggests
  /// and that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec
  ) where OptionsProvider.DefaultValue.ValueType == Value.ValueType {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == IntentPaymentMethod {
  /// Creates a payment method parameter whose methods an options provider suggests and that
  /// can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec
  ) where OptionsProvider.DefaultValue.ValueType == IntentPaymentMethod {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == CLPlacemark {
  /// Creates a place parameter shown in a style, whose places an options provider suggests and
  /// that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    displayStyle: PlacemarkDisplayStyle, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec
  ) where OptionsProvider.DefaultValue.ValueType == CLPlacemark {
    self.init(
      title: title, description: description, displayStyle: displayStyle,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == IntentPerson {
  /// Creates a person parameter of a mode, whose people an options provider suggests and that
  /// can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    mode: IntentPerson.ParameterMode, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec
  ) where OptionsProvider.DefaultValue.ValueType == IntentPerson {
    self.init(
      title: title, description: description, mode: mode, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == IntentFile {
  /// Creates a file parameter of these uniform type identifiers, whose files an options
  /// provider suggests and that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    supportedTypeIdentifiers: [String], requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec
  ) where OptionsProvider.DefaultValue.ValueType == IntentFile {
    self.init(
      title: title, description: description, supportedTypeIdentifiers: supportedTypeIdentifiers,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
  /// Creates a money parameter limited to some currencies, whose amounts an options provider
  /// suggests and that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    currencyCodes: [String], inclusiveRange: InclusiveRange<Decimal>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec
  ) where OptionsProvider.DefaultValue.ValueType == IntentCurrencyAmount {
    self.init(
      title: title, description: description, currencyCodes: currencyCodes,
      inclusiveRange: inclusiveRange, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == String {
  /// Creates a text parameter whose field has input options, whose values an options provider
  /// suggests and that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec
  ) where OptionsProvider.DefaultValue.ValueType == String {
    self.init(
      title: title, description: description, inputOptions: inputOptions,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType: AppEntity {
  /// Creates an entity parameter whose entities an options provider suggests and that can
  /// convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec
  ) where OptionsProvider.DefaultValue.ValueType == Value.ValueType {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType: _IntentMeasurement & _IntentValue {
  /// Creates a measurement parameter that can convert the given value with resolvers and whose
  /// values an options provider suggests (Apple lists `resolvers:` first here).
  public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: () -> Spec,
    optionsProvider: OptionsProvider
  ) where OptionsProvider.DefaultValue.ValueType == Value.ValueType {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    adopt(resolvers())
  }
}
