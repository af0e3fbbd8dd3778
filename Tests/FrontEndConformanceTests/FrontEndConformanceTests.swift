import BookLibrary
import ConversationRuntime
import ConversationSession
import ConversationTestSupport
import Foundation
import OpenAppIntents
import PlainConversation
import SiriStore
import SoupChef
import Testing
import Trails

/// The same scripted conversations through every front end — the terminal UI, plain lines and
/// JSON lines, and ConversationTesting's `Conversation` for scripts without commands — which
/// must agree on what Siri says and asks, how each turn ends, and what each
/// command answers; in the spirit of swift-collections' `CheckCollection`, one check run
/// against every implementation.
@Suite(.timeLimit(.minutes(2)))
struct FrontEndConformanceTests {
  static let frontEnds: [any FrontEndUnderTest] = [
    TerminalFrontEndUnderTest(), LineFrontEndUnderTest(kind: .plain),
    LineFrontEndUnderTest(kind: .json),
  ]

  /// A fresh runtime with the three bundled apps, their data as shipped; with `memory`, what
  /// Siri remembers.
  static func runtime(memory: (any SiriMemory)? = nil) async -> ConversationRuntime {
    let environment = TestClock.environment
    return await ConversationRuntime(
      apps: BundledApps.manifests(environment: environment),
      options: ConversationRuntime.Options(environment: environment), memory: memory)
  }

  /// Runs the script through every front end, expects them all to agree, and returns the
  /// record they agree on. `memory` gives each front end's runtime its memory (a fresh one
  /// each); `nil` remembers nothing.
  @discardableResult
  static func expectAgreement(
    _ script: [String], memory: (() throws -> any SiriMemory)? = nil,
    runtime makeRuntime: (@Sendable () async -> ConversationRuntime)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> ConversationRecord {
    var records: [(name: String, record: ConversationRecord)] = []
    var frontEnds = Self.frontEnds
    if ConversationTestingUnderTest.canRun(script) {
      frontEnds.append(ConversationTestingUnderTest())
    }
    for frontEnd in frontEnds {
      let runtime =
        if let makeRuntime { await makeRuntime() } else { await runtime(memory: try? memory?()) }
      records.append((frontEnd.name, await frontEnd.run(script, runtime: runtime)))
    }
    let (firstName, first) = records[0]
    for (name, record) in records.dropFirst() {
      #expect(
        record == first,
        "\(name) and \(firstName) disagree on \(script):\n--- \(firstName)\n\(first)\n--- \(name)\n\(record)",
        sourceLocation: sourceLocation)
    }
    return first
  }

  @Test(arguments: ["never mind", "cancel", "Stop.", "forget it"])
  func cancelWordsCancelAtAPickList(_ word: String) async {
    let record = await Self.expectAgreement(["Order clam chowder from Soup Chef", word])
    #expect(record.steps.last == "ended cancelled")
    #expect(!record.steps.contains { $0.contains("couldn't find") })
  }

  @Test func cancelWordsCancelAtAValueQuestion() async {
    let record = await Self.expectAgreement(["Order Soup Chef", "never mind"])
    #expect(record.steps.last == "ended cancelled")
  }

  @Test func aSuggestionsNumberPicksIt() async {
    let record = await Self.expectAgreement(["Order Soup Chef", "2", "1", "yes"])
    #expect(record.steps.contains { $0.contains("Tomato Soup order") }, "the second soup")
    #expect(record.steps.last == "ended completed")
  }

  @Test func anAnswerSiriCannotUseIsAskedAgain() async {
    let record = await Self.expectAgreement(["Order Soup Chef", "xyzzy", "cancel"])
    #expect(record.steps.contains { $0.hasPrefix("said") && $0.contains("xyzzy") })
    #expect(record.steps.last == "ended cancelled")
  }

  @Test func aWholeOrderWithTypedAnswers() async {
    let record = await Self.expectAgreement([
      "Order clam chowder from Soup Chef", "new england", "civic center", "yes",
    ])
    #expect(record.steps.last == "ended completed")
  }

  @Test func clamChowderAfterOrderSoupIsNoDeadEnd() async {
    let record = await Self.expectAgreement([
      "Order soup from Soup Chef", "manhattan clam chowder", "1", "yes",
    ])
    #expect(record.steps.contains { $0.contains("Manhattan Clam Chowder order") }, "\(record)")
  }

