import ConversationSession
import Testing

/// Reading chained `:run` commands: `AddBook title=Dune --then OpenBook book=@result`.
@Suite struct IntentChainInvocationTests {
  typealias Parameter = IntentInvocation.Parameter

  @Test func thenAddsTheNextIntent() throws {
    let invocation = try IntentInvocation(
      parsing: #"AddBook title="The Hobbit" --then OpenBook book=@result"#)

    #expect(invocation.intent == "AddBook")
    #expect(invocation.parameters == [Parameter(name: "title", value: "The Hobbit")])
    #expect(
      invocation.then == [
        IntentInvocation(
          intent: "OpenBook", parameters: [Parameter(name: "book", value: "@result")])
      ])
    #expect(invocation.chain.map(\.intent) == ["AddBook", "OpenBook"])
    #expect(invocation.chain.last?.parameters.first?.value == "@result")
  }

  @Test func severalThensRunInOrder() throws {
    let invocation = try IntentInvocation(
      parsing: "AddBook title=Dune --then BuyBook book=@result count=2 --then OpenShelf shelf=read")

    #expect(invocation.chain.map(\.intent) == ["AddBook", "BuyBook", "OpenShelf"])
  }

  @Test func aQuotedThenIsAValue() throws {
    let invocation = try IntentInvocation(parsing: #"AddBook title="--then""#)

    #expect(invocation.then.isEmpty)
    #expect(invocation.parameters == [Parameter(name: "title", value: "--then")])
  }

  @Test func thenWithoutAnIntentAfterIt() throws {
    let error = try #require(parseError("AddBook title=Dune --then"))

    #expect(error.column == 20)
    #expect(error.message == "--then needs an intent name after it.")
  }

  @Test func thenFirst() throws {
    let error = try #require(parseError("--then OpenBook"))

    #expect(error.column == 1)
    #expect(error.message == "Expected an intent before --then.")
  }

  @Test func aParameterRightAfterThen() throws {
    let error = try #require(parseError("AddBook --then book=@result"))

    #expect(error.column == 16)
    #expect(error.message == "Expected an intent name before “book=@result”.")
  }

  /// The error parsing `text` throws, as `IntentInvocationTests` reads it.
  func parseError(_ text: String) -> InvocationError? {
    IntentInvocationTests().parseError(text)
  }
}
