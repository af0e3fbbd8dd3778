/// Why SiriSim's store can't be used, naming the file and what to do. The store never deletes
/// or overwrites a file it can't read.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is not a SQLite database (or its header is damaged).
  case notADatabase(path: String)
  /// The file is a SQLite database, but another program's.
  case foreignDatabase(path: String)
  /// The file is a SQLite database, but damaged.
  case damaged(path: String, message: String)
  /// The store was written by a newer SiriSim, whose schema this one doesn't know.
  case newerSchema(path: String, unknown: [String])
  /// The file can't be written.
  case readOnly(path: String)
  /// The file can't be read: its permissions don't let this user read it.
  case unreadable(path: String)
  /// The store's folder can't be written, so SQLite can't make the files it keeps beside the
  /// store (`-wal`, `-shm`), or the store itself.
  case readOnlyFolder(path: String, folder: String)
  /// The path names a folder, not a file (`--store ""` names the current folder).
  case isFolder(path: String)
  /// The path names something that is not a file SiriSim can keep a store in (a device, a
  /// FIFO, a socket); the message, from ``SafeFile/decide(_:for:force:)``, says which.
  case notAFile(path: String, message: String)
  /// A file SQLite keeps beside the store (`-wal`, `-shm`, `-journal`) is a symbolic link,
  /// which SQLite refuses to use.
  case linkedCompanion(path: String, companion: String)
  /// The store's folder or file could not be made.
  case cannotCreate(path: String, message: String)
  /// Another program held the store locked for longer than SiriSim waits.
  case busy(path: String)
  /// Any other SQLite error, with SQLite's own words.
  case sqlite(path: String, message: String)
  /// A stored row that can't be read back.
  case unreadableRow(path: String, message: String)
  /// No saved shortcut has that phrase.
  case noSuchShortcut(phrase: String)

  public var description: String {
    switch self {
    case .notADatabase(let path):
      return
        "\(path) is not a SiriSim store (not a SQLite database). SiriSim leaves it untouched: move it aside, or pass --store with another file (--store :memory: remembers nothing)."
    case .foreignDatabase(let path):
      return
        "\(path) is a SQLite database, but not a SiriSim store. SiriSim leaves it untouched: pass --store with another file."
    case .damaged(let path, let message):
      return
        "\(path) is damaged (\(message)). SiriSim leaves it untouched: move it aside to start a new store, or pass --store with another file."
    case .newerSchema(let path, let unknown):
      return
        "\(path) was written by a newer SiriSim (schema \(unknown.joined(separator: ", "))). Use that SiriSim, or pass --store with another file; this one won't change it."
    case .readOnly(let path):
      return
        "\(path) can't be written (read-only). Make it writable (chmod u+w), or pass --store with another file (--store :memory: remembers nothing)."
    case .readOnlyFolder(let path, let folder):
      return
        "The store \(path) can't be used: its folder \(folder) can't be written (read-only), and SQLite keeps its -wal and -shm files beside the store. Make the folder writable (chmod u+w), or pass --store with a file in another folder (--store :memory: remembers nothing)."
    case .isFolder(let path):
      return
        "\(path) is a folder, not a store file. Pass --store with a file's path, such as \(path.hasSuffix("/") ? path : path + "/")sirisim.sqlite (--store :memory: remembers nothing)."
    case .notAFile(_, let message):
      return message
    case .linkedCompanion(let path, let companion):
      return
        "The store \(path) can't be opened: \(companion) is a symbolic link, and SQLite won't use a link for the files it keeps beside the store. SiriSim leaves both untouched: remove the link if it is stale, or pass --store with another file."
    case .unreadable(let path):
      return
        "The store \(path) can't be read (permission denied). Make it readable (chmod u+r), or pass --store with another file (--store :memory: remembers nothing)."
    case .cannotCreate(let path, let message):
      return "The store \(path) can't be created: \(message). Pass --store with another file."
    case .busy(let path):
      return
        "\(path) stayed locked by another program for over 10 seconds. Try again once it is done, or pass --store with another file."
    case .sqlite(let path, let message):
      return "The store \(path) failed: \(message)."
    case .unreadableRow(let path, let message):
      return "The store \(path) holds a row SiriSim can't read: \(message)."
    case .noSuchShortcut(let phrase):
      return "No shortcut has the phrase “\(phrase)”. sirisim shortcuts list shows them."
    }
  }
}
