import ConversationRuntime
import Foundation
import GRDB
import SiriStore
import Testing

/// Unusual store paths are refused with a message that names what is wrong: a folder, a
/// read-only folder, a damaged file (its first problems only), a symlinked `-wal`.
@Suite struct StoreRefusalTests {
  @Test func aFolderIsRefusedAsAFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }

    let error = #expect(throws: StoreError.self) { try SiriStore(location: .file(folder.url)) }

    #expect(error == .isFolder(path: folder.url.path))
    #expect(error?.description.contains("is a folder, not a store file") == true)
    #expect(StoreFixture.names(in: folder.url) == [])
  }

  /// `--store ""` names the current folder.
  @Test func anEmptyStoreOptionIsRefusedAsAFolder() throws {
    let location = StoreLocation(option: "", environment: [:])

    let error = #expect(throws: StoreError.self) { try SiriStore(location: location) }

    #expect(error?.description.contains("is a folder, not a store file") == true)
  }

  @Test func aWritableStoreInAReadOnlyFolderNamesTheFolder() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let locked = folder.file("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    let url = locked.appendingPathComponent("sirisim.sqlite")
    let before = try StoreFixture.storeWithADonation(at: url)
    let readOnly = try ReadOnly(locked)
    defer { readOnly.undo() }
    #expect(FileManager.default.isWritableFile(atPath: url.path))

    let error = #expect(throws: StoreError.self) { try SiriStore(location: .file(url)) }

    #expect(error == .readOnlyFolder(path: url.path, folder: locked.path))
    let message = error?.description ?? ""
    #expect(message.contains("its folder \(locked.path) can't be written"))
    #expect(!message.contains("Make it writable"))
    #expect(StoreFixture.contents(of: url) == before)
  }

  @Test func aDamagedStoreShowsItsFirstThreeProblemsOnOneLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    do {
      let store = try SiriStore(location: .file(url))
      for minute in 0..<300 { try store.donate(StoreFixture.donation(minutes: Double(minute))) }
    }
    let problems = try Self.scrambleALeafPage(of: url)
    // SQLite gives its problems in one row, one a line: the case the message must split.
    try #require(problems.count == 1)
    try #require(problems[0].split(separator: "\n").count > 4)

    let error = #expect(throws: StoreError.self) { try SiriStore(location: .file(url)) }

    guard case .damaged(let path, let message) = error else {
      Issue.record("A damaged store gave \(String(describing: error)), not .damaged")
      return
    }
    #expect(path == url.path)
    #expect(!message.contains("\n"))
    let shown = message.components(separatedBy: "; ")
    #expect(shown.count == 4, "\(message)")
    #expect(shown.last?.hasPrefix("and ") == true)
    #expect(shown.last?.hasSuffix(" more") == true)
  }

  @Test func aSymlinkedWALIsNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    let before = try StoreFixture.storeWithADonation(at: url)
    let wal = url.path + "-wal"
    try FileManager.default.createSymbolicLink(
      atPath: wal, withDestinationPath: folder.file("elsewhere").path)

    let error = #expect(throws: StoreError.self) { try SiriStore(location: .file(url)) }

    #expect(error == .linkedCompanion(path: url.path, companion: wal))
    #expect(error?.description.contains("\(wal) is a symbolic link") == true)
    #expect(StoreFixture.contents(of: url) == before)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: wal)
        == folder.file("elsewhere").path)
  }

  /// Overwrites the cell pointers of the first b-tree page whose damage `quick_check` reports
  /// as many problems (one row, a line each), and returns what `quick_check` says.
  static func scrambleALeafPage(of url: URL) throws -> [String] {
    let original = try Data(contentsOf: url)
    let page = 4096
    for number in 3...(original.count / page) {
      var bytes = original
      let start = (number - 1) * page
      bytes.replaceSubrange((start + 8)..<(start + 60), with: repeatElement(UInt8(0x11), count: 52))
      try bytes.write(to: url)
      let problems = try? DatabaseQueue(path: url.path).read { db in
        try String.fetchAll(db, sql: "PRAGMA quick_check")
      }
      if let problems, problems.count == 1, problems[0].split(separator: "\n").count > 4 {
        return problems
      }
    }
    try original.write(to: url)
    return []
  }
}
