import ConversationRuntime
import ConversationSession
import PlainConversation
import Testing

/// Plain-mode session commands: `:run`, `:voice-only`, `:help`, `:apps`, unknown commands, quit.
@Suite struct SessionCommandTests {
  @Test func runCommandRunsTheIntentWithPresetValues() async {
    let session = await SoupChefSession(lines: [
      #":run OrderSoup quantity=7 soup="Tomato Soup""#, "no",
    ])

    let outcomes = await session.runPlain()

    #expect(
      session.output.lines == [
        #"You: :run OrderSoup quantity=7 soup="Tomato Soup""#,
        "Siri: Just to confirm, you would like to order 7 soups?",
        "  [Yes]  [No]",
        "You: no",
        "Siri: OK, Order Cancelled",
        "",
      ])
    #expect(
      outcomes == [
        .completed(
          IntentCompletion(
            app: "Soup Chef", intent: "OrderSoup", dialog: "OK, Order Cancelled",
            value: "No order"))
      ])
    #expect(session.orders.orderHistory.isEmpty)
  }

  @Test func runCommandThatCannotBeReadSaysWhere() async {
    let session = await SoupChefSession(lines: [#":run OrderSoup soup="Tomato"#])

    let outcomes = await session.runPlain()

    #expect(
      session.output.lines == [
        #"You: :run OrderSoup soup="Tomato"#,
        #":run OrderSoup soup="Tomato — column 16: This quote is never closed."#,
      ])
    #expect(outcomes.isEmpty)
  }

  @Test func runCommandForAnUnknownIntentFails() async {
    let session = await SoupChefSession(lines: [":run OrderPizza size=large"])

    let outcomes = await session.runPlain()

    let message = "There is no intent named “OrderPizza”. Intents: OrderSoup."
    #expect(
      session.output.lines == ["You: :run OrderPizza size=large", "Siri: \(message)", ""])
    #expect(outcomes == [.failed(message: message)])
  }

  @Test func voiceOnlyOnHidesSnippets() async {
    let session = await SoupChefSession(lines: [
      ":voice-only on", "Order clam chowder from Soup Chef", "2", "1", "yes",
    ])

    await session.runPlain()

    let lines = session.output.lines
    #expect(lines[0...1] == ["You: :voice-only on", "Voice-only mode is on."])
    #expect(session.runtime.options.voiceOnly)
    #expect(!lines.contains { $0.hasPrefix("┌") || $0.hasPrefix("│") })
    #expect(lines.contains("Siri: Your total is $3.75. ready to order?"))
    #expect(session.orders.orderHistory.count == 1)
  }

  @Test func voiceOnlyOffShowsSnippetsAgain() async {
    let session = await SoupChefSession(lines: [":voice-only off"], voiceOnly: true)

    await session.runPlain()

    #expect(session.output.lines == ["You: :voice-only off", "Voice-only mode is off."])
    #expect(!session.runtime.options.voiceOnly)
  }

  @Test func voiceOnlyWithoutOnOrOffSaysHow() async {
    let session = await SoupChefSession(lines: [":voice-only maybe"])

    await session.runPlain()

    #expect(
      session.output.lines == [
        "You: :voice-only maybe", "Say “:voice-only on” or “:voice-only off”.",
      ])
  }

  @Test func bareVoiceOnlySwitchesAsInTheTerminalUI() async {
    let session = await SoupChefSession(lines: [":voice-only", ":voice-only"])

    await session.runPlain()

    #expect(
      session.output.lines == [
        "You: :voice-only", "Voice-only mode is on.", "You: :voice-only", "Voice-only mode is off.",
      ])
  }

  @Test func helpListsTheCommands() async {
    let session = await SoupChefSession(lines: [":help"])

    await session.runPlain()

    #expect(session.output.lines == ["You: :help"] + SessionCommand.helpLines)
    #expect(SessionCommand.helpLines.count == SessionCommand.summaries.count)
    #expect(SessionCommand.helpLines.contains { $0.hasPrefix(":run Intent name=value") })
  }

  @Test func appsListsPhrasesAndIntents() async {
    let session = await SoupChefSession(lines: [":apps"])

    await session.runPlain()

    #expect(
      session.output.lines == [
        "You: :apps",
        "Soup Chef · Order Soup: “Order Soup Chef”",
        "Soup Chef · Order Soup: “Order Chicken Noodle Soup from Soup Chef”",
        "Soup Chef · :run OrderSoup — Order 1 Soup for pickup from Store Location",
      ])
  }

  @Test func unknownCommandPointsToHelp() async {
    let session = await SoupChefSession(lines: [":frobnicate now"])

    let outcomes = await session.runPlain()

    #expect(
      session.output.lines == [
        "You: :frobnicate now", "Unknown command “:frobnicate”. Type :help for the commands.",
      ])
    #expect(outcomes.isEmpty)
  }

  @Test(arguments: ["quit", "QUIT", "exit", ":quit", ":q", ":exit"])
  func quitEndsTheSession(_ quit: String) async {
    let session = await SoupChefSession(lines: [quit, "Order Soup Chef"])

    let outcomes = await session.runPlain()

    #expect(outcomes.isEmpty)
    #expect(session.input.remaining == ["Order Soup Chef"])
    #expect(session.output.lines == ["You: \(quit)"])
  }

  @Test func blankLinesAreSkipped() async {
    let session = await SoupChefSession(lines: ["", "   ", ":frobnicate"])

    let outcomes = await session.runPlain()

    #expect(outcomes.isEmpty)
    #expect(
      session.output.lines.last == "Unknown command “:frobnicate”. Type :help for the commands.")
  }

  @Test func unknownUtteranceListsWhatToSay() async {
    let session = await SoupChefSession(lines: ["what's the weather"])

    let outcomes = await session.runPlain()

    #expect(outcomes == [.notUnderstood])
    #expect(
      session.output.lines == [
        "You: what's the weather",
        "Siri: Sorry, I can't help with that. You can say:",
        "      • “Order Soup Chef”",
        "",
      ])
  }

  @Test func jsonModeCommandsWriteNotices() async {
    let session = await SoupChefSession(lines: [":voice-only on"])

    await session.runJSON()

    #expect(session.output.lines == [#"{"event":"notice","text":"Voice-only mode is on."}"#])
  }

  @Test func jsonModeAppsIsOneStructuredEvent() async {
    let session = await SoupChefSession(lines: [":apps"])

    await session.runJSON()

    #expect(
      session.output.lines == [
        #"{"apps":[{"find":[],"intents":[{"name":"OrderSoup","#
          + #""summary":"Order 1 Soup for pickup from Store Location","title":"Order Soup"}],"#
          + #""name":"Soup Chef","#
          + #""phrases":[{"phrase":"Order Soup Chef","title":"Order Soup"},"#
          + #"{"phrase":"Order Chicken Noodle Soup from Soup Chef","title":"Order Soup"}]}],"event":"apps"}"#
      ])
  }

  @Test func whyExplainsTheLastUtterance() async {
    let session = await SoupChefSession(lines: [
      "Order tomato soup from Soup Chef", "cancel", ":why", ":why Order Dune from Soup Chef",
    ])

    await session.runPlain()

    let lines = session.output.lines
    #expect(lines.contains("why “Order tomato soup from Soup Chef” (threshold 0.700):"))
    #expect(lines.contains { $0.hasPrefix("  1. match") && $0.hasSuffix("Soup Chef › OrderSoup") })
    #expect(lines.contains("why “Order Dune from Soup Chef” (threshold 0.700):"))
  }

  @Test func whyBeforeAnyUtteranceSaysWhatToDo() async {
    let session = await SoupChefSession(lines: [":why"])
    await session.runPlain()
    #expect(session.output.lines.last == WhyCommand.nothingToExplain)
  }

  @Test func aTypedAnswerIsFollowedByTheValueItWasReadAs() async {
    let session = await SoupChefSession(lines: ["Order Soup Chef", "tomatoe", "cancel"])

    await session.runPlain()

    let lines = session.output.lines
    let typed = lines.firstIndex(of: "You: tomatoe")
    #expect(typed.map { lines[$0 + 1] } == "  → Tomato Soup")
  }
}
