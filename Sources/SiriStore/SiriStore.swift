import ConversationRuntime
import Foundation
import GRDB
import OpenAppIntents
import SafeFiles

/// SiriSim's memory in SQLite: donations, Add to Siri shortcuts and each app's data.
///
/// A file store is a GRDB `DatabasePool` in WAL mode, so several SiriSim processes can share it
/// and a process killed at any moment loses nothing it committed: every write is one
/// transaction. The schema is made and upgraded by a `DatabaseMigrator`; a store from a newer
/// SiriSim, a file that is not a database, or a read-only file is refused with a ``StoreError``
/// and left as it is.
public final class SiriStore: SiriMemory, Sendable {
  /// Where the store lives.
  public let location: StoreLocation

  /// The SQLite file, or `nil` for a store in memory only.
  public var storePath: String? {
    guard case .file(let url) = location else { return nil }
    return url.path
  }
  let writer: any DatabaseWriter

  /// At most this many donations are kept; older ones are forgotten first.
  public static let donationLimit = 10_000

  /// Opens the store, making it (and its folder) when missing, and brings its schema up to
  /// date.
  ///
  /// The path is decided by ``SafeFile/decide(_:for:force:)`` before SQLite sees it: the null
  /// device is a store in memory, and a folder, another device, a FIFO or a socket is refused
  /// (SQLite would write a page into a device and make a `-journal` beside it).
  ///
  /// - Parameter readOnly: For a command that only reads: the file is opened read-only
  ///   (`Configuration.readonly`) and copied into memory, so nothing is ever written to it or
  ///   beside it (no journal), and what the command changes is forgotten. A missing file is an
  ///   empty store in memory.
  public init(location: StoreLocation, readOnly: Bool = false) throws(StoreError) {
    var configuration = Configuration()
    // Another SiriSim writing the same store holds the lock for a moment at most.
    configuration.busyMode = .timeout(10)
    configuration.foreignKeysEnabled = true
    let opened = try Self.connect(location, readOnly: readOnly, configuration: configuration)
    self.location = opened.location
    writer = opened.writer
    try migrate()
  }

  /// The connection for a location, after the path's kind is decided.
  private static func connect(
    _ location: StoreLocation, readOnly: Bool, configuration: Configuration
  ) throws(StoreError) -> (location: StoreLocation, writer: any DatabaseWriter) {
    guard case .file(let url) = location else {
      return (location, try memoryQueue(configuration, path: location.description))
    }
    switch SafeFile.decide(url.path, for: .store) {
    case .off:
      return (.memory, try memoryQueue(configuration, path: url.path))
    case .refused(let message):
      if PathKind(path: url.path) == .folder { throw .isFolder(path: url.path) }
      throw .notAFile(path: url.path, message: message)
    default:
      break
    }
    guard readOnly else {
      return (location, try openPool(at: url, configuration: configuration))
    }
    return (location, try openCopy(of: url.path, configuration: configuration))
  }

  private static func memoryQueue(_ configuration: Configuration, path: String)
    throws(StoreError) -> DatabaseQueue
  {
    do {
      return try DatabaseQueue(configuration: configuration)
    } catch {
      throw storeError(error, path: path)
    }
  }

  /// The store at `path` opened read-only and copied into memory (a missing or empty file is
  /// an empty store).
  private static func openCopy(of path: String, configuration: Configuration)
    throws(StoreError) -> DatabaseQueue
  {
    let memory = try memoryQueue(configuration, path: path)
    var info = stat()
    guard stat(path, &info) == 0, info.st_size > 0 else { return memory }
    try inspect(path: path)
    var reading = configuration
    reading.readonly = true
    do {
      let file = try DatabaseQueue(path: readingName(of: path), configuration: reading)
      defer { try? file.close() }
      try file.backup(to: memory)
    } catch {
      throw storeError(error, path: path)
    }
    return memory
  }

