import CFaultVFS
import ConversationRuntime
import Foundation
import GRDB
@_spi(SiriSim) import OpenAppIntents
@_spi(SiriSim) import SiriStore
import SoupChef
import Testing

/// The store tested as SQLite tests itself: a VFS (`CFaultVFS`) fails the Nth read, write, sync
/// or lock of every store operation, for every N the operation reaches, with SQLITE_IOERR,
/// SQLITE_FULL or SQLITE_BUSY. After each fault: no crash, an error (if any) that names the
/// file, a store that passes `PRAGMA integrity_check`, and every row committed before it still
/// there (and the operation's own rows, when it said it succeeded).
@Suite(.serialized) struct StoreFaultInjectionTests {
  /// One way to fail: the operations counted and the error given.
  struct Fault: CustomStringConvertible {
    var kinds: Int32
    var error: Int32
    var name: String
    var description: String { name }
  }

  static let faults = [
    Fault(kinds: Int32(faultvfs_read), error: Int32(faultvfs_ioerr), name: "read → IOERR"),
    Fault(kinds: Int32(faultvfs_write), error: Int32(faultvfs_ioerr), name: "write → IOERR"),
    Fault(kinds: Int32(faultvfs_write), error: Int32(faultvfs_full), name: "write → FULL"),
    Fault(kinds: Int32(faultvfs_sync), error: Int32(faultvfs_ioerr), name: "sync → IOERR"),
    Fault(kinds: Int32(faultvfs_sync), error: Int32(faultvfs_full), name: "sync → FULL"),
    Fault(kinds: Int32(faultvfs_lock), error: Int32(faultvfs_busy), name: "lock → BUSY"),
    Fault(kinds: Int32(faultvfs_lock), error: Int32(faultvfs_ioerr), name: "lock → IOERR"),
  ]

  /// A store operation: what it does to an open store, and what it leaves when it succeeds.
  struct Operation: Sendable {
    var name: String
    /// Whether the operation is opening the store (a migration), not a call on an open one.
    var opens = false
    var run: @Sendable (SiriStore) throws -> Void
    /// Whether the store holds what a successful run wrote.
    var holdsItsWork: @Sendable (SiriStore) throws -> Bool
    /// Whether a successful run removes the rows committed before (reset).
    var removesRows = false
  }

  static let tomato = SavedParameter(
    name: "soup", value: "Tomato Soup", entities: ["SoupAppEntity/tomatoSoup"])
  static let now = Date(timeIntervalSince1970: 1_795_435_200)
  static let newDonation = UUID(uuidString: "0F1E2D3C-4B5A-4978-8695-A4B3C2D1E0F9") ?? UUID()

  static func donation(_ id: UUID, minutes: Double) -> IntentDonation {
    IntentDonation(
      id: id, app: "Soup Chef", intent: "OrderSoup", intentTitle: "Order Soup",
      parameters: [tomato], date: now.addingTimeInterval(minutes * 60), outcome: .completed)
  }

  static func shortcut(_ phrase: String) -> VoiceShortcut {
    VoiceShortcut(
      id: UUID(), invocationPhrase: phrase, app: "Soup Chef", intent: "OrderSoup",
      parameters: [tomato], created: now)
  }

  static func trail(_ id: String, _ title: String) -> SpotlightEntry {
    SpotlightEntry(
      identifier: "TrailEntity/\(id)", title: title, subtitle: "Big Sur",
      attributes: ["keywords": "hiking"],
      entity: SpotlightEntry.Entity(type: "TrailEntity", identifier: id), priority: 0)
  }

  static func orders(in store: SiriStore) -> SoupOrderDataManager {
    SoupOrderDataManager(
      environment: .fixed(now: now), appData: store.appData(for: SoupChefApp.bundleIdentifier))
  }

