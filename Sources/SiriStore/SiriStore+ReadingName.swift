import Foundation
import GRDB

extension SiriStore {
  /// The name SQLite opens a store by for reading only.
  ///
  /// A read-only connection to a WAL store makes the `-shm` and `-wal` companions it needs
  /// beside the store and leaves them there (only a writer removes them), and fails in a folder
  /// it can't write. When no `-wal` holds pages (no SiriSim is writing the store, or the last one
  /// ended), the file alone is the whole store: it is opened `immutable` (an SQLite URI), which
  /// reads it without a lock or a companion. A `-wal` with pages is read the usual way, so what
  /// a running SiriSim committed is seen. Where this SQLite takes no URIs, the path as it is.
  static func readingName(of path: String) -> String {
    var info = stat()
    let walHasPages = stat(path + "-wal", &info) == 0 && info.st_size > 0
    guard !walHasPages, sqliteTakesURIs else { return path }
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    // One leading slash: "file://x" would name a host. %, ? and # mean something in a URI.
    var escaped = "/" + absolute.drop { $0 == "/" }
    for (character, code) in [("%", "%25"), ("?", "%3F"), ("#", "%23")] {
      escaped = escaped.replacingOccurrences(of: character, with: code)
    }
    return "file:" + escaped + "?immutable=1"
  }

  /// Whether this process's SQLite reads a `file:` name as a URI (Debian's is built so).
  private static var sqliteTakesURIs: Bool {
    let answer = try? DatabaseQueue().read { db in
      try Bool.fetchOne(db, sql: "SELECT sqlite_compileoption_used('USE_URI')")
    }
    return answer == true
  }
}
