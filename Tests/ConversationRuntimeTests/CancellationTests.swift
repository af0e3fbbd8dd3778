import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import SoupChef
import Testing

/// Cancel at any prompt ends the intent cleanly: "Cancelled.", no order, and the runtime takes
/// the next utterance as usual.
@Suite struct CancellationTests {
  /// Where in a Soup Chef conversation the person cancels, and how.
  enum CancelPoint: CaseIterable, CustomTestStringConvertible {
    case soupValuePrompt
    case soupDisambiguation
    case storeDisambiguation
    case quantityConfirmation
    case resultConfirmationCancel
    case resultConfirmationDecline
    case resultConfirmationSaysCancel
    case deliveryValuePrompt

    var testDescription: String { "\(self)" }

    var replies: [ConversationReply] {
      switch self {
      case .soupValuePrompt, .soupDisambiguation, .quantityConfirmation, .deliveryValuePrompt:
        return [.cancel]
      case .storeDisambiguation: return [.choice(1), .cancel]
      case .resultConfirmationCancel: return [.choice(1), .choice(0), .cancel]
      case .resultConfirmationDecline: return [.choice(1), .choice(0), .confirm(false)]
      case .resultConfirmationSaysCancel: return [.choice(1), .choice(0), .text("cancel")]
      }
    }

    /// The text of the prompt the person cancels at.
    var cancelledPrompt: String {
      switch self {
      case .soupValuePrompt, .soupDisambiguation: return SoupChefText.whichSoup
      case .storeDisambiguation: return SoupChefText.whichStore
      case .quantityConfirmation: return "Just to confirm, you would like to order 7 soups?"
      case .resultConfirmationCancel, .resultConfirmationDecline, .resultConfirmationSaysCancel:
        return SoupChefText.clamChowderTotal
      case .deliveryValuePrompt: return SoupChefText.deliveryPrompt
      }
    }

    func start(_ fixture: SoupChefFixture, _ frontEnd: AnsweringFrontEnd) async
      -> ConversationOutcome
    {
      switch self {
      case .soupValuePrompt:
        return await fixture.runtime.handle("Order Soup Chef", with: frontEnd)
      case .soupDisambiguation, .storeDisambiguation, .resultConfirmationCancel,
        .resultConfirmationDecline, .resultConfirmationSaysCancel:
        return await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)
      case .quantityConfirmation:
        return await fixture.runtime.run(
          SoupChefFixture.orderSoup(.tomatoSoup, quantity: 7), app: "Soup Chef", with: frontEnd)
      case .deliveryValuePrompt:
        return await fixture.runtime.run(
          intentNamed: "OrderSoup",
          parameters: [("orderType", "delivery"), ("soup", "chicken noodle soup")],
          with: frontEnd)
      }
    }
  }

  @Test(arguments: CancelPoint.allCases)
  func cancellingEndsTheIntent(_ point: CancelPoint) async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd(point.replies)

    let outcome = await point.start(fixture, frontEnd)

    #expect(outcome == .cancelled)
    #expect(frontEnd.scriptConsumed)
    #expect(frontEnd.prompts.last?.text == point.cancelledPrompt)
    #expect(frontEnd.prompts.allSatisfy { !$0.isRetry })
    #expect(frontEnd.spokenTexts == [SoupChefText.cancelled])
    #expect(frontEnd.speeches.last?.kind == .assistant)
    #expect(frontEnd.speeches.last?.app == "Soup Chef")
    #expect(frontEnd.outcomes == [.cancelled])
    #expect(fixture.orders.orderHistory.isEmpty)
  }

  @Test(arguments: CancelPoint.allCases)
  func nextUtteranceRunsNormallyAfterCancelling(_ point: CancelPoint) async throws {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd(point.replies)
    _ = await point.start(fixture, frontEnd)
    frontEnd.clearTranscript()
    frontEnd.enqueue([.choice(1), .choice(0), .confirm(true)])

    let outcome = await fixture.runtime.handle("Order clam chowder from Soup Chef", with: frontEnd)

    #expect(frontEnd.scriptConsumed)
    #expect(
      frontEnd.prompts.map(\.text)
        == [SoupChefText.whichSoup, SoupChefText.whichStore, SoupChefText.clamChowderTotal])
    #expect(frontEnd.spokenTexts == [SoupChefText.clamChowderSuccess])
    guard case .completed = outcome else {
      Issue.record("Expected the next order to complete, got \(outcome)")
      return
    }
    let history = fixture.orders.orderHistory
    try #require(history.count == 1)
    #expect(history[0].menuItem.id == .newEnglandClamChowder)
  }

  @Test func runningOutOfRepliesCancels() async {
    let fixture = await SoupChefFixture.make()
    let frontEnd = AnsweringFrontEnd()

    let outcome = await fixture.runtime.handle("Order Soup Chef", with: frontEnd)

    #expect(frontEnd.ranDry)
    #expect(outcome == .cancelled)
    #expect(frontEnd.spokenTexts == [SoupChefText.cancelled])
  }
}
