import ConversationRuntime
import ConversationTestSupport
import Foundation
import OpenAppIntents
import SiriSimApp
import SoupChef
import TerminalTestSupport
import Testing

@testable import SiriTerminal

/// `sirisim play` and casts: the keys the player presses in the real UI state, and a headless
/// recording of a whole order through real curses, parsed back as asciicast v3 and v2.
struct PlaybackTests {
  let planner = PlaybackPlanner(charactersPerSecond: 10)

  @Test func aPauseOfAnyLengthIsWaitedInSlicesOfAtMostASecond() {
    #expect(PlaybackLoop.slice(ofSeconds: 0.0004) == 1)
    #expect(PlaybackLoop.slice(ofSeconds: 0.25) == 250)
    #expect(PlaybackLoop.slice(ofSeconds: 3_000_000) == 1_000)
    #expect(PlaybackLoop.slice(ofSeconds: .infinity) == 1_000)
    #expect(PlaybackLoop.slice(ofSeconds: -2) == 1)
  }

  @Test func typesAnUtteranceACharacterAtATimeThenEnter() async {
    let ui = await SoupChefUI()
    let keys = planner.keys(for: "Order", in: ui.state)
    #expect(keys.map(\.key) == "Order".map { Key.character($0) } + [.enter])
    #expect(keys.first?.delay == PlaybackPlanner.firstKeyDelay)
    #expect(keys.dropFirst().dropLast().allSatisfy { $0.delay > 0.05 && $0.delay < 0.2 })
  }

