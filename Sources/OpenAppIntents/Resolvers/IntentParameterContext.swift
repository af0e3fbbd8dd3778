/// A type that provides information about an associated parameter during value resolution:
/// what a resolver sees of the parameter, and how it asks the person.
public struct IntentParameterContext<Value: _IntentValue>: Sendable {
  /// The parameter, as the runtime describes it.
  let descriptor: ParameterDescriptor
  /// Where the context's requests go; `nil` uses the running intent's conversation.
  let conversation: (any IntentConversation)?

  /// Creates the context of a parameter. SiriSim runtime support.
  package init(descriptor: ParameterDescriptor, conversation: (any IntentConversation)?) {
    self.descriptor = descriptor
    self.conversation = conversation
  }

  /// The parameter's title.
  public var title: LocalizedStringResource { descriptor.title }

  /// Whether the parameter may stay empty.
  public var isOptional: Bool { descriptor.isOptional }

  private func asking() throws(IntentRequestError) -> any IntentConversation {
    if let conversation { return conversation }
    return try IntentExecution.conversation()
  }

  /// Asks the person for a value of the parameter and returns it.
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType {
    let answer = try await asking().requestValue(
      for: descriptor, dialog: dialog ?? descriptor.requestValueDialog)
    return try IntentParameter<Value>.convert(answer, for: descriptor.name)
  }

  /// Asks the person to pick one of the values and returns it.
  public func requestDisambiguation(
    among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
  ) async throws -> Value.ValueType {
    let picked = try await asking().requestDisambiguation(
      for: descriptor, among: itemsToDisambiguate.map { IntentValueChoice(describing: $0) },
      dialog: dialog ?? descriptor.requestDisambiguationDialog)
    return try IntentParameter<Value>.convert(picked.value, for: descriptor.name)
  }

  /// Asks the person whether they meant this value; `false` when they say no.
  public func requestConfirmation(for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil)
    async throws -> Bool
  {
    try await asking().requestConfirmation(
      ConfirmationRequest(
        kind: .parameterValue, parameter: descriptor,
        value: IntentValueChoice(describing: itemToConfirm), dialog: dialog))
  }

  /// An error a resolver throws to have Siri ask for the value again, saying `dialog`.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
    var error = AppIntentError(
      reason: .restartPerform, description: "Needs a value for \(descriptor.name).")
    error.resolverRequest = .value(dialog: dialog)
    return error
  }

  /// An error a resolver throws to have Siri ask the person to pick one of the values.
  public func needsDisambiguationError(
    among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
  ) -> AppIntentError {
    var error = AppIntentError(
      reason: .restartPerform, description: "Needs a choice for \(descriptor.name).")
    error.resolverRequest = .disambiguation(
      among: itemsToDisambiguate.map { IntentValueChoice(describing: $0) }, dialog: dialog)
    return error
  }
}

/// What a resolver's `needs…Error` asks of the runtime. SiriSim runtime support.
package enum ResolverRequest: Sendable {
  /// Ask for the value again.
  case value(dialog: IntentDialog?)
  /// Ask the person to pick one of these values.
  case disambiguation(among: [IntentValueChoice], dialog: IntentDialog?)
}

/// A value outside the parameter's `inclusiveRange`, found by a `RangeCheckingResolver`.
/// SiriSim runtime support: the runtime says the range, as it does for a number it read.
package struct ParameterRangeError: Error, Sendable {
  /// The value given, as a number.
  package let number: Double
}
