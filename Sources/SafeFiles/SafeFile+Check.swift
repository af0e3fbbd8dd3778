#if canImport(Glibc)
  import Glibc
#endif

extension SafeFile {
  /// What a reader that walks a tree of files (the phrase folders) expects a path to be.
  public enum Expected: Sendable, Equatable {
    /// A regular file, read whole.
    case file
    /// A folder, listed.
    case folder
  }

  /// Why `path` can't be read as `expected`, in words that follow "cannot be read: "
  /// ("permission denied", "it is a FIFO (a pipe), not a regular file"), or `nil` when it can.
  ///
  /// The rule of ``decide(_:for:force:)``'s input column for files read whole at every start,
  /// where a stream is refused too: a FIFO read at each start would wait for a writer. A
  /// symlink that leads nowhere is said as such, not as a missing file, so a broken link in a
  /// folder of data is noticed.
  public static func problem(reading path: String, as expected: Expected) -> String? {
    switch PathKind(path: path) {
    case .missing:
      var link = stat()
      return lstat(path, &link) == 0
        ? "it is a symbolic link to something that does not exist" : "it does not exist"
    case .unreachable where errnoOfStat(path) == ELOOP:
      return "it is a symbolic link that loops (or has too many levels)"
    case .unreachable(let reason):
      return reason
    case .folder:
      guard expected == .folder else { return "it is a folder, not a file" }
      return access(path, R_OK | X_OK) == 0 ? nil : "permission denied"
    case .regularFile:
      guard expected == .file else { return "it is a file, not a folder" }
      return access(path, R_OK) == 0 ? nil : "permission denied"
    case let kind:
      return "it is \(kind.phrase), not a regular \(expected == .file ? "file" : "folder")"
    }
  }

  private static func errnoOfStat(_ path: String) -> Int32 {
    var info = stat()
    return stat(path, &info) == 0 ? 0 : errno
  }
}
