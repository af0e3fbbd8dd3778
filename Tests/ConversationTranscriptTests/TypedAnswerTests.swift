@_spi(SiriSim) import ConversationRuntime
import ConversationTranscript
@_spi(SiriSim) import OpenAppIntents
import Testing

/// How a reply from any front end is written as the line plain mode would read for it.
struct TypedAnswerTests {
  static let soups = ChoicePrompt(
    app: "Soup Chef", parameter: "soup", text: "Which soup?",
    choices: [
      PromptChoice(id: "a", title: "Manhattan Clam Chowder"),
      PromptChoice(id: "b", title: "New England Clam Chowder"),
    ])
  static let order = ConfirmationPrompt(
    app: "Soup Chef", text: "Ready to order?", confirmTitle: "Order", declineTitle: "Cancel",
    kind: .action)
  static let store = ValuePrompt(
    app: "Soup Chef", intentTitle: "Order Soup", parameter: "storeLocation",
    parameterTitle: "Store", text: "Which store?",
    suggestions: [PromptChoice(id: "f", title: "Ferry Building")], inputKind: .item)

  @Test func aRowPickedFromAListIsItsNumberAndReadsAsItsTitle() {
    let answer = TypedAnswer(for: .choice(1), to: .choice(Self.soups))
    #expect(answer.line == "2")
    #expect(answer.reply == .choice(1))
    #expect(
      answer.reading
        == UnderstoodAnswer(parameter: "soup", typed: "2", value: "New England Clam Chowder"))
  }

  @Test func aSuggestionPickedIsItsNumberWhichPlainModeReadsAsThatSuggestion() {
    let answer = TypedAnswer(for: .choice(0), to: .value(Self.store))
    #expect(answer.line == "1")
    #expect(answer.reply == .choice(0))
    #expect(answer.reading == nil)
  }

  @Test func aButtonIsItsTitle() {
    #expect(TypedAnswer(for: .confirm(true), to: .confirmation(Self.order)).line == "Order")
    #expect(TypedAnswer(for: .confirm(false), to: .confirmation(Self.order)).line == "Cancel")
    #expect(TypedAnswer(for: .choice(1), to: .confirmation(Self.order)).reply == .confirm(false))
  }

  @Test func typedWordsStayAndAreReadAsPlainModeReadsThem() {
    #expect(TypedAnswer(for: .text("ferry"), to: .value(Self.store)).reply == .text("ferry"))
    #expect(TypedAnswer(for: .text("1"), to: .value(Self.store)).reply == .choice(0))
    #expect(TypedAnswer(for: .text("never mind"), to: .value(Self.store)).reply == .cancel)
    #expect(TypedAnswer(for: .text("a\u{1B}[2Jb"), to: .value(Self.store)).line == "a[2Jb")
  }

  @Test func cancelIsTheWordCancel() {
    let answer = TypedAnswer(for: .cancel, to: .choice(Self.soups))
    #expect(answer.line == "cancel")
    #expect(answer.reply == .cancel)
  }
}