  @Test func reachesAPickListRowWithArrowsOneRowAStep() async {
    var ui = await SoupChefUI()
    await ui.say("Order clam chowder from Soup Chef")
    #expect(planner.keys(for: "2", in: ui.state).map(\.key) == [.down, .enter])
    #expect(
      planner.keys(for: "chicken noodle soup", in: ui.state).map(\.key)
        == [.down, .down, .down, .enter])
    #expect(planner.keys(for: "1", in: ui.state).map(\.key) == [.enter])
    // Words that name no row are typed into the filter.
    #expect(planner.keys(for: "manhatan", in: ui.state).count == "manhatan".count + 1)
  }

  @Test func pressesTheConfirmationsButtonWhenTheLineIsItsTitle() async {
    var ui = await SoupChefUI()
    await ui.say("Order tomato soup from Soup Chef")
    ui.press(.enter)
    await ui.settle()
    guard case .confirmation = ui.state.pane else {
      Issue.record("no confirmation: \(String(describing: ui.state.pane))")
      return
    }
    #expect(planner.keys(for: "Order", in: ui.state).map(\.key) == [.enter])
    #expect(
      planner.keys(for: "yes", in: ui.state).map(\.key) == "yes".map { .character($0) } + [.enter])
  }

  /// A cast's events with their times from the start (v3's intervals added up).
  struct CastEvent {
    var time: Double
    var code: String
    var data: String
  }

  static func castOfAnOrder(inputs: [String], format: AsciicastFormat = .v3) async throws -> (
    header: [String: Any], events: [CastEvent]
  ) {
    let environment = IntentEnvironment.fixed(now: TestClock.saturdayNoon)
    let runtime = await ConversationRuntime(
      apps: [SoupChefApp.manifest(environment: environment)],
      options: ConversationRuntime.Options(environment: environment))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-\(UUID().uuidString).cast").path
    defer { unlink(path) }
    let writer = try AsciicastWriter(
      path: path, size: TerminalSize(columns: 80, rows: 24),
      timestamp: Int(TestClock.saturdayNoon.timeIntervalSince1970),
      title: "An order", terminalType: "xterm-256color", format: format)
    let result = try await TerminalPlayback.cast(
      runtime: runtime, inputs: inputs, options: PlaybackOptions(autoDelay: 0.5), to: writer)
    #expect(result.signal == nil)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    let first = try #require(lines.first)
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    var events: [CastEvent] = []
    var clock = 0.0
    for line in lines.dropFirst() {
      let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      #expect(event.count == 3)
      let time = try #require(event[0] as? Double)
      #expect(time >= 0)
      clock = format == .v3 ? clock + time : time
      let code = try #require(event[1] as? String)
      let data = try #require(event[2] as? String)
      events.append(CastEvent(time: clock, code: code, data: data))
    }
    return (header, events)
  }

  /// Terminal output without its escape sequences.
  static func visibleText(_ output: String) -> String {
    output.replacingOccurrences(
      of: #"\x1B(\[[0-9;?]*[ -/]*[@-~]|[()][0-9A-Za-z]|[=>78])"#, with: "",
      options: .regularExpression)
  }

  static let order = [
    "Order clam chowder from Soup Chef", "New England Clam Chowder", "1", "Order",
  ]

  @Test func aHeadlessCastOfAnOrderIsAsciicastV3WithTheOrderInIt() async throws {
    let (header, events) = try await Self.castOfAnOrder(inputs: Self.order)
    #expect(header["version"] as? Int == 3)
    let term = try #require(header["term"] as? [String: Any])
    #expect(term["cols"] as? Int == 80)
    #expect(term["rows"] as? Int == 24)
    #expect(term["type"] as? String == "xterm-256color")
    #expect(header["title"] as? String == "An order")
    #expect(events.count > 40)
    #expect(events.first?.time == 0)
    // The typing takes time: about a character in a tenth of a second, and the pauses.
    #expect((events.last?.time ?? 0) > 5)
    let output = events.filter { $0.code == "o" }.map(\.data).joined()
    let text = Self.visibleText(output)
    #expect(text.contains("New England Clam Chowder"))
    #expect(text.contains("Order Confirmed"))
    #expect(events.last?.code == "x" && events.last?.data == "0", "v3 ends with the exit event")
  }

  @Test func aCastHasAMarkerAtEachTurn() async throws {
    for format in AsciicastFormat.allCases {
      let (_, events) = try await Self.castOfAnOrder(inputs: Self.order, format: format)
      let markers = events.filter { $0.code == "m" }
      #expect(
        markers.map(\.data) == [
          "turn 1: Order clam chowder…", "turn 2: New England Clam…", "turn 3: 1",
          "turn 4: Order",
        ], "\(format)")
      // Each marker comes before the typing of its turn: the next output is its first key.
      for marker in markers {
        let index = try #require(events.firstIndex { $0.code == "m" && $0.data == marker.data })
        #expect(events[(index + 1)...].contains { $0.code == "o" })
      }
    }
  }

  @Test func aCastEndsOnTheConversationsLastFrameNotABlankScreen() async throws {
    for format in AsciicastFormat.allCases {
      let (_, events) = try await Self.castOfAnOrder(inputs: Self.order, format: format)
      let output = events.filter { $0.code == "o" }.map(\.data)
      let joined = output.joined()
      // The recording draws on the main screen: nothing switches to the alternate screen and
      // back, which would leave a player on an empty frame.
      #expect(!joined.contains("\u{1B}[?1049"), "\(format)")
      #expect(!joined.contains("\u{1B}[?47"), "\(format)")
      #expect(!(output.last ?? "").contains("\u{1B}[2J"), "\(format)")
      // What is drawn after the last turn starts has the order's confirmation.
      let lastMarker = try #require(events.lastIndex { $0.code == "m" })
      let lastTurn = Self.visibleText(
        events[lastMarker...].filter { $0.code == "o" }.map(\.data).joined())
      #expect(lastTurn.contains("Order Confirmed"), "\(format)")
    }
  }

  @Test func aV2CastKeepsV2sHeaderAndTimesFromTheStart() async throws {
    let (header, events) = try await Self.castOfAnOrder(inputs: Self.order, format: .v2)
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 80)
    #expect(header["height"] as? Int == 24)
    #expect((header["env"] as? [String: Any])?["TERM"] as? String == "xterm-256color")
    #expect(zip(events, events.dropFirst()).allSatisfy { $0.time <= $1.time })
    #expect(Set(events.map(\.code)) == ["o", "m"], "v2 has no exit event")
    #expect((events.last?.time ?? 0) > 5)
  }

  @Test func theCastScreenTakesOutOnlyTheAlternateScreen() {
    let curses = "\u{1B}[?1049h\u{1B}[22;0;0t\u{1B}[1;24r\u{1B}[H\u{1B}[2Jhi\u{1B}[?25h"
    #expect(
      String(decoding: CastScreen.mainScreen(Array(curses.utf8)), as: UTF8.self)
        == "\u{1B}[1;24r\u{1B}[H\u{1B}[2Jhi\u{1B}[?25h")
    let end = "\u{1B}[24;1H\u{1B}[?1049l\u{1B}[23;0;0t\r\u{1B}[?1l\u{1B}>"
    #expect(
      String(decoding: CastScreen.mainScreen(Array(end.utf8)), as: UTF8.self)
        == "\u{1B}[24;1H\r\u{1B}[?1l\u{1B}>")
  }

  @Test func aMarkersLabelIsItsTurnAndTheInputCutAtAWord() {
    #expect(
      PlaybackLoop.markerLabel(turn: 1, input: "Order clam chowder from Soup Chef")
        == "turn 2: Order clam chowder…")
    #expect(PlaybackLoop.markerLabel(turn: 0, input: " yes ") == "turn 1: yes")
    #expect(
      PlaybackLoop.markerLabel(turn: 2, input: String(repeating: "x", count: 30))
        == "turn 3: \(String(repeating: "x", count: 20))…")
  }

  @Test func theArrowKeysShowInTheCastRowByRow() async throws {
    let (_, events) = try await Self.castOfAnOrder(
      inputs: ["Order clam chowder from Soup Chef", "Chicken Noodle Soup", "cancel"])
    let text = Self.visibleText(events.filter { $0.code == "o" }.map(\.data).joined())
    // Each step down redraws the highlight marker on the next row before Enter picks.
    #expect(text.components(separatedBy: "▸").count >= 4)
    #expect(text.contains("Cancelled"))
  }

  @Test func theWriterWritesV3IntervalsMarkersAndTheExit() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-\(UUID().uuidString).cast").path
    defer { unlink(path) }
    let writer = try AsciicastWriter(
      path: path, size: TerminalSize(columns: 20, rows: 8), timestamp: 7, title: "t",
      terminalType: "xterm")
    writer.output(Array("a".utf8), at: 0.5)
    writer.marker("turn 1: hi", at: 1.25)
    writer.output(Array("b".utf8), at: 2)
    writer.exit(status: 0)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(
      lines == [
        #"{"version": 3, "term": {"cols": 20, "rows": 8, "type": "xterm"}, "timestamp": 7, "title": "t", "env": {"SHELL": "/bin/sh"}}"#,
        #"[0.500000, "o", "a"]"#, #"[0.750000, "m", "turn 1: hi"]"#, #"[0.750000, "o", "b"]"#,
        #"[0.000000, "x", "0"]"#,
      ])
  }

  @Test func theWriterWritesV2TimesFromTheStartAndNoExit() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-\(UUID().uuidString).cast").path
    defer { unlink(path) }
    let writer = try AsciicastWriter(
      path: path, size: TerminalSize(columns: 20, rows: 8), timestamp: 7, title: nil,
      terminalType: "xterm", format: .v2)
    writer.output(Array("a".utf8), at: 0.5)
    writer.marker("turn 1: hi", at: 1.25)
    writer.exit(status: 0)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(
      lines == [
        #"{"version": 2, "width": 20, "height": 8, "timestamp": 7, "env": {"TERM": "xterm", "SHELL": "/bin/sh"}}"#,
        #"[0.500000, "o", "a"]"#, #"[1.250000, "m", "turn 1: hi"]"#,
      ])
  }

  @Test func theWriterEscapesControlBytesAndKeepsCutCharactersWhole() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-\(UUID().uuidString).cast").path
    let writer = try AsciicastWriter(
      path: path, size: TerminalSize(columns: 20, rows: 8), timestamp: 0, title: nil,
      terminalType: "xterm")
    let soup = Array("é\"\\\u{7}x".utf8)
    writer.output(Array(soup[..<1]), at: 0.5)
    writer.output(Array(soup[1...]), at: 0.25)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[1] == #"[0.500000, "o", "é\"\\\u0007x"]"#)
  }

  @Test func aCastThatCannotBeWrittenIsAnError() {
    #expect(throws: TerminalError.self) {
      try AsciicastWriter(
        path: "/nonexistent-folder/a.cast", size: TerminalSize(columns: 80, rows: 24),
        timestamp: 0, title: nil, terminalType: "xterm")
    }
  }

  @Test func theTitleCarriesNoRawC1OrBidiCharacters() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-\(UUID().uuidString).cast").path
    defer { unlink(path) }
    let title = "T \u{9B}2J \u{202E} x\u{1B}"
    let writer = try AsciicastWriter(
      path: path, size: TerminalSize(columns: 20, rows: 8), timestamp: 0, title: title,
      terminalType: "xterm")
    writer.output(Array("\u{9B}\u{2066}".utf8), at: 0)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    // Nothing a terminal acts on is left raw in the file: `cat` and `head` are safe.
    #expect(
      !text.unicodeScalars.contains {
        $0.value == 0x1B || (0x80...0x9F).contains($0.value) || [0x202E, 0x2066].contains($0.value)
      })
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].contains(#""title": "T \u009b2J \u202e x\u001b""#))
    // The JSON values are the same: a player reads the title and the output as written.
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(header["title"] as? String == title)
    let event = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [Any])
    #expect(event[2] as? String == "\u{9B}\u{2066}")
  }

  @Test func aCastToDevNullWritesNothing() throws {
    let writer = try AsciicastWriter(
      path: "/dev/null", size: TerminalSize(columns: 20, rows: 8), timestamp: 0, title: "t",
      terminalType: "xterm")
    writer.output(Array("hello".utf8), at: 0)
    var info = stat()
    #expect(stat("/dev/null", &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aCastThroughASymlinkWritesItsTargetAndKeepsItsMode() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.cast").path
    #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
    #expect(chmod(target, 0o600) == 0)
    let link = folder.appendingPathComponent("link.cast").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.cast")
    let writer = try AsciicastWriter(
      path: link, size: TerminalSize(columns: 20, rows: 8), timestamp: 0, title: nil,
      terminalType: "xterm")
    writer.output(Array("hi".utf8), at: 0)
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o600)
    let text = try String(contentsOfFile: target, encoding: .utf8)
    #expect(text.hasPrefix("{\"version\": 3"))
    #expect(text.hasSuffix(#"[0.000000, "o", "hi"]"# + "\n"))
  }
}
