import Foundation

/// What a path in `Phrases/` is, found with `stat`, so that a loop or a permission problem is
/// told apart from a missing file.
enum PathProbe {
  enum Kind: Equatable {
    case directory
    case file
    case missing
    /// A symbolic link that never leads to a file: a loop, or one too many levels.
    case loop
    /// Anything else that stops reading it, with its `errno`.
    case unreadable(Int32)
  }

  static func kind(of path: String) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      switch errno {
      case ENOENT, ENOTDIR:
        // A dangling symbolic link is missing too, but it is worth a word.
        var link = stat()
        return lstat(path, &link) == 0 ? .unreadable(ENOENT) : .missing
      case ELOOP: return .loop
      case let code: return .unreadable(code)
      }
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      return access(path, R_OK | X_OK) == 0 ? .directory : .unreadable(EACCES)
    case S_IFREG:
      return access(path, R_OK) == 0 ? .file : .unreadable(EACCES)
    default:
      return .unreadable(EINVAL)
    }
  }

  /// An error naming the path and why it cannot be read as a `thing` ("folder", "file").
  static func diagnostic(for path: String, expecting thing: String) -> PhraseDiagnostic {
    let reason: String
    switch kind(of: path) {
    case .loop:
      reason = "it is a symbolic link that loops (or has too many levels)"
    case .unreadable(ENOENT):
      reason = "it is a symbolic link to something that does not exist"
    case .unreadable(EACCES):
      reason = "permission denied"
    case .unreadable(EINVAL):
      reason = "it is not a regular \(thing)"
    case .unreadable(let code):
      reason = String(cString: strerror(code)).lowercased()
    case .directory where thing != "folder" && thing != "app folder":
      reason = "it is a folder, not a \(thing)"
    case .file where thing == "folder" || thing == "app folder":
      reason = "it is a file, not a folder"
    case .missing:
      reason = "it does not exist"
    case .directory, .file:
      reason = "it cannot be read"
    }
    return PhraseDiagnostic(.error, at: path, "This \(thing) cannot be read: \(reason).")
  }
}
