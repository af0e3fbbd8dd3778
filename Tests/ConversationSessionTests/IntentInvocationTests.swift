import ConversationSession
import Testing

/// Reading `:run` commands: `OrderSoup quantity=7 soup="Tomato Soup"`.
@Suite struct IntentInvocationTests {
  typealias Parameter = IntentInvocation.Parameter

  @Test func intentNameAlone() throws {
    let invocation = try IntentInvocation(parsing: "OrderSoup")

    #expect(invocation == IntentInvocation(intent: "OrderSoup", parameters: []))
  }

  @Test func parametersInOrder() throws {
    let invocation = try IntentInvocation(parsing: "OrderSoup quantity=7 orderType=delivery")

    #expect(invocation.intent == "OrderSoup")
    #expect(
      invocation.parameters == [
        Parameter(name: "quantity", value: "7"), Parameter(name: "orderType", value: "delivery"),
      ])
  }

  @Test func doubleQuotesGroupWords() throws {
    let invocation = try IntentInvocation(parsing: #"OrderSoup soup="Tomato Soup" quantity=2"#)

    #expect(
      invocation.parameters == [
        Parameter(name: "soup", value: "Tomato Soup"), Parameter(name: "quantity", value: "2"),
      ])
  }

  @Test func singleQuotesGroupWordsAndKeepDoubleQuotes() throws {
    let invocation = try IntentInvocation(
      parsing: #"OrderSoup deliveryLocation='1 "Main" Street'"#)

    #expect(
      invocation.parameters == [Parameter(name: "deliveryLocation", value: #"1 "Main" Street"#)])
  }

  @Test func quotedNameAndValue() throws {
    let invocation = try IntentInvocation(
      parsing: #"  OrderSoup   "soup=New England Clam Chowder"  "#)

    #expect(invocation.parameters == [Parameter(name: "soup", value: "New England Clam Chowder")])
  }

  @Test func valueMayContainEqualsAndBeEmpty() throws {
    let invocation = try IntentInvocation(parsing: "Note text=a=b empty=")

    #expect(
      invocation.parameters == [
        Parameter(name: "text", value: "a=b"), Parameter(name: "empty", value: ""),
      ])
  }

  /// The error parsing `text` throws, if any.
  func parseError(_ text: String) -> InvocationError? {
    do {
      _ = try IntentInvocation(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: ["", "   "])
  func emptyTextNeedsAnIntentName(_ text: String) throws {
    let error = try #require(parseError(text))

    #expect(error.column == 1)
    #expect(error.message == "Expected an intent's type name, as `sirisim apps` lists them.")
  }

  @Test func parameterInPlaceOfTheIntentName() throws {
    let error = try #require(parseError("  soup=Tomato"))

    #expect(error.column == 3)
    #expect(error.message == "Expected an intent name before “soup=Tomato”.")
  }

  @Test func wordWithoutEqualsIsReportedAtItsColumn() throws {
    let error = try #require(parseError("OrderSoup seven"))

    #expect(error.column == 11)
    #expect(error.message == "Expected name=value, found “seven”.")
  }

  @Test func missingNameIsReportedAtItsColumn() throws {
    let error = try #require(parseError("OrderSoup quantity=7 =7"))

    #expect(error.column == 22)
    #expect(error.message == "Expected name=value, found “=7”.")
  }

  @Test func unclosedQuoteIsReportedAtTheQuote() throws {
    let error = try #require(parseError(#"OrderSoup soup="Tomato Soup"#))

    #expect(error.column == 16)
    #expect(error.message == "This quote is never closed.")
    // A Diagnostic on the command's one line; `:run` words it as "column 16: …".
    #expect(error.description == "1:16: This quote is never closed.")
  }
}
