import ConversationRuntime
import Foundation
import SiriStore
import Testing

/// A command that only reads opens the store read-only: it leaves nothing beside the store
/// (not even SQLite's WAL companions), and still sees what a running SiriSim committed.
@Suite struct StoreReadingTests {
  static func companions(of url: URL) -> [String] {
    ["-wal", "-shm", "-journal"].filter {
      FileManager.default.fileExists(atPath: url.path + $0)
    }
  }

  @Test func readingAStoreNobodyWritesLeavesNothingBesideIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    do { try SiriStore(location: .file(url)).donate(StoreFixture.donation()) }
    #expect(Self.companions(of: url).isEmpty, "the writer removes its companions")

    let reader = try SiriStore(location: .file(url), readOnly: true)
    #expect(try reader.donations(matching: DonationFilter()).count == 1)
    #expect(Self.companions(of: url).isEmpty)
  }

  @Test func readingSeesWhatARunningWriterCommitted() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    let writer = try SiriStore(location: .file(url))
    try writer.donate(StoreFixture.donation())
    try writer.donate(StoreFixture.donation())
    // The writer is open: its -wal holds the two donations' pages.
    let reader = try SiriStore(location: .file(url), readOnly: true)
    #expect(try reader.donations(matching: DonationFilter()).count == 2)
  }
}
