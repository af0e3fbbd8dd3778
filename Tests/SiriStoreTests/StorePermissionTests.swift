import ConversationRuntime
import Foundation
import SiriStore
import Testing

/// The store holds personal data (addresses, orders, logins): a new one is private to its
/// owner, whatever the umask, and an existing one keeps the mode its owner gave it.
@Suite(.serialized) struct StorePermissionTests {
  static func mode(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
  }

  @Test func aNewStoreAndItsFoldersArePrivateUnderAnOpenUmask() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let data = folder.file("data")
    let url = data.appendingPathComponent("sirisim/sirisim.sqlite")
    // The umask is the process's: other tests running meanwhile make their files with it too,
    // which only makes their scratch files more open for a moment.
    let saved = umask(0)
    let store: SiriStore
    do {
      defer { umask(saved) }
      store = try SiriStore(location: .file(url))
      try store.donate(StoreFixture.donation())
    }

    #expect(Self.mode(data.path) == 0o700)
    #expect(Self.mode(data.appendingPathComponent("sirisim").path) == 0o700)
    #expect(Self.mode(url.path) == 0o600)
    // The pool is open: its WAL companions exist, with the store's mode.
    for companion in ["-wal", "-shm"] {
      #expect(FileManager.default.fileExists(atPath: url.path + companion))
      #expect(Self.mode(url.path + companion) == 0o600, "\(companion)")
    }
    _ = store
  }

  @Test func anExistingStoreKeepsItsMode() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("sirisim.sqlite")
    do { _ = try SiriStore(location: .file(url)) }
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o750], ofItemAtPath: folder.url.path)

    let store = try SiriStore(location: .file(url))
    try store.donate(StoreFixture.donation())

    #expect(Self.mode(url.path) == 0o640)
    #expect(Self.mode(folder.url.path) == 0o750)
  }
}
