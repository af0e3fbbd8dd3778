import ConversationRuntime
import ConversationSession
import ConversationTestSupport
import Foundation
import Testing

/// The `sirisim run` line a suggestion prints is pasted into a shell: each value is one word
/// there, read back exactly, whatever it holds.
@Suite struct SuggestionReportTests {
  static func suggestion(_ parameters: [SavedParameter]) -> SiriSuggestion {
    SiriSuggestion(
      app: "Soup Chef", intent: "OrderSoup", intentTitle: "Order Soup", parameters: parameters,
      score: 1, count: 2, lastDate: TestClock.mondayNoon,
      reason: "You order Tomato Soup around noon")
  }

  @Test func plainValuesReadNaturally() {
    let suggestion = Self.suggestion([
      SavedParameter(name: "soup", value: "Tomato Soup"),
      SavedParameter(name: "quantity", value: "2"),
    ])
    #expect(
      SuggestionReport.shellCommand(suggestion)
        == "sirisim run OrderSoup 'soup=Tomato Soup' quantity=2")
    #expect(
      suggestion.invocation == "OrderSoup 'soup=Tomato Soup' quantity=2")
  }

  @Test func aValueThatLooksLikeShellCodeIsQuotedWhole() {
    let suggestion = Self.suggestion([
      SavedParameter(name: "deliveryLocation", value: #"1 Main "St" $(touch x) `id` it's"#)
    ])
    #expect(
      SuggestionReport.shellCommand(suggestion)
        == #"sirisim run OrderSoup 'deliveryLocation=1 Main "St" $(touch x) `id` it'\''s'"#)
  }

  @Test func sessionLinesKeepTheRunCommandAndTheCLIGivesItsOwn() {
    let suggestion = Self.suggestion([SavedParameter(name: "soup", value: "Tomato Soup")])
    #expect(SuggestionReport.lines([suggestion])[2] == "   :run OrderSoup 'soup=Tomato Soup'")
    #expect(
      SuggestionReport.lines([suggestion]) { SuggestionReport.shellCommand($0) }[2]
        == "   sirisim run OrderSoup 'soup=Tomato Soup'")
  }

  @Test func theShellCommandNamesTheExecutableThatRunsTheApp() {
    let suggestion = Self.suggestion([SavedParameter(name: "soup", value: "Tomato Soup")])

    #expect(
      SuggestionReport.shellCommand(suggestion, executable: "coffee-siri")
        == "coffee-siri run OrderSoup 'soup=Tomato Soup'")
  }
}
