import ConversationRuntime
import Foundation
import GRDB
import SiriStore
import Testing

/// Stores SiriSim can't use: each is refused with a ``StoreError`` naming the file and what to
/// do, and the file is left exactly as it was: never deleted, never written over.
@Suite struct DamagedStoreTests {
  /// The migration this SiriSim ships (`SiriStore+Schema.swift`).
  static let shippedMigration = "v1: donations, voice shortcuts, app data"

  @Test func aFileThatIsNotADatabaseIsRefusedAndLeftAsItIs() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("notes.sqlite")
    let notes = String(repeating: "Buy tomatoes, basil and cream for Sunday's soup.\n", count: 40)
    try Data(notes.utf8).write(to: url)

    let error = #expect(throws: StoreError.self) { try SiriStore(location: .file(url)) }

    #expect(error == .notADatabase(path: url.path))
    let message = error?.description ?? ""
    #expect(message.contains(url.path))
    #expect(message.contains("not a SQLite database"))
    #expect(message.contains("move it aside, or pass --store with another file"))
    #expect(StoreFixture.contents(of: url) == Data(notes.utf8))
    #expect(StoreFixture.names(in: folder.url) == ["notes.sqlite"])
  }

  /// A store whose `grdb_migrations` lists a migration this SiriSim doesn't know, written in
  /// SQLite's default journal mode or in WAL mode (as a newer SiriSim's pool would).
  @Test(arguments: [false, true])
  func aStoreFromANewerSiriSimIsRefusedAndLeftAsItIs(writtenInWALMode: Bool) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    let writer: any DatabaseWriter =
      writtenInWALMode ? try DatabasePool(path: url.path) : try DatabaseQueue(path: url.path)
    try writer.write { db in
      try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
      try db.execute(
        sql: "INSERT INTO grdb_migrations (identifier) VALUES (?), (?)",
        arguments: [Self.shippedMigration, "v99: from the future"])
      try db.execute(sql: "CREATE TABLE hologram (id INTEGER PRIMARY KEY, soup TEXT)")
      try db.execute(sql: "INSERT INTO hologram (soup) VALUES ('Tomato Soup')")
    }
    try writer.close()
    let before = try #require(StoreFixture.contents(of: url))
    let filesBefore = StoreFixture.names(in: folder.url)

    let error = #expect(throws: StoreError.self) { try SiriStore(location: .file(url)) }

    #expect(error == .newerSchema(path: url.path, unknown: ["v99: from the future"]))
    let message = error?.description ?? ""
    #expect(message.contains(url.path))
    #expect(message.contains("newer SiriSim (schema v99: from the future)"))
    #expect(message.contains("Use that SiriSim, or pass --store with another file"))
    #expect(StoreFixture.unchanged(url, from: before) == nil)
    // Reading a WAL database read-only makes SQLite's own -wal/-shm companions; no other file.
    let companions = ["sirisim.sqlite-shm", "sirisim.sqlite-wal"]
    #expect(StoreFixture.names(in: folder.url).filter { !companions.contains($0) } == filesBefore)
    let journal = try DatabaseQueue(path: url.path).read { db in
      try String.fetchOne(db, sql: "PRAGMA journal_mode")
    }
    #expect(journal == (writtenInWALMode ? "wal" : "delete"))
  }

  @Test func aStoreThatCannotBeWrittenIsRefusedAndLeftAsItIs() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    let before = try StoreFixture.storeWithADonation(at: url)
    let readOnly = try ReadOnly(url)
    defer { readOnly.undo() }

    let error = #expect(throws: StoreError.self) { try SiriStore(location: .file(url)) }

    #expect(error == .readOnly(path: url.path))
    let message = error?.description ?? ""
    #expect(message.contains(url.path))
    #expect(message.contains("Make it writable (chmod u+w), or pass --store with another file"))
    #expect(StoreFixture.contents(of: url) == before)
  }

  @Test func aStoreInAFolderThatCannotBeWrittenIsRefusedAndNothingIsMade() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let locked = folder.file("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    let url = locked.appendingPathComponent("sirisim.sqlite")
    let readOnly = try ReadOnly(locked)
    defer { readOnly.undo() }

    let error = #expect(throws: StoreError.self) { try SiriStore(location: .file(url)) }

    #expect(error == .readOnlyFolder(path: url.path, folder: locked.path))
    #expect(StoreFixture.names(in: locked) == [])
  }

  /// How a store file gets damaged.
  enum Damage: String, CaseIterable, CustomTestStringConvertible {
    /// Page 2 overwritten with noise.
    case secondPageOverwritten
    /// Pages in the middle overwritten with noise.
    case middlePagesOverwritten
    /// The second half of the file gone.
    case cutInHalf

    var testDescription: String { rawValue }

    func apply(to url: URL) throws {
      let handle = try FileHandle(forUpdating: url)
      defer { try? handle.close() }
      let size = try handle.seekToEnd()
      let page: UInt64 = 4096
      switch self {
      case .secondPageOverwritten:
        try handle.seek(toOffset: page)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(page)))
      case .middlePagesOverwritten:
        try handle.seek(toOffset: (size / page / 2) * page)
        try handle.write(contentsOf: Data(repeating: 0x5A, count: Int(page) * 2))
      case .cutInHalf:
        try handle.truncate(atOffset: (size / page / 2) * page)
      }
    }
  }

  @Test(arguments: Damage.allCases)
  func aDamagedStoreIsReportedAndLeftAsItIs(damage: Damage) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    do {
      let store = try SiriStore(location: .file(url))
      for minute in 0..<300 { try store.donate(StoreFixture.donation(minutes: Double(minute))) }
      try store.saveVoiceShortcut(StoreFixture.shortcut("Soup time"))
      try store.appData(for: "Soup Chef").set(
        Array(repeating: "Tomato Soup", count: 50), forKey: "h")
    }
    // The pool checkpointed and removed its WAL when it closed: everything is in the file.
    #expect(StoreFixture.names(in: folder.url) == ["sirisim.sqlite"])
    try damage.apply(to: url)
    let damaged = try #require(StoreFixture.contents(of: url))

    var report: String?
    do {
      let store = try SiriStore(location: .file(url))
      let problems = try store.integrityCheck()
      if problems != ["ok"] { report = problems.joined(separator: "\n") }
      _ = try store.donations(matching: DonationFilter())
    } catch let error as StoreError {
      report = error.description
      switch error {
      case .damaged(let path, _), .notADatabase(let path):
        #expect(path == url.path)
        #expect(error.description.contains("SiriSim leaves it untouched"))
      default:
        Issue.record("A damaged store gave \(error), not .damaged or .notADatabase")
      }
    } catch {
      report = "\(error)"
      Issue.record("A damaged store gave \(error), not a StoreError")
    }

    #expect(report != nil, "The damaged store (\(damage)) was opened and read as sound")
    #expect(StoreFixture.unchanged(url, from: damaged) == nil)
  }

  @Test func sirisimRefusesAFileThatIsNotADatabaseAndLeavesIt() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("notes.txt")
    let notes = Data("My soup notes.\n".utf8)
    try notes.write(to: url)

    let sirisim = try SiriSimProcess(["donations", "list", "--store", url.path])
    try await sirisim.waitForExit()

    #expect(sirisim.exitStatus == 1)
    let error = StoreError.notADatabase(path: url.path)
    #expect(sirisim.standardError == "sirisim: \(error)\n")
    #expect(StoreFixture.contents(of: url) == notes)
  }
}

/// Makes a file or folder read-only for this process, whoever it runs as: for root, whom file
/// modes don't stop, it sets the immutable attribute (`chattr +i`); for anyone else it takes
/// the write permissions away.
struct ReadOnly {
  let url: URL
  private let asRoot: Bool

  init(_ url: URL) throws {
    self.url = url
    asRoot = getuid() == 0
    if asRoot {
      try Self.chattr("+i", url)
    } else {
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
    }
    guard !FileManager.default.isWritableFile(atPath: url.path) else {
      undo()
      throw SiriSimProcessError(
        description: "\(url.path) is still writable: this file system can't make it read-only.")
    }
  }

  /// Makes it writable again.
  func undo() {
    if asRoot {
      try? Self.chattr("-i", url)
    } else {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
  }

  private static func chattr(_ flag: String, _ url: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag, url.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw SiriSimProcessError(
        description: "chattr \(flag) \(url.path) failed (status \(process.terminationStatus)).")
    }
  }
}
