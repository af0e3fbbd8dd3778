/// An interface to convert a value from one type to a different type.
///
/// A parameter declared with `resolvers:` lists its resolvers; SiriSim's runtime calls them when
/// a person's words (or a value read from them) become the parameter's value: first those that
/// take text, on the words as said; then those that take the value SiriSim read from the words.
/// The first value one returns is the parameter's value; a resolver that throws makes Siri say
/// the error and ask again.
public protocol Resolver: Hashable, Sendable {
  /// The type of the value the resolver converts.
  associatedtype Input: _IntentValue
  /// The type of the value the resolver produces: the parameter's type.
  associatedtype Output: _IntentValue

  /// Converts the specified value into the expected data type; `nil` when it cannot.
  func resolve(from input: Input, context: IntentParameterContext<Output>) async throws -> Output?
}

extension Resolver {
  /// What a resolver sees of the parameter it resolves.
  public typealias Context = IntentParameterContext
}
