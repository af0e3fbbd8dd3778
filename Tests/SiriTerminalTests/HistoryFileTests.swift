import Foundation
import SiriTerminal
import Testing

/// The input history kept between runs: where it goes, what is read back, and bad files.
struct HistoryFileTests {
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func theEnvironmentNamesTheFile() {
    #expect(
      HistoryFile(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.url.path
        == "/s/sirisim/history")
    #expect(
      HistoryFile(environment: ["HOME": "/h"])?.url.path == "/h/.local/state/sirisim/history")
    #expect(
      HistoryFile(environment: ["SIRISIM_HISTORY": "/x/h", "HOME": "/h"])?.url.path == "/x/h")
    #expect(HistoryFile(environment: ["SIRISIM_HISTORY": "", "HOME": "/h"]) == nil)
    #expect(HistoryFile(environment: ["HOME": "relative"]) == nil)
    #expect(HistoryFile(environment: [:]) == nil)
  }

  @Test func linesSavedAreReadBackCappedAndPrivate() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = HistoryFile(url: directory.appendingPathComponent("state/sirisim/history"))
    let lines = (1...250).map { "Order \($0) soups from Soup Chef" }
    try file.save(lines)
    #expect(file.load() == Array(lines.suffix(InputHistory.limit)))
    let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test func badLinesAreLeftOutAndAMissingFileIsEmpty() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("history")
    #expect(HistoryFile(url: url).load() == [])
    var bytes = Array("Order Soup Chef\n\u{1b}[2Jevil\n".utf8)
    bytes += [0xFF, 0xFE, 0x0A]
    bytes += Array((String(repeating: "x", count: 5_000) + "\n:apps\n").utf8)
    try Data(bytes).write(to: url)
    #expect(HistoryFile(url: url).load() == ["Order Soup Chef", ":apps"])
  }

  @Test func aFileThatCannotBeWrittenSaysWhich() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A plain file where the folder should be.
    let blocker = directory.appendingPathComponent("state")
    try Data("x".utf8).write(to: blocker)
    let file = HistoryFile(url: blocker.appendingPathComponent("sirisim/history"))
    #expect(throws: HistoryFileError.self) { try file.save(["one"]) }
    do {
      try file.save(["one"])
    } catch {
      #expect(error.message.contains(file.url.path))
    }
  }
}
