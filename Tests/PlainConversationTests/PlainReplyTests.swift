@_spi(SiriSim) import ConversationRuntime
import ConversationSession
@_spi(SiriSim) import OpenAppIntents
import PlainConversation
import Testing

/// How a typed line answers a prompt in plain mode (and in JSON mode, for plain lines).
@Suite struct PlainReplyTests {
  static let soupPrompt = ConversationPrompt.value(
    ValuePrompt(
      app: "Soup Chef", intentTitle: "Order Soup", parameter: "soup", parameterTitle: "Soup",
      text: "Which soup?",
      suggestions: [
        PromptChoice(id: "newEnglandClamChowder", title: "New England Clam Chowder"),
        PromptChoice(id: "tomatoSoup", title: "Tomato Soup"),
        PromptChoice(id: "chickenNoodleSoup", title: "Chicken Noodle Soup", section: "Specials"),
      ], inputKind: .item))
  static let freeTextPrompt = ConversationPrompt.value(
    ValuePrompt(
      app: "Soup Chef", intentTitle: "Order Soup", parameter: "deliveryLocation",
      parameterTitle: "Delivery Location", text: "Where would you like your order delivered?"))
  static let storePrompt = ConversationPrompt.choice(
    ChoicePrompt(
      app: "Soup Chef", parameter: "storeLocation", text: "Which store location?",
      choices: [
        PromptChoice(id: "Ferry Building", title: "Ferry Building"),
        PromptChoice(id: "Civic Center", title: "Civic Center"),
      ]))
  static let orderPrompt = ConversationPrompt.confirmation(
    ConfirmationPrompt(
      app: "Soup Chef", text: "Your total is $3.75. ready to order?", confirmTitle: "Order",
      declineTitle: "Cancel", kind: .result))

  @Test func numberPicksAValuePromptsSuggestion() {
    #expect(AnswerReading.reply(for: "1", to: Self.soupPrompt) == .choice(0))
    #expect(AnswerReading.reply(for: " 3 ", to: Self.soupPrompt) == .choice(2))
  }

  @Test(arguments: [
    "-9223372036854775808", "9223372036854775807", "-1", "99999999999999999999999",
  ])
  func anyNumberIsReadWithoutOverflow(_ line: String) {
    #expect(AnswerReading.reply(for: line, to: Self.soupPrompt) == .text(line))
  }

  @Test func numberOutsideTheSuggestionsIsText() {
    #expect(AnswerReading.reply(for: "4", to: Self.soupPrompt) == .text("4"))
    #expect(AnswerReading.reply(for: "0", to: Self.soupPrompt) == .text("0"))
  }

  @Test func numberAtAPromptWithoutSuggestionsIsText() {
    #expect(AnswerReading.reply(for: "1", to: Self.freeTextPrompt) == .text("1"))
  }

  @Test func numberAtAChoicePromptIsLeftForTheRuntimeToRead() {
    #expect(AnswerReading.reply(for: "2", to: Self.storePrompt) == .text("2"))
  }

  @Test(arguments: ["cancel", "Cancel", "never mind", "Never mind.", "nevermind", "stop", "quit"])
  func cancelWordsCancelAtEveryPrompt(_ line: String) {
    #expect(AnswerReading.reply(for: line, to: Self.soupPrompt) == .cancel)
    #expect(AnswerReading.reply(for: line, to: Self.storePrompt) == .cancel)
    #expect(AnswerReading.reply(for: line, to: Self.orderPrompt) == .cancel)
    #expect(AnswerReading.reply(for: line, to: Self.freeTextPrompt) == .cancel)
  }

  @Test func otherWordsAreTrimmedText() {
    #expect(AnswerReading.reply(for: "  tomato soup ", to: Self.soupPrompt) == .text("tomato soup"))
    #expect(AnswerReading.reply(for: "yes", to: Self.orderPrompt) == .text("yes"))
    #expect(
      AnswerReading.reply(for: "the second one", to: Self.storePrompt) == .text("the second one"))
  }

  @Test func jsonRepliesAreRead() throws {
    #expect(
      try JSONReply.decode(#"{"reply":"choice","index":1}"#, to: Self.storePrompt) == .choice(1))
    #expect(
      try JSONReply.decode(#"{"reply":"confirm","value":false}"#, to: Self.orderPrompt)
        == .confirm(false))
    #expect(try JSONReply.decode(#"{"reply":"cancel"}"#, to: Self.orderPrompt) == .cancel)
    #expect(
      try JSONReply.decode(#"{"reply":"text","text":"1 Market Street"}"#, to: Self.freeTextPrompt)
        == .text("1 Market Street"))
  }

  @Test func plainLinesInJSONModeAreReadAsInPlainMode() throws {
    #expect(try JSONReply.decode("2", to: Self.soupPrompt) == .choice(1))
    #expect(try JSONReply.decode("never mind", to: Self.storePrompt) == .cancel)
    #expect(try JSONReply.decode("Civic Center", to: Self.storePrompt) == .text("Civic Center"))
  }
}
