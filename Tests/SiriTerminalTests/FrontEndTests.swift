@_spi(SiriSim) import ConversationRuntime
@_spi(SiriSim) import OpenAppIntents
import SiriTerminal
import Testing

/// The bridge between the runtime's task and the UI loop.
@Suite(.timeLimit(.minutes(1)))
struct FrontEndTests {
  static let prompt = ConversationPrompt.confirmation(
    ConfirmationPrompt(
      app: "Soup Chef", text: "Sure?", confirmTitle: "Order", declineTitle: "Cancel", kind: .result)
  )

  @Test func presentPostsEventsAndReplyWaitsForTheUI() async {
    let inbox = TerminalInbox()
    let frontEnd = TerminalFrontEnd(inbox: inbox)
    await frontEnd.present(.speech(SiriSpeech(app: nil, text: "Hi")))
    #expect(inbox.drain() == [.conversation(.speech(SiriSpeech(app: nil, text: "Hi")))])
    let answer = Task { await frontEnd.reply(to: Self.prompt) }
    await inbox.waitForEvents()
    let events = inbox.drain()
    #expect(events == [.prompt(1, Self.prompt)])
    frontEnd.resolve(1, with: .confirm(true))
    #expect(await answer.value == .confirm(true))
    // A second answer to the same prompt is ignored.
    frontEnd.resolve(1, with: .cancel)
  }

  @Test func cancellingTheRuntimeTaskCancelsTheQuestion() async {
    let inbox = TerminalInbox()
    let frontEnd = TerminalFrontEnd(inbox: inbox)
    let answer = Task { await frontEnd.reply(to: Self.prompt) }
    await inbox.waitForEvents()
    answer.cancel()
    #expect(await answer.value == .cancel)
    #expect(frontEnd.pendingPrompts.isEmpty)
  }

  @Test func closingCancelsWaitingAndLaterQuestions() async {
    let inbox = TerminalInbox()
    let frontEnd = TerminalFrontEnd(inbox: inbox)
    let answer = Task { await frontEnd.reply(to: Self.prompt) }
    await inbox.waitForEvents()
    frontEnd.close()
    #expect(await answer.value == .cancel)
    #expect(await frontEnd.reply(to: Self.prompt) == .cancel)
  }

  @Test func inboxWakesItsPipe() {
    let inbox = TerminalInbox()
    #expect(inbox.wakeDescriptor >= 0)
    inbox.post(.tick)
    inbox.post(.turnFinished)
    #expect(inbox.drain() == [.tick, .turnFinished])
    #expect(inbox.drain() == [])
  }
}

struct TranscriptPrintingTests {
  @Test func plainTranscriptReadsLikePlainMode() {
    let snippet = Snippet(
      root: .vstack([.text("✓ Order Confirmed", .emphasized), .text("1 Tomato Soup", [])]))
    let result = TerminalSessionResult(
      scrollback: [
        .utterance("Order tomato soup from Soup Chef"),
        .understood(app: "Soup Chef", intent: "Order Soup"),
        .siri(text: "Done.\nEnjoy.", snippet: snippet, isError: false),
        .answer("Order"),
        .appOpened(app: "Soup Chef", screen: nil),
        .notice("Voice-only mode is on.", isError: false),
      ], signal: nil)
    #expect(
      result.plainLines == [
        "You: Order tomato soup from Soup Chef",
        "  → Soup Chef · Order Soup",
        "Siri: Done.",
        "      Enjoy.",
        "┌───────────────────┐",
        "│ ✓ Order Confirmed │",
        "│ 1 Tomato Soup     │",
        "└───────────────────┘",
        "You: Order",
        "[Soup Chef opened]",
        "Voice-only mode is on.",
      ])
  }
}
