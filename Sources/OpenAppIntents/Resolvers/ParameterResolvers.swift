/// A parameter's `resolvers:`, as the runtime runs them. SiriSim runtime support.
package struct ParameterResolvers: Sendable {
  /// The resolvers, in the order the parameter lists them.
  let resolvers: [any Resolver]

  /// What the resolvers made of a value.
  package enum Outcome: Sendable {
    /// No resolver takes a value of this type.
    case untouched
    /// A resolver converted it: this is the parameter's value.
    case value(any Sendable)
    /// Resolvers take it, and every one returned `nil`.
    case declined
  }

  /// Runs, in order, the resolvers that take `input`'s type, and gives the first value one
  /// returns. With `skippingText`, resolvers that take text are left out: they already saw the
  /// words this value was read from.
  package func resolve(
    _ input: any Sendable, skippingText: Bool, parameter: ParameterDescriptor,
    conversation: (any IntentConversation)?
  ) async throws -> Outcome {
    var taken = false
    for resolver in resolvers {
      guard
        let result = try await Self.attempt(
          resolver, input: input, skippingText: skippingText, parameter: parameter,
          conversation: conversation)
      else { continue }
      taken = true
      if let value = result { return .value(value) }
    }
    return taken ? .declined : .untouched
  }

  /// `nil` when the resolver does not take the input; `.some(nil)` when it returned `nil`.
  private static func attempt<R: Resolver>(
    _ resolver: R, input: any Sendable, skippingText: Bool, parameter: ParameterDescriptor,
    conversation: (any IntentConversation)?
  ) async throws -> (any Sendable)?? {
    if skippingText, R.Input.ValueType.self == String.self { return nil }
    guard let typed = input as? R.Input ?? (input as? R.Input.ValueType).map(R.Input._wrapping)
    else { return nil }
    let context = IntentParameterContext<R.Output>(
      descriptor: parameter, conversation: conversation)
    let output = try await resolver.resolve(from: typed, context: context)
    return .some(output.flatMap { $0._unwrapped }.map { $0 as any Sendable })
  }
}