  private static func openPool(at url: URL, configuration: Configuration) throws(StoreError)
    -> DatabasePool
  {
    let path = url.path
    let folder = url.deletingLastPathComponent().path
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isFolder) {
      // SQLite would say "disk I/O error" about a folder.
      guard !isFolder.boolValue else { throw .isFolder(path: path) }
      guard files.isWritableFile(atPath: path) else { throw .readOnly(path: path) }
      guard files.isWritableFile(atPath: folder) else {
        throw .readOnlyFolder(path: path, folder: folder)
      }
    } else {
      // A dangling symlink's target is made, as every path SiriSim writes treats one
      // (`PathKind.missing`); the link stays a link.
      let target = (try? SafeFile.resolve(path)) ?? path
      let targetFolder = URL(fileURLWithPath: target).deletingLastPathComponent().path
      try makeFolders(targetFolder, path: path)
      guard files.isWritableFile(atPath: targetFolder) else {
        throw .readOnlyFolder(path: path, folder: targetFolder)
      }
      try makePrivateFile(target)
    }
    try refuseLinkedCompanions(of: path)
    // Opening a pool writes (it turns WAL on), so a file is checked read-only first: one SiriSim
    // refuses is left exactly as it was.
    // Two SiriSims opening one new store at once may find it locked while the other turns WAL
    // on (SQLite skips the busy handler there): wait a moment and try again.
    var attempt = 0
    while true {
      do {
        try inspect(path: path)
        return try DatabasePool(path: path, configuration: configuration)
      } catch {
        let mapped = (error as? StoreError) ?? storeError(error, path: path)
        let busy = mapped == .busy(path: path)
        attempt += 1
        guard busy, attempt < 10 else {
          throw mapped
        }
        usleep(UInt32(10_000 * attempt))
      }
    }
  }

  /// The mode of a store's folders made new: the store holds personal data (addresses, orders,
  /// logins), so only its owner may list or read it, whatever the umask.
  static let folderMode: mode_t = 0o700
  /// The mode of a store file made new. SQLite gives its `-wal` and `-shm` files the store's
  /// own mode, so they are private too.
  static let fileMode: mode_t = 0o600

  /// Makes the folder and any missing folders above it with ``folderMode``; folders that exist
  /// keep their mode.
  private static func makeFolders(_ folder: String, path: String) throws(StoreError) {
    do {
      try SafeFile.makeDirectories(folder, mode: folderMode)
    } catch {
      throw .cannotCreate(path: path, message: error.reason)
    }
  }

  /// Makes the store file, empty, with ``fileMode`` before SQLite opens it (SQLite would make it
  /// 0644 less the umask). Another SiriSim making it at the same moment is fine.
  private static func makePrivateFile(_ path: String) throws(StoreError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, fileMode)
    guard descriptor >= 0 else {
      guard errno == EEXIST else {
        throw .cannotCreate(path: path, message: String(cString: strerror(errno)))
      }
      return
    }
    _ = fchmod(descriptor, fileMode)
    close(descriptor)
  }

  /// Refuses a store whose `-wal`, `-shm` or `-journal` is a symbolic link: SQLite won't open
  /// it, and would only say "unable to open database file".
  private static func refuseLinkedCompanions(of path: String) throws(StoreError) {
    for suffix in ["-wal", "-shm", "-journal"] {
      var info = stat()
      if lstat(path + suffix, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
        throw .linkedCompanion(path: path, companion: path + suffix)
      }
    }
  }

  /// Refuses a file that is damaged, another program's database, or from a newer SiriSim,
  /// reading it without writing a byte. A missing or empty file is a new store.
  private static func inspect(path: String) throws(StoreError) {
    // The file's own size, a symlink followed (a link's is the length of its target's name).
    var info = stat()
    guard stat(path, &info) == 0, info.st_size > 0 else { return }
    // SQLite would only say "unable to open database file".
    guard access(path, R_OK) == 0 else { throw .unreadable(path: path) }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(10)
    do {
      let queue = try DatabaseQueue(path: readingName(of: path), configuration: configuration)
      defer { try? queue.close() }
      try queue.read { db in
        let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard check == ["ok"] else {
          throw StoreError.damaged(path: path, message: damageSummary(check))
        }
        let tables = try String.fetchAll(
          db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        guard !tables.isEmpty else { return }
        guard tables.contains("grdb_migrations") else {
          throw StoreError.foreignDatabase(path: path)
        }
        let known = Set(migrator.migrations)
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        let unknown = applied.filter { !known.contains($0) }
        guard unknown.isEmpty else {
          throw StoreError.newerSchema(path: path, unknown: unknown.sorted())
        }
      }
    } catch let error as StoreError {
      throw error
    } catch {
      throw storeError(error, path: path)
    }
  }

  /// The first three problems `quick_check` reports, one line: SQLite returns them in one row
  /// joined by line breaks (up to 100), so the rows are split at those first.
  static func damageSummary(_ rows: [String]) -> String {
    // "*** in database main ***" heads the problems of each database: not a problem itself.
    let problems = rows.flatMap { $0.split(whereSeparator: \.isNewline) }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("*** in database") }
    let shown = problems.prefix(3).joined(separator: "; ")
    let more = problems.count - 3
    return more > 0 ? "\(shown); and \(more) more" : shown
  }

  /// Brings the schema up to date. Two SiriSims making one new store at once race here (the
  /// migrator reads what ran outside the write lock): the one that loses finds the schema made
  /// by the other and goes on.
  private func migrate() throws(StoreError) {
    let migrator = Self.migrator
    var attempt = 0
    while true {
      do {
        try migrator.migrate(writer)
        return
      } catch {
        if (try? writer.read(migrator.hasCompletedMigrations)) == true { return }
        attempt += 1
        guard attempt < 5 else { throw Self.storeError(error, path: location.description) }
        usleep(UInt32(20_000 * attempt))
      }
    }
  }

  /// A GRDB or SQLite error as a ``StoreError`` naming the file.
  static func storeError(_ error: any Error, path: String) -> StoreError {
    guard let database = error as? DatabaseError else {
      return .sqlite(path: path, message: "\(error)")
    }
    switch database.resultCode {
    case .SQLITE_NOTADB: return .notADatabase(path: path)
    case .SQLITE_CORRUPT: return .damaged(path: path, message: database.message ?? "corrupt")
    case .SQLITE_READONLY: return .readOnly(path: path)
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
    case .SQLITE_CANTOPEN:
      return .cannotCreate(path: path, message: database.message ?? "SQLite can't open it")
    default: return .sqlite(path: path, message: database.message ?? "\(database)")
    }
  }

  /// Runs one IMMEDIATE write transaction in which errors other than SQLite's (an app's own, in
  /// `AppDataStore.update`) come out as they were thrown.
  func writeRethrowing<T>(_ updates: (Database) throws -> T) throws -> T {
    do {
      return try writer.writeWithoutTransaction { db in
        var result: T?
        try db.inTransaction(.immediate) {
          result = try updates(db)
          return .commit
        }
        guard let result else {
          throw StoreError.sqlite(path: location.description, message: "no result")
        }
        return result
      }
    } catch let error as DatabaseError {
      throw Self.storeError(error, path: location.description)
    }
  }

  /// Runs one IMMEDIATE write transaction (it takes SQLite's write lock at once, so another
  /// process's writes wait rather than interleave), with errors as ``StoreError``.
  func write<T>(_ updates: (Database) throws -> T) throws(StoreError) -> T {
    do {
      return try writeRethrowing(updates)
    } catch let error as StoreError {
      throw error
    } catch {
      throw Self.storeError(error, path: location.description)
    }
  }

  /// Reads, with errors as ``StoreError``.
  func read<T>(_ value: (Database) throws -> T) throws(StoreError) -> T {
    do {
      return try writer.read(value)
    } catch let error as StoreError {
      throw error
    } catch {
      throw Self.storeError(error, path: location.description)
    }
  }

  /// Whether SQLite finds the file sound (`PRAGMA integrity_check`).
  public func integrityCheck() throws(StoreError) -> [String] {
    try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
  }

  /// The journal mode: "wal" for a file store.
  public func journalMode() throws(StoreError) -> String {
    try read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
  }
}
