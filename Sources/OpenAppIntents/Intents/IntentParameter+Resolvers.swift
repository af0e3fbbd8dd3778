import Foundation

// Apple's `resolvers:` initializers: each creates the parameter as the same initializer without
// `resolvers:` does, then keeps the resolvers for the runtime (`adopt`), which runs them on the
// person's answers (Resolvers/Resolver.swift says in what order).

extension IntentParameter {
  /// Keeps the resolvers a `resolvers:` block lists, for the runtime.
  func adopt<Spec: ResolverSpecification>(_ specification: Spec) {
    let resolvers = Array(specification)
    entry.withLock {
      $0.resolvers = resolvers.isEmpty ? nil : ParameterResolvers(resolvers: resolvers)
    }
  }

  /// Creates an entity parameter that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Value.ValueType: AppEntity {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }

  /// Creates an enum parameter of some cases that can convert the given value with resolvers;
  /// it serves a type that is both an entity and an enum too (Apple declares that one apart).
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType],
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Value.ValueType: AppEnum {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior, supportedValues: supportedValues)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType: _IntentNumberValue {
  /// Creates a whole-number or decimal parameter that can convert the given value with
  /// resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: Value.ValueType._ControlStyle = .stepper,
    inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      controlStyle: controlStyle, inclusiveRange: inclusiveRange,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == Bool {
  /// Creates a yes-or-no parameter that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    displayName: Bool.IntentDisplayName? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    if let displayName {
      self.init(
        title: title, description: description, default: defaultValue,
        displayName: displayName, requestValueDialog: requestValueDialog,
        inputConnectionBehavior: inputConnectionBehavior)
    } else {
      self.init(
        title: title, description: description, default: defaultValue,
        requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType == String {
  /// Creates a text parameter that can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, default: defaultValue, inputOptions: inputOptions,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }
}

extension IntentParameter where Value.ValueType: _IntentPlainResolverValue {
  /// Creates a web address or styled text parameter that can convert the given value with
  /// resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }
}