  static func placeOrder(in store: SiriStore, quantity: Int) throws {
    guard let tomato = SoupMenuManager().findItem(by: "tomatoSoup") else { return }
    _ = try orders(in: store).placeOrder(
      order: Order(quantity: quantity, menuItem: tomato, menuItemToppings: []))
  }

  static let operations: [Operation] = [
    Operation(
      name: "order", run: { try placeOrder(in: $0, quantity: 7) },
      holdsItsWork: { orders(in: $0).orderHistory.first?.quantity == 7 }),
    Operation(
      name: "donation", run: { try $0.donate(donation(newDonation, minutes: 5)) },
      holdsItsWork: {
        try $0.donations(matching: DonationFilter()).contains { $0.id == newDonation }
      }),
    Operation(
      name: "Add to Siri", run: { try $0.saveVoiceShortcut(shortcut("Soup tonight")) },
      holdsItsWork: { try $0.voiceShortcuts().contains { $0.invocationPhrase == "Soup tonight" } }
    ),
    Operation(
      name: "import",
      run: { try $0.saveVoiceShortcuts((1...5).map { shortcut("Imported soup \($0)") }) },
      holdsItsWork: {
        try $0.voiceShortcuts().filter { $0.invocationPhrase.hasPrefix("Imported soup") }.count
          == 5
      }),
    Operation(
      name: "reset", run: { _ = try $0.reset(.everything) },
      holdsItsWork: {
        try $0.donations(matching: DonationFilter()).isEmpty && $0.voiceShortcuts().isEmpty
      }, removesRows: true),
    Operation(
      name: "Spotlight index",
      run: {
        try $0.sink(for: "Trails").index([trail("8", "Redwood Canyon"), trail("9", "Fern Gulch")])
      },
      holdsItsWork: { try $0.search("fern", limit: 5).count == 1 }),
    Operation(
      name: "migration", opens: true, run: { _ in },
      holdsItsWork: { _ in true }),
  ]

  /// The rows every store starts with, committed before any fault.
  static let committedDonations = [
    UUID(uuidString: "11111111-2222-4333-8444-555555555501") ?? UUID(),
    UUID(uuidString: "11111111-2222-4333-8444-555555555502") ?? UUID(),
  ]

