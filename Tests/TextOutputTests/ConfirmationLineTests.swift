@_spi(SiriSim) import ConversationRuntime
@_spi(SiriSim) import OpenAppIntents
import Testing
import TextOutput

/// The buttons' line plain mode (and every transcript) prints under a confirmation.
@Suite struct ConfirmationLineTests {
  static func line(destructive: Bool) -> String? {
    let prompt = ConfirmationPrompt(
      app: "Lists", text: "Delete Groceries?", confirmTitle: "Delete", declineTitle: "Keep",
      kind: .action, isDestructive: destructive)
    return PlainLineRenderer().lines(for: .confirmation(prompt)).last
  }

  @Test func aDestructiveActionIsMarkedAsADestructiveChoiceIs() {
    #expect(Self.line(destructive: true) == "  [⚠ Delete]  [Keep]")
  }

  @Test func anOrdinaryActionIsNot() {
    #expect(Self.line(destructive: false) == "  [Delete]  [Keep]")
  }
}
