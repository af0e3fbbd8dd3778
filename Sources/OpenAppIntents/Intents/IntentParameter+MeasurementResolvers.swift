import Foundation

// Apple's `resolvers:` forms of the measurement initializers
// (IntentParameter+MeasurementUnitInits.swift): each creates the parameter as the form without
// `resolvers:` does, then keeps the resolvers for the runtime (`adopt`). Apple declares them once
// per dimension; one declaration serves the seven here.

extension IntentParameter where Value.ValueType: _IntentMeasurement & _IntentValue {
  /// Creates a measurement parameter whose numbers said alone are in `defaultUnit`, and that
  /// can convert the given value with resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: _UnitName? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, defaultValue: defaultValue, defaultUnit: defaultUnit,
      defaultUnitAdjustForLocale: defaultUnitAdjustForLocale,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }

  /// Creates a measurement parameter that takes numbers in `unit` only, and that can convert
  /// the given value with resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: _UnitName, unitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    self.init(
      title: title, description: description, defaultValue: defaultValue, unit: unit,
      unitAdjustForLocale: unitAdjustForLocale, supportsNegativeNumbers: supportsNegativeNumbers,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    adopt(resolvers())
  }
}
