import ConversationRuntime
import ConversationTestSupport
import Testing

/// Payment methods an app offers, and links built from an intent's parameters, the same in
/// every front end.
@Suite(.timeLimit(.minutes(2)))
struct PaymentAndLinkConformanceTests {
  @Test func asksForAPaymentMethodAmongTheAppsOwn() async {
    let record = await FrontEndConformanceTests.expectAgreement(
      ["Pay my bill in Bills", "visa"], runtime: { await BillsFixture.runtime() })
    #expect(record.steps.contains { $0.hasPrefix("asked") }, "\(record)")
    #expect(record.steps.contains("said Paid with Visa ending in 4242."), "\(record)")
    #expect(record.steps.last == "ended completed")
  }

  @Test func aPaymentMethodWithoutANameIsCalledByItsKind() async {
    let record = await FrontEndConformanceTests.expectAgreement(
      ["Pay my bill in Bills", "checking account"], runtime: { await BillsFixture.runtime() })
    #expect(record.steps.contains("said Paid with Checking Account."), "\(record)")
  }

  @Test func aURLRepresentableIntentOpensItsLinkInEveryFrontEnd() async {
    let record = await FrontEndConformanceTests.expectAgreement(
      ["Open help in Bills", "late fees"], runtime: { await BillsFixture.runtime() })
    #expect(record.steps.contains("opened Bills"), "\(record)")
    #expect(record.steps.last == "ended completed")
  }

  @Test func aURLRepresentableIntentsLinkHasItsParameterInIt() async throws {
    let runtime = await BillsFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.text("late fees")])

    await runtime.handle("Open help in Bills", with: frontEnd)

    #expect(frontEnd.openedApps.map(\.screen) == ["https://example.com/help/late%20fees"])
  }

  @Test func anOpenIntentOnAURLRepresentableEnumOpensTheCasesLink() async throws {
    let runtime = await BillsFixture.runtime()
    let frontEnd = AnsweringFrontEnd([.text("late fees")])

    await runtime.handle("Open a help section in Bills", with: frontEnd)

    #expect(frontEnd.openedApps.map(\.screen) == ["https://example.com/sections/late-fees"])
  }
}
