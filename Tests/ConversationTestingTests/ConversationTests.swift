import BookLibrary
import ConversationRuntime
import ConversationTesting
import Foundation
import SoupChef
import Testing
import Trails

/// The test double over the real runtime and apps, step by step.
struct ConversationTests {
  static let transcripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Transcripts")

  @Test func aRowListedUnderMoreCanStillBeChosen() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    try await c.say("Order clam chowder from Soup Chef")
    try await c.choose("Tomato Soup")
    #expect(c.prompt == .disambiguation(["Ferry Building", "Civic Center"]))
  }

  @Test func disambiguatesTwoClamChowdersAndPlacesTheOrder() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    try await c.say("Order clam chowder from Soup Chef")
    #expect(c.understanding?.intent == "OrderSoup")
    // The two chowders the words name; the rest of the menu is listed apart, under More.
    #expect(c.prompt == .disambiguation(["Manhattan Clam Chowder", "New England Clam Chowder"]))
    #expect(c.moreChoices == ["Tomato Soup", "Chicken Noodle Soup"])
    try await c.choose("New England Clam Chowder")
    #expect(c.moreChoices.isEmpty)
    #expect(c.prompt == .disambiguation(["Ferry Building", "Civic Center"]))
    try await c.choose("Ferry Building")
    #expect(c.prompt == .confirmation("Order"))
    #expect(c.outcome == nil)
    try await c.confirm()
    #expect(c.prompt == nil)
    #expect(c.lastDialog.contains("ready in 10 minutes"))
    guard case .completed(let completion) = c.outcome else {
      Issue.record("the order did not complete: \(String(describing: c.outcome))")
      return
    }
    #expect(completion.intent == "OrderSoup")
    try c.assertTranscript(
      file: Self.transcripts.appendingPathComponent("soup-chef-conversation-testing.siri").path)
  }

  @Test func matchesABundledTranscriptTypedTheSameWay() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    try await c.say("Order clam chowder from Soup Chef")
    try await c.answer("2")
    try await c.answer("ferry")
    try await c.answer("yes")
    try c.assertTranscript(
      file: Self.transcripts.appendingPathComponent("soup-chef-order-clam-chowder.siri").path)
  }

  @Test func aTranscriptThatDiffersThrowsADiffWithBothLines() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    try await c.say("Order tomato soup from Soup Chef")
    try await c.choose("Civic Center")
    try await c.decline()
    let path = Self.transcripts.appendingPathComponent("soup-chef-decline-order.siri").path
    #expect {
      try c.assertTranscript(file: path, update: false)
    } throws: { error in
      guard case .transcriptDiffers(_, let diff) = error as? ConversationTestingError else {
        return false
      }
      return diff.contains("-You: Order chicken noodle soup from Soup Chef")
        && diff.contains("+You: Order tomato soup from Soup Chef")
    }
  }

  @Test func updatingWritesAMissingGoldenFile() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "conversation-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("new.siri").path
    let c = try await Conversation(apps: [TrailsApp.self])
    try await c.say("Open Favorites in Trails")
    try c.assertTranscript(file: path, update: true)
    try c.assertTranscript(file: path, update: false)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("# sirisim 1 · apps: Trails · now: 2026-11-21T12:00:00Z"))
    #expect(text.contains("You: Open Favorites in Trails\n"))
  }

  @Test func aMissingGoldenFileSaysHowToWriteIt() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "conversation-testing-\(UUID().uuidString)/Transcripts/first.siri"
    ).path
    let c = try await Conversation(apps: [TrailsApp.self])
    try await c.say("Open Favorites in Trails")
    let error = #expect(throws: ConversationTestingError.self) {
      try c.assertTranscript(file: path, update: false)
    }
    #expect(error == .transcriptMissing(path: path))
    #expect(error?.description.contains("SIRISIM_UPDATE_TRANSCRIPTS=1") == true)
  }

  @Test func updatingMakesTheGoldenFilesFolder() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "conversation-testing-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("Tests/Transcripts/first.siri").path
    let c = try await Conversation(apps: [TrailsApp.self])
    try await c.say("Open Favorites in Trails")
    try c.assertTranscript(file: path, update: true)
    try c.assertTranscript(file: path, update: false)
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func updatingASymlinkedGoldenFileWritesItsTargetAndKeepsItsMode() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "conversation-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("shared.siri").path
    let link = folder.appendingPathComponent("link.siri").path
    let stale = "# sirisim 1 · apps: Trails · now: 2026-11-21T12:00:00Z\nYou: Open Trails\n"
    #expect(FileManager.default.createFile(atPath: target, contents: Data(stale.utf8)))
    #expect(chmod(target, 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "shared.siri")
    let c = try await Conversation(apps: [TrailsApp.self])
    try await c.say("Open Favorites in Trails")
    try c.assertTranscript(file: link, update: true)
    try c.assertTranscript(file: link, update: false)
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(
      try String(contentsOfFile: target, encoding: .utf8).contains(
        "You: Open Favorites in Trails\n"))
  }

  @Test func startsATrailsWorkoutPickedFromSuggestions() async throws {
    let c = try await Conversation(apps: [TrailsApp.self])
    try await c.say("Start a workout in Trails")
    #expect(c.prompt == .value("workoutStyle"))
    try await c.choose(row: 3)
    #expect(
      c.events.contains { event in
        if case .appOpened(let opened) = event { return opened.screen?.contains("Hiking") == true }
        return false
      })
    #expect(c.outcome.map { if case .completed = $0 { true } else { false } } == true)
  }

  @Test func addsABookFoundByTitleAndAuthor() async throws {
    let c = try await Conversation(apps: [BookLibraryApp.self])
    try await c.say("Add a book to Book Library")
    #expect(c.prompt == .value("title"))
    try await c.answer("Darkness")
    try await c.answer("Joseph Conrad")
    #expect(c.lastDialog == "Heart of Darkness")
    #expect(c.transcript.contains("[Book Library opened: Heart of Darkness by Joseph Conrad]"))
  }

  @Test func cancelEndsTheTurnAndANewOneCanStart() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self, TrailsApp.self])
    try await c.say("Order soup from Soup Chef")
    try await c.cancel()
    #expect(c.outcome == .cancelled)
    #expect(c.lastDialog == "Cancelled.")
    try await c.say("Buy a Trails day pass")
    #expect(c.understanding?.app == "Trails")
    try await c.confirm()
    #expect(c.lastDialog == "Your trail day pass is active.")
  }

  @Test func runsAnIntentByNameWithPresetValues() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    try await c.run(
      "OrderSoup", ["soup": "Tomato Soup", "quantity": "7", "storeLocation": "Ferry Building"])
    #expect(c.prompt == .confirmation("Yes"))
    try await c.confirm()
    #expect(c.lastDialog.contains("we don't have that many in stock"))
    #expect(c.transcript.hasPrefix("You: :run OrderSoup soup=\"Tomato Soup\" quantity=7"))
  }

  @Test func anUtteranceNoShortcutFitsIsNotUnderstood() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    try await c.say("what's the weather")
    #expect(c.outcome == .notUnderstood)
    #expect(c.understanding == nil)
    #expect(c.lastDialog.hasPrefix("Sorry, I can't help with that."))
  }

  @Test func frenchPhrasesWithTheLocale() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self], locale: "fr")
    try await c.say("Commander une soupe à la tomate avec Soup Chef")
    #expect(c.understanding?.values.first?.parameter == "soup")
    #expect(c.prompt == .disambiguation(["Ferry Building", "Civic Center"]))
  }

  // MARK: Wrong steps

  @Test func answeringWhenSiriAsksNothingSaysSo() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    await #expect(throws: ConversationTestingError.noQuestion(step: "confirm()", outcome: nil)) {
      try await c.confirm()
    }
    try await c.say("what's the weather")
    await #expect {
      try await c.choose("Tomato Soup")
    } throws: { error in
      "\(error)"
        == "choose(\"Tomato Soup\"): Siri isn't asking anything (the turn ended: not understood). Say something first."
    }
  }

  @Test func aChoiceThatIsNotListedNamesTheChoices() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    try await c.say("Order clam chowder from Soup Chef")
    await #expect(
      throws: ConversationTestingError.noSuchChoice(
        "Lobster Bisque",
        choices: [
          "Manhattan Clam Chowder", "New England Clam Chowder", "Tomato Soup",
          "Chicken Noodle Soup",
        ])
    ) {
      try await c.choose("Lobster Bisque")
    }
    await #expect(throws: ConversationTestingError.noSuchRow(9, rows: 4)) {
      try await c.choose(row: 9)
    }
    await #expect(
      throws: ConversationTestingError.notAConfirmation(step: "confirm()", question: "Which soup?")
    ) {
      try await c.confirm()
    }
    await #expect(
      throws: ConversationTestingError.questionPending(
        step: "say(\"Order soup\")", question: "Which soup?")
    ) {
      try await c.say("Order soup")
    }
    // The question is still open after the wrong steps.
    try await c.choose("new england clam chowder")
    #expect(c.prompt == .disambiguation(["Ferry Building", "Civic Center"]))
  }

  @Test func anUnknownLocaleListsTheLocales() async {
    await #expect(
      throws: ConversationTestingError.unknownLocale("xx", locales: ["de", "en", "fr"])
    ) {
      _ = try await Conversation(apps: [SoupChefApp.self], locale: "xx")
    }
  }

  @Test func aMissingGoldenFileIsNamed() async throws {
    let c = try await Conversation(apps: [SoupChefApp.self])
    #expect(throws: ConversationTestingError.transcriptMissing(path: "/nonexistent/a.siri")) {
      try c.assertTranscript(file: "/nonexistent/a.siri", update: false)
    }
  }
}

/// A step waits for Siri only so long.
struct ConversationTimeoutTests {
  @Test func aTurnThatDoesNotStopInTimeThrowsInsteadOfHanging() async throws {
    let c = try await Conversation(apps: [SlowApp.self], timeout: .milliseconds(200))
    await #expect(
      throws: ConversationTestingError.timedOut(
        step: "say(\"Take a nap in Slow App\")", after: .milliseconds(200))
    ) {
      try await c.say("Take a nap in Slow App")
    }
    #expect(c.understanding?.intent == "NapIntent")
    #expect(c.outcome == nil)
  }
}