  /// Makes the starting store at `url`: two donations, a shortcut, an order, a Spotlight item;
  /// `oldSchema` leaves it as the first shipped schema, for the migration to bring up.
  static func makeBaseline(at url: URL, oldSchema: Bool) throws {
    do {
      let store = try SiriStore(location: .file(url))
      for (offset, id) in committedDonations.enumerated() {
        try store.donate(donation(id, minutes: Double(offset)))
      }
      try store.saveVoiceShortcut(shortcut("Soup time"))
      if !oldSchema {
        try placeOrder(in: store, quantity: 3)
        try store.sink(for: "Trails").index([trail("1", "Coastal Bluffs Trail")])
      }
    }
    let pool = try DatabasePool(path: url.path)
    try pool.writeWithoutTransaction { db in
      if oldSchema {
        try db.execute(
          sql: """
            DROP TABLE spotlightVocabulary; DROP TABLE spotlightText; DROP TABLE spotlightItem;
            DROP TABLE appDataListElement; ALTER TABLE donation DROP COLUMN prediction;
            DELETE FROM grdb_migrations WHERE identifier NOT LIKE 'v1:%';
            """)
      }
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
    try pool.close()
  }

  /// What the walk found: fault points walked, and problems (empty when all held).
  struct Walk {
    var points = 0
    var problems: [String] = []
  }

  /// Runs `operation` once on a fresh copy of `baseline`, with `fault` armed at `nth` (0 only
  /// counts); returns how many counted operations it reached, and any problem.
  static func attempt(
    _ operation: Operation, fault: Fault, nth: Int32, baseline: URL, folder: URL
  ) throws -> (reached: Int32, problem: String?) {
    let url = folder.appendingPathComponent("store.sqlite")
    for suffix in ["", "-wal", "-shm", "-journal"] {
      try? FileManager.default.removeItem(atPath: url.path + suffix)
    }
    try FileManager.default.copyItem(at: baseline, to: url)
    let path = url.path
    var failure: (any Error)?
    var reached: Int32 = 0
    do {
      // Armed before the store is opened: a command opens it, then works.
      var opened: SiriStore?
      faultvfs_arm(path, fault.kinds, nth, fault.error)
      do {
        opened = try SiriStore(location: .file(url))
        if let opened { try operation.run(opened) }
      } catch {
        failure = error
      }
      reached = faultvfs_count()
      faultvfs_disarm()
      opened = nil
    }
    let place = "\(operation.name), \(fault) at \(nth)"
    if let failure, !"\(failure)".contains(path) {
      return (reached, "\(place): the message doesn't name the file: \(failure)")
    }
    let store: SiriStore
    do {
      store = try SiriStore(location: .file(url))
    } catch {
      return (reached, "\(place): the store can't be opened after the fault: \(error)")
    }
    guard try store.integrityCheck() == ["ok"] else {
      return (reached, "\(place): integrity_check fails: \(try store.integrityCheck())")
    }
    let succeeded = failure == nil
    if succeeded, !(try operation.holdsItsWork(store)) {
      return (reached, "\(place): it said it succeeded, but its rows are not there")
    }
    if !(succeeded && operation.removesRows) {
      let ids = Set(try store.donations(matching: DonationFilter()).map(\.id))
      guard committedDonations.allSatisfy(ids.contains),
        try store.voiceShortcuts().contains(where: { $0.invocationPhrase == "Soup time" })
      else {
        return (reached, "\(place): a committed row is lost")
      }
      let lostOrder = orders(in: store).orderHistory.isEmpty
      let lostItem = try store.search("coastal", limit: 5).isEmpty
      if !operation.opens, lostOrder || lostItem {
        return (reached, "\(place): a committed order or Spotlight item is lost")
      }
    }
    return (reached, nil)
  }

  /// Walks N from 1 over every counted operation `operation` reaches, for every fault.
  static func walk(_ operation: Operation, folder: URL) throws -> Walk {
    let baseline = folder.appendingPathComponent("baseline.sqlite")
    for suffix in ["", "-wal", "-shm", "-journal"] {
      try? FileManager.default.removeItem(atPath: baseline.path + suffix)
    }
    try makeBaseline(at: baseline, oldSchema: operation.opens)
    var walk = Walk()
    for fault in faults {
      let counted = try attempt(operation, fault: fault, nth: 0, baseline: baseline, folder: folder)
      if let problem = counted.problem { walk.problems.append(problem) }
      guard counted.reached > 0 else { continue }
      for nth in 1...counted.reached {
        let result = try attempt(
          operation, fault: fault, nth: nth, baseline: baseline, folder: folder)
        walk.points += 1
        if let problem = result.problem { walk.problems.append(problem) }
      }
    }
    return walk
  }

  @Test func everyStoreOperationSurvivesAFaultAtEveryReadWriteSyncAndLock() throws {
    #expect(faultvfs_install() == Int32(faultvfs_ok))
    // In memory where the system has it (/dev/shm): thousands of fsyncs cost nothing there.
    let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
    let base =
      FileManager.default.isWritableFile(atPath: memory.path)
      ? memory : FileManager.default.temporaryDirectory
    let folder = base.appendingPathComponent("StoreFaults-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var total = 0
    var lines: [String] = []
    for operation in Self.operations {
      let walk = try Self.walk(operation, folder: folder)
      total += walk.points
      lines.append("\(operation.name): \(walk.points)")
      #expect(walk.points > 0, "no fault point reached in \(operation.name)")
      for problem in walk.problems.prefix(5) { Issue.record("\(problem)") }
    }
    print("store fault injection: \(total) fault points walked (\(lines.joined(separator: ", ")))")
    #expect(total >= 500)
  }
}
