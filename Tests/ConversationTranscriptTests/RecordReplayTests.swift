import ConversationRuntime
import ConversationSession
import ConversationTranscript
import Foundation
import PlainConversation
import SiriTerminal
import TerminalTestSupport
import Testing

/// A session recorded in any front end — plain lines, JSON lines, the curses UI — replays in
/// plain mode byte for byte, for every bundled app.
struct RecordReplayTests {
  /// Records a plain-mode session over the lines; returns the file's path and what plain mode
  /// printed.
  static func recordPlain(_ lines: [String], apps: [String]) async throws -> (
    path: String, printed: [String]
  ) {
    let (runtime, recorder, path) = try await TranscriptFixtures.recording(
      apps, name: "plain.siri")
    let output = CapturedOutput()
    let frontEnd = PlainFrontEnd(input: ScriptedInput(lines), output: output, echoInput: true)
    await PlainSession(runtime: runtime, frontEnd: frontEnd, recorder: recorder).run()
    recorder.stop()
    return (path, output.lines)
  }

  /// Replays a recorded file and expects it to pass; returns its body.
  @discardableResult
  static func expectReplays(_ path: String, sourceLocation: SourceLocation = #_sourceLocation)
    async throws -> [String]
  {
    let text = try TranscriptFixtures.contents(of: path)
    let result = try await TranscriptFixtures.replay(text, path: path)
    #expect(result.passed, "\(result.diff ?? "")", sourceLocation: sourceLocation)
    #expect(result.updated.text == text, sourceLocation: sourceLocation)
    return result.file.body
  }

  @Test func aPlainRecordingIsWhatPlainModePrintsAndReplaysExactly() async throws {
    let (path, printed) = try await Self.recordPlain(
      ["Order clam chowder from Soup Chef", "2", "Ferry Building", "yes"], apps: ["Soup Chef"])
    let text = try TranscriptFixtures.contents(of: path)
    let header = TranscriptFixtures.header(["Soup Chef"])
    #expect(text == (header.lines + printed).map { $0 + "\n" }.joined())
    #expect(printed.contains("  → New England Clam Chowder"))
    #expect(printed.contains { $0.contains("order will be ready in 10 minutes") })
    try await Self.expectReplays(path)
  }

  @Test func aOneWordChangeFailsWithBothLinesAndUpdateFixesIt() async throws {
    let (path, _) = try await Self.recordPlain(
      ["Order clam chowder from Soup Chef", "2", "Ferry Building", "yes"], apps: ["Soup Chef"])
    let text = try TranscriptFixtures.contents(of: path)
    let changed = text.replacingOccurrences(of: "ready in 10 minutes", with: "ready in 12 minutes")
    let result = try await TranscriptFixtures.replay(changed, path: path)
    #expect(!result.passed)
    let diff = try #require(result.diff)
    #expect(
      diff.contains(
        "\n-Siri: Your total is $3.75. Your New England Clam Chowder order will be ready in 12 minutes."
      ))
    #expect(
      diff.contains(
        "\n+Siri: Your total is $3.75. Your New England Clam Chowder order will be ready in 10 minutes."
      ))
    #expect(diff.contains("@@ -"))
    #expect(result.updated.text == text)
  }

  @Test func aJSONRecordingReplaysInPlainMode() async throws {
    let (runtime, recorder, path) = try await TranscriptFixtures.recording(
      ["Soup Chef"], name: "json.siri")
    let input = ScriptedInput([
      #"{"utterance": "Order clam chowder from Soup Chef"}"#, #"{"reply": "choice", "index": 1}"#,
      #"{"reply": "text", "text": "ferry"}"#, #"{"reply": "confirm", "value": true}"#,
    ])
    let output = CapturedOutput()
    await PlainSession(
      runtime: runtime, frontEnd: JSONFrontEnd(input: input, output: output), recorder: recorder
    ).run()
    recorder.stop()
    let body = try await Self.expectReplays(path)
    #expect(body.contains("You: 2"))
    #expect(body.contains("  → New England Clam Chowder"))
    #expect(body.contains("You: ferry"))
    #expect(body.contains("  → Ferry Building"))
    #expect(body.contains("You: Order"))
    #expect(output.text.contains("ready in 10 minutes"))
  }

  /// A UI session over a runtime made from a header, transcribed to a file.
  static func recordUI(
    apps: [String], _ drive: (inout ScriptedTerminal) async -> Void
  ) async throws -> String {
    let (runtime, recorder, path) = try await TranscriptFixtures.recording(
      apps, name: "ui.siri")
    var ui = await ScriptedTerminal(runtime: runtime, recorder: recorder)
    await drive(&ui)
    recorder.stop()
    return path
  }

  @Test func aSoupChefOrderPickedWithArrowKeysInTheUIReplaysInPlainMode() async throws {
    let path = try await Self.recordUI(apps: ["Soup Chef"]) { ui in
      await ui.say("Order clam chowder from Soup Chef")
      ui.press(.down, .enter)
      await ui.settle()
      ui.press(.down, .enter)
      await ui.settle()
      ui.press(.enter)
      await ui.settle()
    }
    let body = try await Self.expectReplays(path)
    #expect(body.contains("You: Order clam chowder from Soup Chef"))
    #expect(body.contains("  → New England Clam Chowder"))
    #expect(body.contains { $0.contains("Pick up from Civic Center") })
    #expect(body.contains("You: Order"))
    #expect(body.contains { $0.contains("order will be ready in 10 minutes") })
  }

  @Test func aTrailsSessionInTheUIReplaysInPlainMode() async throws {
    let path = try await Self.recordUI(apps: ["Trails"]) { ui in
      await ui.say("Get conditions on Vernal Falls with Trails")
      await ui.say("Start a workout in Trails")
      ui.press(.down, .enter)
      await ui.settle()
    }
    let body = try await Self.expectReplays(path)
    #expect(body.contains { $0.contains("Vernal Falls") })
    #expect(body.filter { $0.hasPrefix("You: ") }.count == 3)
  }

  @Test func aBookLibrarySessionWithACancelAndVoiceOnlyInTheUIReplaysInPlainMode() async throws {
    let path = try await Self.recordUI(apps: ["Book Library"]) { ui in
      await ui.say("Add a book to Book Library")
      await ui.say("never mind")
      await ui.say(":voice-only on")
      await ui.say("Add a book to Book Library")
      await ui.say("Dune")
    }
    let body = try await Self.expectReplays(path)
    #expect(body.contains("You: never mind") || body.contains("You: cancel"))
    #expect(body.contains("You: :voice-only on"))
    #expect(body.contains("Voice-only mode is on."))
    #expect(body.contains("You: Dune"))
  }

  @Test func aRunLikeSirisimRunReplaysAsTheRunCommand() async throws {
    let (runtime, recorder, path) = try await TranscriptFixtures.recording(
      ["Soup Chef"], name: "run.siri")
    let chain = [
      ChainedIntent(
        intent: "OrderSoup",
        parameters: [("soup", "Tomato Soup"), ("storeLocation", "Ferry Building")])
    ]
    recorder.typed(IntentInvocation.commandLine(for: chain))
    let output = CapturedOutput()
    let plain = PlainFrontEnd(input: ScriptedInput(["yes"]), output: output, echoInput: true)
    _ = await runtime.run(chain: chain, with: TranscribingFrontEnd(plain, recorder: recorder))
    recorder.stop()
    let body = try await Self.expectReplays(path)
    #expect(body.first == #"You: :run OrderSoup soup="Tomato Soup" storeLocation="Ferry Building""#)
  }

  @Test func recordMidSessionWritesTheSessionFromItsStartButNotTheCommands() async throws {
    let path = try TranscriptFixtures.temporaryPath("mid.siri")
    let (_, printed) = try await Self.recordPlain(
      [
        "Order tomato soup from Soup Chef", "Ferry Building", "yes", ":record \(path)",
        "Order clam chowder from Soup Chef", "1", "Civic Center", "no", ":stop",
        "Order soup from Soup Chef",
      ], apps: ["Soup Chef"])
    #expect(
      printed.contains { $0.hasPrefix("Recording to \(path), from the start of this session.") })
    #expect(printed.contains("Recording stopped: \(path)."))
    let body = try await Self.expectReplays(path)
    #expect(body.first == "You: Order tomato soup from Soup Chef")
    #expect(body.contains("You: no"))
    #expect(
      !body.contains { $0.contains(":record") || $0.contains(":stop") || $0.contains("Recording") })
    #expect(!body.contains("You: Order soup from Soup Chef"))
  }

  @Test func eachTurnIsInTheFileBeforeTheSessionEnds() async throws {
    let (runtime, recorder, path) = try await TranscriptFixtures.recording(
      ["Soup Chef"], name: "live.siri")
    var ui = await ScriptedTerminal(runtime: runtime, recorder: recorder)
    await ui.say("Order clam chowder from Soup Chef")
    // Siri waits at the pick list: what was said so far is already on disk.
    #expect(ui.state.pane != nil)
    let sofar = try TranscriptFixtures.contents(of: path)
    #expect(sofar.contains("You: Order clam chowder from Soup Chef\n"))
    #expect(sofar.contains("  2. New England Clam Chowder"))
    ui.press(.escape)
    await ui.settle()
    recorder.stop()
  }

  @Test func aReplayRecordsNothing() async throws {
    let path = try TranscriptFixtures.temporaryPath("never.siri")
    let result = try await TranscriptFixtures.replay(
      "# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z\nYou: :record \(path)\n")
    #expect(
      result.actual == [
        "You: :record \(path)", "Nothing can be recorded here (a replay records nothing).",
      ])
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aFileThatCannotBeWrittenIsNamed() throws {
    let recorder = TranscriptRecorder(header: TranscriptFixtures.header(["Soup Chef"]))
    #expect {
      try recorder.start(path: "/nonexistent-folder/x.siri")
    } throws: { error in
      (error as? TranscriptError)?.description
        == "/nonexistent-folder/x.siri: cannot be written (no such file or directory)."
    }
    #expect(recorder.path == nil)
  }

  @Test func aSessionTooLongToKeepRecordsFromNowAndSaysSo() throws {
    let header = TranscriptFixtures.header(["Soup Chef"])
    let recorder = TranscriptRecorder(header: header)
    recorder.write(Array(repeating: "Siri: hello", count: TranscriptRecorder.sessionLineLimit))
    let path = try TranscriptFixtures.temporaryPath("late.siri")
    #expect(try recorder.start(path: path) == .wholeSession)
    recorder.write(["Siri: one more"])
    #expect(try recorder.start(path: path) == .fromNow)
    recorder.write(["Siri: after"])
    recorder.stop()
    #expect(
      try TranscriptFixtures.contents(of: path)
        == (header.lines + ["Siri: after"]).map { $0 + "\n" }.joined())
    #expect(recorder.sessionLines.isEmpty)
  }
}
