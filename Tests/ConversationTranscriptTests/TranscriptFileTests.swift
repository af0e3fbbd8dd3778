import ConversationSession
import ConversationTranscript
import Foundation
import SafeFiles
import Testing

/// Reading and writing `.siri` files: the header's settings, comments, inputs, and the errors
/// a malformed file gets, each at its line and column.
struct TranscriptFileTests {
  static let first =
    "# sirisim 1 · apps: Soup Chef, Trails · now: 2026-11-21T12:00:00Z · locale: fr · mode: voice-only · width: 100 · height: 30"

  @Test func readsEverySettingOfTheHeader() throws {
    let file = try TranscriptFile.parse(Self.first + "\nYou: hi\n", path: "a.siri")
    #expect(file.header.apps == ["Soup Chef", "Trails"])
    #expect(file.header.now == TranscriptFixtures.now)
    #expect(file.header.locale == "fr")
    #expect(file.header.voiceOnly)
    #expect(file.header.width == 100)
    #expect(file.header.height == 30)
    #expect(file.body == ["You: hi"])
  }

  @Test func writesTheHeaderItReads() throws {
    let header = TranscriptHeader(
      apps: ["Book Library"], now: TranscriptFixtures.now, locale: "de", voiceOnly: true,
      width: 120, height: 40, comments: ["A title", ""])
    let file = TranscriptFile(path: "b.siri", header: header, body: ["You: x", "", "Siri: y"])
    let read = try TranscriptFile.parse(file.text, path: "b.siri")
    #expect(read.header == header)
    #expect(read.body == file.body)
    #expect(read.text == file.text)
    #expect(
      file.text.hasPrefix(
        "# sirisim 1 · apps: Book Library · now: 2026-11-21T12:00:00Z · locale: de · mode: voice-only · width: 120 · height: 40\n# A title\n#\n"
      ))
  }

  @Test func namesTheExecutableThatReplaysItWhenItIsNotSirisim() throws {
    let header = TranscriptHeader(
      apps: ["Coffee Corner"], now: TranscriptFixtures.now, executable: "coffee-siri")
    let file = TranscriptFile(path: "e.siri", header: header, body: ["You: x"])
    let read = try TranscriptFile.parse(file.text, path: "e.siri")

    #expect(read.header.executable == "coffee-siri")
    #expect(
      file.text.hasPrefix(
        "# sirisim 1 · apps: Coffee Corner · now: 2026-11-21T12:00:00Z · locale: en · mode: display · width: 80 · height: 24 · executable: coffee-siri\n"
      ))
    let unnamed = TranscriptHeader(apps: ["Soup Chef"], now: TranscriptFixtures.now)
    #expect(!unnamed.lines[0].contains("executable"))
  }

  @Test func anExecutableThatIsNotACommandNameIsAnErrorAtItsValue() {
    #expect {
      try TranscriptFile.parse(
        "# sirisim 1 · apps: Coffee Corner · now: 2026-11-21T12:00:00Z · executable: rm -rf\n",
        path: "g.siri")
    } throws: { error in
      (error as? TranscriptError)?.description
        == "g.siri:1:77: “executable” wants a command's name such as coffee-siri, not “rm -rf”."
    }
  }

  @Test func anAppOfAnotherExecutableIsAnErrorThatNamesIt() async throws {
    let file = try TranscriptFile.parse(
      "# sirisim 1 · apps: Coffee Corner · now: 2026-11-21T12:00:00Z · executable: coffee-siri\n",
      path: "h.siri")
    await #expect {
      try await file.makeRuntime(
        apps: TranscriptFixtures.bundledApps, phrases: TranscriptFixtures.phrases)
    } throws: { error in
      (error as? TranscriptError)?.description
        == "h.siri:1:21: needs the app “Coffee Corner”, which sirisim doesn't have (its apps: Soup Chef, Trails, Book Library); it was recorded with coffee-siri: run `coffee-siri replay` on it."
    }
  }

  @Test func leavesOutSettingsThatHaveDefaults() throws {
    let file = try TranscriptFile.parse(
      "# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z\n", path: "c.siri")
    #expect(file.header.locale == "en")
    #expect(!file.header.voiceOnly)
    #expect(file.header.width == 80)
    #expect(file.header.height == 24)
    #expect(file.body.isEmpty)
  }

  @Test func takesTheTypedLinesAsInputsEmptyOnesToo() throws {
    let file = try TranscriptFile.parse(
      Self.first
        + "\r\nYou: Order soup\r\nSiri: Which soup?\r\n  1. Tomato Soup\r\nYou: \r\nYou:\r\nYour: no\r\n",
      path: "d.siri")
    #expect(file.inputs == ["Order soup", "", ""])
    #expect(file.body.last == "Your: no")
  }

  @Test(arguments: [
    ("", 1, 1, "empty file"),
    ("Siri: hello\n", 1, 1, "A transcript starts with a line such as"),
    ("# sirisim x · apps: Soup Chef\n", 1, 11, "version, 1"),
    ("# sirisim 2 · apps: Soup Chef · now: 2026-11-21T12:00:00Z\n", 1, 11, "format 2"),
    ("# sirisim 1 · apps: Soup Chef · colour: red\n", 1, 33, "unknown setting “colour”"),
    ("# sirisim 1 · apps: Soup Chef · apps: Trails\n", 1, 33, "“apps” is set twice"),
    ("# sirisim 1 · apps Soup Chef\n", 1, 15, "is not a setting"),
    ("# sirisim 1 · now: 2026-11-21T12:00:00Z\n", 1, 40, "names no apps"),
    ("# sirisim 1 · apps: Soup Chef\n", 1, 30, "no clock time"),
    ("# sirisim 1 · apps: Soup Chef · now: noon\n", 1, 38, "ISO 8601"),
    (
      "# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z · mode: loud\n", 1, 67,
      "“display” or “voice-only”"
    ),
    (
      "# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z · width: 9\n", 1, 68,
      "from 20 to 500"
    ),
    (
      "# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z · locale: e$\n", 1, 69,
      "language code"
    ),
    (
      "# sirisim 1 · apps: Soup Chef,, Trails · now: 2026-11-21T12:00:00Z\n", 1, 21,
      "separated by commas"
    ),
  ])
  func namesTheLineAndColumnOfAMalformedHeader(
    text: String, line: Int, column: Int, message: String
  ) {
    #expect {
      try TranscriptFile.parse(text, path: "bad.siri")
    } throws: { error in
      guard let error = error as? TranscriptError else { return false }
      #expect(error.diagnostic.line == line, "\(error)")
      #expect(error.diagnostic.column == column, "\(error)")
      #expect(error.diagnostic.message.contains(message), "\(error)")
      #expect(error.description.hasPrefix("bad.siri:\(line):\(column): "))
      return true
    }
  }

  @Test func carriageReturnsBeforeALineEndOrAtTheVeryEndAreLeftOut() throws {
    // Found by the fuzzer: kept, they came back as part of a "\r\n" and the line changed.
    let file = try TranscriptFile.parse(
      "# sirisim 1 · apps: Trails · now: 2026-11-21T12:00:00Z\nYou: hi\r\nSiri: red\r\r\r\n"
        + "Siri: a\rb\nSiri: end\r",
      path: "r.siri")
    #expect(file.body == ["You: hi", "Siri: red", "Siri: a\rb", "Siri: end"])
    let again = try TranscriptFile.parse(file.text, path: "r.siri")
    #expect(again.header == file.header && again.body == file.body)
  }

  @Test func readsOnlyTimesWrittenTheWayItWritesThem() {
    #expect(TranscriptHeader.date(from: "2026-11-21T12:00:00Z") == TranscriptFixtures.now)
    #expect(TranscriptHeader.date(from: "2026-11-21T13:00:00+01:00") == TranscriptFixtures.now)
    // Foundation's reader takes these too, as other times (the fuzzer found the first).
    #expect(TranscriptHeader.date(from: "55552026-11-21T12:00:00Z") == nil)
    #expect(TranscriptHeader.date(from: "2026-11-21T12:00:00Zice-only") == nil)
    #expect(TranscriptHeader.date(from: "2026-11-21") == nil)
    // … and rolls a day or an hour that doesn't exist over to another.
    #expect(TranscriptHeader.date(from: "2026-02-30T12:00:00Z") == nil)
    #expect(TranscriptHeader.date(from: "2026-11-21T24:00:00Z") == nil)
    #expect(TranscriptHeader.date(from: "2026-11-21T12:60:00-05:00") == nil)
    #expect(TranscriptHeader.date(from: "2028-02-29T07:00:00-05:00") != nil)
  }

  @Test func aMissingFileOrOneThatIsNotTextIsNamed() throws {
    #expect(throws: TranscriptError(path: "/nonexistent/x.siri", message: "no such file.")) {
      try TranscriptFile.read(path: "/nonexistent/x.siri")
    }
    let path = try TranscriptFixtures.temporaryPath("binary.siri")
    try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: path))
    #expect {
      try TranscriptFile.read(path: path)
    } throws: { error in
      (error as? TranscriptError)?.description == "\(path): not UTF-8 text, so not a transcript."
    }
  }

  @Test func anUnknownAppOrLocaleIsAnErrorAtItsSetting() async throws {
    let unknownApp = try TranscriptFile.parse(
      "# sirisim 1 · apps: Soup Chef, Soup Chif · now: 2026-11-21T12:00:00Z\n", path: "e.siri")
    await #expect {
      try await unknownApp.makeRuntime(
        apps: TranscriptFixtures.bundledApps, phrases: TranscriptFixtures.phrases)
    } throws: { error in
      (error as? TranscriptError)?.description
        == "e.siri:1:32: needs the app “Soup Chif”, which sirisim doesn't have (its apps: Soup Chef, Trails, Book Library); check the name, or run the executable whose SiriSim.main(apps:) registers the app."
    }
    let unknownLocale = try TranscriptFile.parse(
      "# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z · locale: xx\n", path: "f.siri")
    await #expect {
      try await unknownLocale.makeRuntime(
        apps: TranscriptFixtures.bundledApps, phrases: TranscriptFixtures.phrases)
    } throws: { error in
      guard let error = error as? TranscriptError else { return false }
      return error.diagnostic.column == 69
        && error.diagnostic.message.hasPrefix("no phrases for “xx”; locales: ")
    }
  }
}

