import ConversationRuntime
import ConversationTestSupport
import Foundation
import SiriSimApp
import SoupChef
import Testing

@testable import SiriTerminal

/// `play --html`: a page holding a real headless recording of an order, its turns as
/// chapters, and nothing from a transcript ever read as markup or code.
@Suite struct AsciicastPageTests {
  /// A headless recording of an order through real curses, and the writer that made it.
  static func recordOrder() async throws -> (cast: String, writer: AsciicastWriter) {
    let environment = IntentEnvironment.fixed(now: TestClock.saturdayNoon)
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest(environment: environment)],
      options: ConversationRuntime.Options(environment: environment))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-\(UUID().uuidString).cast").path
    defer { unlink(path) }
    let writer = try AsciicastWriter(
      path: path, size: TerminalSize(columns: 80, rows: 24), timestamp: 0, title: "An order",
      terminalType: "xterm-256color")
    _ = try await TerminalPlayback.cast(
      runtime: runtime, inputs: PlaybackTests.order, options: PlaybackOptions(autoDelay: 0.5),
      to: writer)
    return (try String(contentsOfFile: path, encoding: .utf8), writer)
  }

  /// The string the page's script gives the player, read back as JSON reads it.
  static func castInPage(_ html: String) throws -> String {
    let start = try #require(html.range(of: "const cast = "))
    let end = try #require(html[start.upperBound...].range(of: ";\nconst player"))
    let literal = String(html[start.upperBound..<end.lowerBound])
    return try #require(
      try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
        as? String)
  }

  @Test func theWriterKeepsEachTurnsMarkerWithItsTimeFromTheStart() async throws {
    let (_, writer) = try await Self.recordOrder()
    let markers = writer.markers
    #expect(markers.map(\.label).first == "turn 1: Order clam chowder…")
    #expect(markers.count == PlaybackTests.order.count)
    #expect(zip(markers, markers.dropFirst()).allSatisfy { $0.time < $1.time })
  }

  @Test func aPageHoldsTheWholeRecordingAndListsEachTurnAsAChapter() async throws {
    let (cast, writer) = try await Self.recordOrder()
    let page = AsciicastPage(
      cast: cast, title: "An order", chapters: writer.markers,
      player: .linked(script: "player.js", style: "player.css"))
    let html = page.html
    #expect(try Self.castInPage(html) == cast)
    #expect(html.contains(#"<script src="player.js"></script>"#))
    #expect(html.contains(#"<link rel="stylesheet" href="player.css">"#))
    for (index, marker) in writer.markers.enumerated() {
      #expect(html.contains(#"<button data-marker="\#(index)">\#(marker.label)</button>"#))
    }
    #expect(html.contains("<title>An order</title>"))
  }

  @Test func aTranscriptsTextNeverBecomesMarkupOrCode() throws {
    let hostile = "</script><script>alert(1)</script>\u{2028}\"'&"
    let page = AsciicastPage(
      cast: "[0.1, \"o\", \"\(hostile)\"]\n", title: hostile,
      chapters: [AsciicastPage.Chapter(label: hostile, time: 61.5)],
      player: .inline(script: "var s = '</script>';", style: "p::after { content: '</style>'; }"))
    let html = page.html
    // Only the page's own elements open and close: two scripts, two styles.
    #expect(html.components(separatedBy: "<script").count - 1 == 2)
    #expect(html.components(separatedBy: "</script>").count - 1 == 2)
    #expect(html.components(separatedBy: "</style>").count - 1 == 2)
    #expect(!html.contains("alert(1)</"))
    #expect(try Self.castInPage(html) == "[0.1, \"o\", \"\(hostile)\"]\n")
    #expect(html.contains("<span class=\"time\">1:01</span>"))
  }
}
