/// One intent of a chain run by name, with its parameter values as words: `AddBook title=Dune`,
/// then `OpenBook book=@result`.
package struct ChainedIntent: Sendable {
  /// The value that stands for the result of the intent before: `book=@result`.
  package static let previousResult = "@result"

  /// The intent's type name, such as "AddBook".
  package var intent: String
  /// The parameter values as words, in the order given.
  package var parameters: [(name: String, value: String)]

  /// Creates a step.
  package init(intent: String, parameters: [(name: String, value: String)]) {
    self.intent = intent
    self.parameters = parameters
  }
}