/// `:record` reads its file as a shell would name it.
struct RecordCommandTests {
  @Test func recordTakesAPathWithTheHomeFolderExpanded() throws {
    // The home is the environment's, as a shell's `~` is: never the password database's, so the
    // test holds under any HOME (a CI container's, an empty folder's).
    #expect(
      try RecordCommand(argument: "~/order.siri", environment: ["HOME": "/home/someone"])
        == RecordCommand(path: "/home/someone/order.siri"))
    // The line reads this process's environment, the same place the code does.
    let expanded = PersonPath.expandingTilde(
      in: "~/order.siri", environment: ProcessInfo.processInfo.environment)
    #expect(expanded.hasSuffix("/order.siri") && !expanded.hasPrefix("~"))
    #expect(
      SessionCommand(line: ":record ~/order.siri")
        == SessionCommand(RecordCommand(path: expanded)))
    #expect(
      SessionCommand(line: ":record a b.siri") == SessionCommand(RecordCommand(path: "a b.siri")))
    #expect(SessionCommand(line: ":record") == SessionCommand(InvalidCommand(RecordCommand.usage)))
    #expect(
      SessionCommand(line: ":record --force")
        == SessionCommand(InvalidCommand(RecordCommand.usage)))
    #expect(
      SessionCommand(line: ":record out.siri --force")
        == SessionCommand(RecordCommand(path: "out.siri", force: true)))
    #expect(SessionCommand(line: ":stop") == SessionCommand(StopCommand()))
  }
}
