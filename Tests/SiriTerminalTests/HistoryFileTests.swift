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
    // As HISTFILE=/dev/null does for a shell: no history, and the device is never written.
    #expect(HistoryFile(environment: ["SIRISIM_HISTORY": "/dev/null", "HOME": "/h"]) == nil)
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

  @Test func aSymlinkedHistoryFileIsFollowed() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("shared-history")
    try Data("Order Soup Chef\n".utf8).write(to: target)
    let link = directory.appendingPathComponent("history")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "shared-history")
    let file = HistoryFile(url: link)
    #expect(file.load() == ["Order Soup Chef"])
    try file.save(["Order Soup Chef", "Open Favorites in Trails"])
    let kind =
      try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
    #expect(kind == .typeSymbolicLink)
    #expect(
      try String(contentsOf: target, encoding: .utf8)
        == "Order Soup Chef\nOpen Favorites in Trails\n")
  }

  @Test func aFIFOIsNeitherReadNorReplaced() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("history")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    let file = HistoryFile(url: fifo)
    // Reading a FIFO with no writer would wait for ever: it is not read at all.
    #expect(file.load() == [])
    // Nor replaced, and without an error to show: the person chose that path.
    try file.save(["Order Soup Chef"])
    var info = stat()
    #expect(lstat(fifo.path, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test(.enabled(if: geteuid() == 0, "mknod of a character device needs root"))
  func aCharacterDeviceIsNeverReplaced() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A stand-in for /dev/null: the same device numbers, major 1 minor 3 (Linux's encoding of
    // small numbers: major << 8 | minor), so writing to it is harmless.
    let device = directory.appendingPathComponent("fakenull")
    try #require(mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
    var before = stat()
    try #require(lstat(device.path, &before) == 0)
    let file = HistoryFile(url: device)
    #expect(file.load() == [])
    try file.save(["Order Soup Chef"])
    var info = stat()
    #expect(lstat(device.path, &info) == 0)
    #expect(info.st_mode == before.st_mode)
    #expect(info.st_rdev == before.st_rdev)
  }

  @Test func anExistingFileKeepsItsModeAndANewOneIsPrivate() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("history")
    try Data("one\n".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
    try HistoryFile(url: url).save(["two"])
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect(HistoryFile(url: url).load() == ["two"])
    let fresh = HistoryFile(url: directory.appendingPathComponent("new/sirisim/history"))
    try fresh.save(["one"])
    let folder = try FileManager.default.attributesOfItem(
      atPath: directory.appendingPathComponent("new/sirisim").path)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
  }
}
