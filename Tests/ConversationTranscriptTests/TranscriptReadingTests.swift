import ConversationTranscript
import Foundation
import Testing
import TextSafety

/// Reading transcripts an editor or a generator made: a byte-order mark, lines and files past
/// ``InputLimits``, and a recording written through ``SafeFile`` rules.
struct TranscriptReadingTests {
  static let header = "# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z"

  @Test func aByteOrderMarkIsSkippedAndNotWrittenBack() throws {
    let path = try TranscriptFixtures.temporaryPath("bom.siri")
    try Data(([0xEF, 0xBB, 0xBF] + Array("\(Self.header)\nYou: hi\n".utf8))).write(
      to: URL(fileURLWithPath: path))
    let file = try TranscriptFile.read(path: path)
    #expect(file.header.apps == ["Soup Chef"])
    #expect(file.inputs == ["hi"])
    // Written back (replay --update) without it, as line ends are written back as "\n" alone.
    #expect(file.text.hasPrefix("# sirisim 1"))
    let again = try TranscriptFile.parse(file.text, path: path)
    #expect(again.header == file.header && again.body == file.body)
  }

  @Test func aLineOverTheCapIsRefusedWhereTheCapIsCrossed() throws {
    let long = "You: " + String(repeating: "x", count: InputLimits.maxTranscriptLineBytes)
    #expect {
      try TranscriptFile.parse("\(Self.header)\nYou: hi\n\(long)\n", path: "long.siri")
    } throws: { error in
      let error = try #require(error as? TranscriptError)
      return error.diagnostic.line == 3
        && error.diagnostic.column == InputLimits.maxTranscriptLineBytes + 1
        && error.description.hasPrefix("long.siri:3:65537: the line is longer than 65536 bytes")
    }
    // Columns count characters: the cap falls in the 32,766th "é" (two bytes each).
    let wide = "You: " + String(repeating: "é", count: 40_000)
    #expect {
      try TranscriptFile.parse("\(Self.header)\n\(wide)", path: "wide.siri")
    } throws: { error in
      let error = try #require(error as? TranscriptError)
      return error.diagnostic.line == 2 && error.diagnostic.column == 5 + 32_765 + 1
    }
    // Exactly at the cap is fine.
    let full = "You: " + String(repeating: "x", count: InputLimits.maxTranscriptLineBytes - 5)
    let file = try TranscriptFile.parse("\(Self.header)\n\(full)\n", path: "full.siri")
    #expect(file.inputs.first?.utf8.count == InputLimits.maxTranscriptLineBytes - 5)
  }

  @Test func aFileOverTheCapIsRefused() throws {
    let path = try TranscriptFixtures.temporaryPath("large.siri")
    let body = String(repeating: "# comment\n", count: InputLimits.maxTranscriptFileBytes / 10)
    try Data("\(Self.header)\n\(body)".utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      throws: TranscriptError(
        path: path, message: "larger than 8388608 bytes, the most a transcript may be.")
    ) { try TranscriptFile.read(path: path) }
  }

  @Test func aDeviceIsRefusedUnread() {
    // /dev/zero never ends: read whole, it would take all memory. A device is not a transcript.
    #expect(
      throws: TranscriptError(
        path: "/dev/zero", message: "cannot be read (it is a character device, not a file).")
    ) { try TranscriptFile.read(path: "/dev/zero") }
  }

  @Test(.timeLimit(.minutes(1)))
  func anEndlessPipeIsReadOnlyUpToTheCap() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("endless-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("endless.siri").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // cat writes zeros until the reader closes the pipe (then SIGPIPE ends it).
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = ["-c", "exec cat /dev/zero > \"$0\"", fifo]
    try writer.run()
    defer { writer.terminate() }
    #expect(
      throws: TranscriptError(
        path: fifo, message: "larger than 8388608 bytes, the most a transcript may be.")
    ) { try TranscriptFile.read(path: fifo) }
  }

  @Test func aFolderIsNamedAsOne() {
    #expect(
      throws: TranscriptError(path: "/tmp", message: "cannot be read (is a folder).")
    ) { try TranscriptFile.read(path: "/tmp") }
  }

  @Test func recordingToDevNullWritesNothingAndStops() throws {
    let recorder = TranscriptRecorder(header: TranscriptFixtures.header(["Soup Chef"]))
    #expect(try recorder.start(path: "/dev/null") == .wholeSession)
    recorder.write(["You: hi"])
    #expect(recorder.path == "/dev/null")
    #expect(recorder.stop() == "/dev/null")
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func recordingThroughASymlinkWritesItsTargetAndKeepsItsMode() throws {
    let target = try TranscriptFixtures.temporaryPath("target.siri")
    try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
    #expect(chmod(target, 0o600) == 0)
    let link = target + ".link.siri"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let header = TranscriptFixtures.header(["Soup Chef"])
    let recorder = TranscriptRecorder(header: header)
    try recorder.start(path: link)
    recorder.write(["You: hi"])
    recorder.stop()
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(
      try TranscriptFixtures.contents(of: target)
        == (header.lines + ["You: hi"]).map { $0 + "\n" }.joined())
  }
}
