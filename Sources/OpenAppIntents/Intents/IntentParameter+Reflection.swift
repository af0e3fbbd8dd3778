/// A parameter seen without its value type: what the runtime uses to fill any intent.
///
/// SiriSim runtime support, not part of Apple's API.
package protocol AnyIntentParameter: AnyObject, Sendable {
  /// The parameter's metadata.
  var descriptor: ParameterDescriptor { get }
  /// The value set or the default, of the parameter's value type.
  var currentValue: (any Sendable)? { get }
  /// Whether a value was set (not counting the default).
  var isSet: Bool { get }
  /// The type of the values it takes: `String` for a `String?` parameter.
  var valueType: Any.Type { get }
  /// Sets the value from a resolved answer; throws when it is of the wrong type.
  func setValue(_ value: any Sendable) throws(IntentRequestError)
  /// Empties the parameter, so that even its default is no longer used.
  func clearValue()
  /// Gives the parameter its property name; the runtime calls this once per intent.
  func bind(name: String)
}

extension IntentParameter: AnyIntentParameter {
  package var descriptor: ParameterDescriptor {
    let name = state.withLock { $0.name } ?? "value"
    var descriptor = ParameterDescriptor(
      name: name,
      title: title ?? LocalizedStringResource(ParameterDescriptor.generatedTitle(for: name)),
      description: description,
      kind: Value._valueKind,
      isOptional: Value._isOptional,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inclusiveRange: numberRange,
      controlStyle: control,
      measurement: measurement,
      options: options)
    descriptor.entry = entry.withLock { $0 }
    return descriptor
  }

  package var currentValue: (any Sendable)? { typedValue }

  package var isSet: Bool { state.withLock { $0.value != nil } }

  package var valueType: Any.Type { Value.ValueType.self }

  package func setValue(_ value: any Sendable) throws(IntentRequestError) {
    store(try Self.convert(value, for: descriptor.name))
  }

  package func clearValue() {
    state.withLock {
      $0.value = nil
      $0.isEmptied = true
    }
  }

  package func bind(name: String) {
    state.withLock { $0.name = name }
  }
}

/// Finds the parameters of an intent by reflection.
///
/// SiriSim runtime support.
package enum IntentReflection {
  /// The intent's parameters in declaration order, each bound to its property name.
  package static func parameters(of intent: some AppIntent) -> [(
    name: String, parameter: any AnyIntentParameter
  )] {
    Mirror(reflecting: intent).children.compactMap { child in
      guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else {
        return nil
      }
      let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      parameter.bind(name: name)
      return (name, parameter)
    }
  }

  /// The property name of the parameter a key path such as `\.$soup` leads to.
  static func parameterName<Intent: AppIntent>(
    of keyPath: PartialKeyPath<Intent>, in intent: Intent = Intent()
  ) -> String {
    guard let target = intent[keyPath: keyPath] as? any AnyIntentParameter else { return "value" }
    for (name, parameter) in parameters(of: intent) where parameter === target {
      return name
    }
    return "value"
  }
}