  @Test func commandsAnswerTheSame() async {
    let record = await Self.expectAgreement([
      ":voice-only", ":voice-only off", ":voice-only maybe", ":frobnicate", ":why",
      "Open Favorites in Trails", ":why", ":run NoSuchIntent",
      ":find Trail --where \"name contains Falls\"",
    ])
    #expect(
      record.notices.starts(with: [
        "Voice-only mode is on.", "Voice-only mode is off.",
        "Say “:voice-only on” or “:voice-only off”.",
        "Unknown command “:frobnicate”. Type :help for the commands.",
        WhyCommand.nothingToExplain,
      ]))
    #expect(record.notices.contains { $0.contains("Falls") })
  }

  @Test func appsListsTheSameInEveryFrontEnd() async {
    let record = await Self.expectAgreement([":apps"])
    #expect(record.notices == (await Self.runtime().appGuide()).lines)
    #expect(
      ["Soup Chef", "Trails", "Book Library"].allSatisfy { app in
        record.notices.contains { $0.hasPrefix(app) }
      })
  }

  @Test func jsonModeWritesTheAppGuideAsOneEvent() async throws {
    let output = CapturedOutput()
    let frontEnd = JSONFrontEnd(input: ScriptedInput([":apps"]), output: output)
    let runtime = await Self.runtime()
    await PlainSession(runtime: runtime, frontEnd: frontEnd).run()

    #expect(output.lines.count == 1)
    let event = try #require(
      try JSONSerialization.jsonObject(with: Data((output.lines.first ?? "").utf8))
        as? [String: Any])
    #expect(event["event"] as? String == "apps")
    let apps = try #require(event["apps"] as? [[String: Any]])
    #expect(apps.map { $0["name"] as? String } == ["Soup Chef", "Trails", "Book Library"])
    let trails = try #require(apps.first { $0["name"] as? String == "Trails" })
    let finds = try #require(trails["find"] as? [[String: Any]])
    let trail = try #require(finds.first { $0["entity"] as? String == "Trail" })
    #expect(trail["title"] as? String == "Find Trails")
    #expect(trail["filters"] as? Bool == true)
    let properties = try #require(trail["properties"] as? [[String: Any]])
    #expect(properties.contains { $0["name"] as? String == "name" })
    #expect((trail["sortKeys"] as? [String])?.isEmpty == false)
    let soupChef = try #require(apps.first)
    let intents = try #require(soupChef["intents"] as? [[String: Any]])
    #expect(intents.contains { $0["name"] as? String == "OrderSoup" })
    let phrases = try #require(soupChef["phrases"] as? [[String: Any]])
    #expect(phrases.contains { $0["phrase"] as? String == "Order Soup Chef" })
    // Plain mode prints the same guide as lines, derived from the same structure.
    #expect(
      (await runtime.appGuide()).lines.contains(
        "Soup Chef · Order Soup: “Order Soup Chef”"))
  }

  @Test func storeSaysWhereTheMemoryIsInEveryFrontEnd() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("conformance-store-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sirisim.sqlite")

    let onFile = await Self.expectAgreement(
      [":store"], memory: { try SiriStore(location: .file(file)) })
    #expect(onFile.notices == ["Memory: \(file.path)"])

    let inMemory = await Self.expectAgreement(
      [":store"], memory: { try SiriStore(location: .memory) })
    #expect(inMemory.notices == ["Memory: in memory only, forgotten when SiriSim ends."])

    let none = await Self.expectAgreement([":store"])
    #expect(none.notices == [StoreCommand.notice(nil)])
  }

  @Test func aSuggestionThatIsNotThereIsSaidTheSame() async {
    let record = await Self.expectAgreement([":suggestion 3", ":suggestions", ":stop"])
    #expect(record.notices.first == SuggestionReport.noSuggestion(3, count: 0))
    #expect(record.notices.last == RecordCommand.cannotRecord)
  }

  @Test func trailsConversationAgrees() async {
    let record = await Self.expectAgreement([
      "Get conditions on Vernal Falls with Trails", "Start a workout in Trails", "never mind",
      "Start a workout in Trails", "2",
    ])
    #expect(record.steps.filter { $0.hasPrefix("understood Trails") }.count == 3, "\(record)")
    #expect(record.steps.contains("ended cancelled"), "\(record)")
    #expect(record.steps.last == "ended completed", "\(record)")
  }

  @Test func bookLibraryConversationAgrees() async {
    let record = await Self.expectAgreement([
      "Open Dune in Book Library", "Add a book to Book Library", "cancel",
      "Add a book to Book Library", "Dune",
    ])
    #expect(record.steps.filter { $0.hasPrefix("understood Book Library") }.count == 3)
    #expect(record.steps.contains("ended cancelled"), "\(record)")
    #expect(record.steps.last == "ended completed", "\(record)")
  }
}
