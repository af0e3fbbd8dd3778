import ConversationRuntime
import PlainConversation
import Testing

/// `sirisim match`'s output: any `--top` is fine, and the utterance prints inert.
@Suite struct MatchReportTests {
  @Test(arguments: [Int.max, Int.max - 1, 1_001, -5, Int.min])
  func anyTopIsClamped(_ top: Int) {
    let report = MatchReport(json: true, top: top)
    #expect((0...MatchReport.maxAlternatives).contains(report.top))
    #expect(report.limit == report.top + 1)
  }

  @Test func tableAndJSONPrintTheUtteranceInert() async {
    let session = await SoupChefSession(lines: [])
    let utterance = "Order \u{1B}]0;pwned\u{7} soup from Soup Chef"
    let results = await session.runtime.interpret(utterance, limit: 3)

    let table = MatchReport(json: false, top: 2).lines(for: utterance, results: results)
    #expect(table.first == "“Order ␛]0;pwned␇ soup from Soup Chef”")
    let json = MatchReport(json: true, top: 2).lines(for: utterance, results: results)
    #expect(json.count == 1)
    #expect(json[0].contains(#"Order \u001b]0;pwned\u0007 soup"#))
    for line in table + json {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
  }
}
