import PhraseMatching
import Testing

@Suite struct PhraseTemplateTests {
  @Test func parsesTextApplicationNameAndParameters() throws {
    let template = try PhraseTemplate(parsing: "Order ${soup} from ${applicationName}")
    #expect(
      template.segments == [.text("Order "), .parameter("soup"), .text(" from "), .applicationName])
    #expect(template == SoupChef.orderSoup)
  }

  @Test(arguments: [
    "Order ${soup} from ${applicationName}",
    "${applicationName}",
    "Start ${activity_2} in ${applicationName} now!",
    "Pay $5 {now} with ${applicationName} }",
    "",
  ])
  func descriptionRoundTrips(source: String) throws {
    let template = try PhraseTemplate(parsing: source)
    #expect(template.description == source)
    #expect(try PhraseTemplate(parsing: template.description) == template)
  }

  @Test func loneDollarAndBracesAreText() throws {
    let template = try PhraseTemplate(parsing: "Pay $5 {now} with ${applicationName}$")
    #expect(template.segments == [.text("Pay $5 {now} with "), .applicationName, .text("$")])
  }

  @Test func parameterNamesAreInOrderWithoutRepeats() throws {
    let template = try PhraseTemplate(parsing: "${b} ${applicationName} ${a} ${b}")
    #expect(template.parameterNames == ["b", "a"])
    #expect(try PhraseTemplate(parsing: "Open ${applicationName}").parameterNames.isEmpty)
  }

  @Test(arguments: [
    ("Order ${soup", 7, "Unterminated"),
    ("${", 1, "Unterminated"),
    ("Open ${} now", 6, "Empty"),
    ("${1soup} ${applicationName}", 3, "Invalid parameter name"),
    ("Order ${soup from ${applicationName}", 13, "Invalid parameter name"),
    ("Órder 🍲 ${", 9, "Unterminated"),
  ])
  func parseErrorsGiveColumnAndMessage(source: String, column: Int, message: String) {
    #expect {
      try PhraseTemplate(parsing: source)
    } throws: { error in
      guard let error = error as? PhraseTemplateError else { return false }
      return error.column == column && error.message.contains(message)
    }
  }

  @Test func parseErrorDescriptionNamesTheColumn() {
    do {
      _ = try PhraseTemplate(parsing: "Open ${}")
      Issue.record("expected an error")
    } catch {
      #expect(error.column == 6)
      #expect(error.description.hasPrefix("column 6: "))
    }
  }
}
