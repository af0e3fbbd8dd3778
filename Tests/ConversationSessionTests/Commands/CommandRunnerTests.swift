import ConversationRuntime
import ConversationSession
import ConversationTranscript
import Foundation
import Testing

/// What each `:` command answers when run, the same for every front end.
@Suite struct CommandRunnerTests {
  @Test func appsListsTheRuntimesGuide() async {
    let runtime = await CommandRuntime.make()

    let outcome = await CommandRuntime.run(":apps", on: runtime)

    let guide = await runtime.appGuide()
    #expect(outcome == .apps(guide))
    #expect(guide.lines.contains { $0.hasPrefix("Soup Chef") })
  }

  @Test func helpListsTheCommandsAndClearSaysThereIsNoScreen() async {
    let runtime = await CommandRuntime.make()

    #expect(
      await CommandRuntime.run(":help", on: runtime)
        == .notices(SessionCommand.helpLines, isError: false))
    #expect(
      await CommandRuntime.run(":clear", on: runtime)
        == .notices([ClearCommand.nothingToClear], isError: false))
    #expect(await CommandRuntime.run(":quit", on: runtime) == .quit)
  }

  @Test func anUnreadableCommandReportsWhy() async {
    let runtime = await CommandRuntime.make()

    #expect(
      await CommandRuntime.run(":frobnicate", on: runtime)
        == .notices(["Unknown command “:frobnicate”. Type :help for the commands."], isError: true))
  }

  @Test func voiceOnlySwitchesTheRuntime() async {
    let runtime = await CommandRuntime.make()

    #expect(
      await CommandRuntime.run(":voice-only", on: runtime)
        == .notices([VoiceOnlyCommand.notice(isOn: true)], isError: false))
    #expect(runtime.options.voiceOnly)
    _ = await CommandRuntime.run(":voice-only off", on: runtime)
    #expect(!runtime.options.voiceOnly)
  }

  @Test func whyExplainsTheLastUtteranceOrSaysToSaySomething() async {
    let runtime = await CommandRuntime.make()

    #expect(
      await CommandRuntime.run(":why", on: runtime)
        == .notices([WhyCommand.nothingToExplain], isError: true))
    let outcome = await CommandRuntime.run(
      ":why", on: runtime, lastUtterance: "Order tomato soup from Soup Chef")
    guard case .notices(let lines, false) = outcome else {
      Issue.record("Expected an explanation, got \(String(describing: outcome))")
      return
    }
    #expect(lines.first?.hasPrefix("why “Order tomato soup from Soup Chef”") == true)
  }

  @Test func runStartsATurnWrittenAsItsCommandLine() async {
    let runtime = await CommandRuntime.make()

    let outcome = await CommandRuntime.run(":run OrderSoup quantity=2", on: runtime)

    guard case .turn(let turn) = outcome else {
      Issue.record("Expected a turn, got \(String(describing: outcome))")
      return
    }
    #expect(turn.typedLine == ":run OrderSoup quantity=2")
  }

  @Test func aSuggestionThatIsNotThereIsAProblemNotATurn() async {
    let runtime = await CommandRuntime.make()

    #expect(
      await CommandRuntime.run(":suggestion 2", on: runtime)
        == .notices([SuggestionReport.noSuggestion(2, count: 0)], isError: true))
  }

  @Test func addToSiriWithoutMemorySaysWhy() async {
    let runtime = await CommandRuntime.make()

    #expect(
      await CommandRuntime.run(":add-to-siri Soup time", on: runtime)
        == .notices([VoiceShortcutError.noMemory.description], isError: true))
  }

  @Test func findForAnUnknownTypeSaysSo() async {
    let runtime = await CommandRuntime.make()

    let outcome = await CommandRuntime.run(":find Spaceship", on: runtime)

    guard case .notices(let lines, true) = outcome else {
      Issue.record("Expected a problem, got \(String(describing: outcome))")
      return
    }
    #expect(lines.count == 1)
  }

  @Test func recordAndStopWriteThroughTheRecorderOrSayNothingCanBeRecorded() async throws {
    let runtime = await CommandRuntime.make()
    #expect(
      await CommandRuntime.run(":record out.siri", on: runtime)
        == .notices([RecordCommand.cannotRecord], isError: true))

    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("record-command-\(UUID().uuidString).siri").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = TranscriptRecorder(
      header: TranscriptHeader(apps: runtime.appNames, now: Date(timeIntervalSince1970: 0)))

    #expect(
      await CommandRuntime.run(":record \(path)", on: runtime, recording: recorder)
        == .notices(
          [RecordCommand.recordingNotice(path: path, wholeSession: true)], isError: false))
    #expect(
      await CommandRuntime.run(":stop", on: runtime, recording: recorder)
        == .notices([StopCommand.stoppedNotice(path: path)], isError: false))
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func recordRefusesToReplaceAFileUnlessForced() async throws {
    let runtime = await CommandRuntime.make()
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("record-there-\(UUID().uuidString).siri").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("kept\n".utf8).write(to: URL(fileURLWithPath: path))
    let recorder = TranscriptRecorder(
      header: TranscriptHeader(apps: runtime.appNames, now: Date(timeIntervalSince1970: 0)))

    #expect(
      await CommandRuntime.run(":record \(path)", on: runtime, recording: recorder)
        == .notices([RecordCommand.fileIsThere(path)], isError: true))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "kept\n")

    #expect(
      await CommandRuntime.run(":record \(path) --force", on: runtime, recording: recorder)
        == .notices(
          [RecordCommand.recordingNotice(path: path, wholeSession: true)], isError: false))
    _ = await CommandRuntime.run(":stop", on: runtime, recording: recorder)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("kept") == false)
  }

  @Test func recordToTheNullDeviceIsNotReplacingAFile() async {
    let runtime = await CommandRuntime.make()
    let recorder = TranscriptRecorder(
      header: TranscriptHeader(apps: runtime.appNames, now: Date(timeIntervalSince1970: 0)))
    let outcome = await CommandRuntime.run(":record /dev/null", on: runtime, recording: recorder)
    #expect(outcome != .notices([RecordCommand.fileIsThere("/dev/null")], isError: true))
  }
}
