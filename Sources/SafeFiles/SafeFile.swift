#if canImport(Glibc)
  import Glibc
#endif

/// Writes files in the person's place without replacing what the path names.
///
/// Every file SiriSim writes for someone (the input history, transcripts written by `--record`
/// and `replay --update`, casts, ConversationTesting's recordings) goes through this one type,
/// so each gets the same rules:
///
/// - **A symlink is followed**: the file it points at is written, the link stays a link.
/// - **An existing file keeps its mode and owner**; a new one is made with the mode asked for.
///   A file the person may not write is refused, whoever may write its folder.
/// - **A path that is not a regular file is never replaced**: `/dev/null` (and an empty path)
///   means "off" and nothing is written; a whole-file write skips other devices, FIFOs and
///   sockets and says so; a stream writes through to them (`--cast /dev/stdout`).
/// - **A whole-file write is atomic where it can be**: a temporary file beside the target,
///   renamed over it, so a crash leaves the old file or the new one, never half of each; where
///   the folder can't be written, or the file has other hard links, it is written in place.
public enum SafeFile {
  /// What a write did.
  public enum Outcome: Sendable, Equatable {
    /// The file at `path` (the path given, with symlinks resolved) holds the bytes.
    case written(path: String)
    /// Nothing was written, for the reason given (`/dev/null`, a device, a FIFO).
    case skipped(reason: String)
  }

  /// Whether a path means "write nothing": empty, or the null device.
  public static func isOff(_ path: String) -> Bool {
    path.isEmpty || path == "/dev/null"
  }

  /// Whether writing to `path` would replace a file that is there: a regular file (a device,
  /// FIFO or socket is written to, never "replaced"; see ``decide(_:for:force:)``).
  public static func wouldReplace(_ path: String) -> Bool {
    PathKind(path: path) == .regularFile
  }

  /// Replaces the contents of the file at `path` with `bytes`, by the rules above.
  ///
  /// - Parameters:
  ///   - bytes: The new contents.
  ///   - path: The file; a symlink is followed.
  ///   - mode: The permissions of a file made new (an existing file keeps its own).
  ///   - directoryMode: When given, missing folders on the way are made with these permissions;
  ///     otherwise a missing folder is an error.
  /// - Returns: Where it wrote, or why it skipped.
  @discardableResult
  public static func write(
    _ bytes: [UInt8], to path: String, mode: mode_t = 0o644, directoryMode: mode_t? = nil
  ) throws(SafeFileError) -> Outcome {
    if isOff(path) { return .skipped(reason: "\(path.isEmpty ? "no file" : path) is off") }
    let target = try resolve(path)
    var info = stat()
    if lstat(target, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFREG else {
        return .skipped(reason: "\(target) is \(kind(of: info.st_mode)), not a regular file")
      }
      // A file the person may not write is not replaced, though its folder would let a rename
      // do it (as an editor refuses); one owned by someone else is written in place, since a
      // new file could not keep its owner.
      guard access(target, W_OK) == 0 else { throw SafeFileError(path: path, errno: errno) }
      if info.st_nlink > 1 || (info.st_uid != geteuid() && geteuid() != 0) {
        try writeInPlace(bytes, to: target, path: path)
      } else {
        try replace(target, with: bytes, mode: info.st_mode & 0o7777, owner: info, path: path)
      }
      return .written(path: target)
    }
    guard errno == ENOENT else { throw SafeFileError(path: path, errno: errno) }
    let folder = directory(of: target)
    if let directoryMode { try makeDirectories(folder, mode: directoryMode, path: path) }
    try replace(target, with: bytes, mode: mode, owner: nil, path: path)
    return .written(path: target)
  }

  /// Replaces the contents of the file at `path` with the text's UTF-8 bytes.
  @discardableResult
  public static func write(
    _ text: String, to path: String, mode: mode_t = 0o644, directoryMode: mode_t? = nil
  ) throws(SafeFileError) -> Outcome {
    try write(Array(text.utf8), to: path, mode: mode, directoryMode: directoryMode)
  }

  /// Opens `path` to write a stream into (a recording, a cast): a regular file is emptied and
  /// keeps its mode and owner, a symlink is followed, a device or FIFO is written through.
  ///
  /// - Returns: The open descriptor (close it when done), or `nil` when the path means "off".
  public static func openStream(_ path: String, mode: mode_t = 0o644) throws(SafeFileError)
    -> Int32?
  {
    if isOff(path) { return nil }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, mode)
    guard descriptor >= 0 else { throw SafeFileError(path: path, errno: errno) }
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      close(descriptor)
      throw SafeFileError(path: path, message: "is a folder")
    }
    return descriptor
  }

  /// The path with every symlink on the way to the file resolved (the file itself may not
  /// exist yet; its folder must).
  package static func resolve(_ path: String) throws(SafeFileError) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
        return current
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { throw SafeFileError(path: path, errno: errno) }
      let target = String(
        decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
    }
    throw SafeFileError(path: path, errno: ELOOP)
  }

  /// Writes a temporary file beside `target` and renames it over `target`; falls back to
  /// writing in place when the folder refuses a new file but the file exists.
  private static func replace(
    _ target: String, with bytes: [UInt8], mode: mode_t, owner: stat?, path: String
  ) throws(SafeFileError) {
    var template = Array((directory(of: target) + "/." + name(of: target) + ".XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else {
      let failure = errno
      if owner != nil, failure == EACCES || failure == EROFS || failure == EPERM {
        return try writeInPlace(bytes, to: target, path: path)
      }
      throw SafeFileError(path: path, errno: failure)
    }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do throws(SafeFileError) {
      try writeAll(bytes, to: descriptor, path: path)
      if let owner, owner.st_uid != geteuid() || owner.st_gid != getegid() {
        _ = fchown(descriptor, owner.st_uid, owner.st_gid)
      }
      guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
        throw SafeFileError(path: path, errno: errno)
      }
      close(descriptor)
      guard rename(temporary, target) == 0 else { throw SafeFileError(path: path, errno: errno) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
  }

  private static func writeInPlace(_ bytes: [UInt8], to target: String, path: String)
    throws(SafeFileError)
  {
    // Not truncated first: the space the new bytes need is claimed before the old ones are
    // touched, so a full disk or a quota leaves the file as it was.
    let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW)
    guard descriptor >= 0 else { throw SafeFileError(path: path, errno: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SafeFileError(path: path, errno: errno) }
    if bytes.count > Int(info.st_size) {
      let failure = posix_fallocate(descriptor, 0, off_t(bytes.count))
      if failure != 0 {
        // What fallocate may have added past the old end is given back; the old bytes stay.
        _ = ftruncate(descriptor, info.st_size)
        throw SafeFileError(path: path, errno: failure)
      }
    }
    try writeAll(bytes, to: descriptor, path: path)
    guard ftruncate(descriptor, off_t(bytes.count)) == 0 else {
      throw SafeFileError(path: path, errno: errno)
    }
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String)
    throws(SafeFileError)
  {
    if let failure = writeAll(bytes, to: descriptor) {
      throw SafeFileError(path: path, errno: failure)
    }
  }

  /// Writes every byte to an open descriptor, retrying when a signal interrupts the write.
  ///
  /// - Returns: `nil` when all was written, else the `errno` that stopped it.
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress, $0.count)
      }
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        return written < 0 ? errno : EIO
      }
    }
    return nil
  }

  /// Makes `folder` and any missing folders above it with `mode`, whatever the umask; folders
  /// that exist keep theirs.
  public static func makeDirectories(_ folder: String, mode: mode_t) throws(SafeFileError) {
    try makeDirectories(folder, mode: mode, path: folder)
  }

  private static func makeDirectories(_ folder: String, mode: mode_t, path: String)
    throws(SafeFileError)
  {
    var info = stat()
    if stat(folder, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw SafeFileError(path: path, message: "\(folder) is not a folder")
      }
      return
    }
    let parent = directory(of: folder)
    if parent != folder { try makeDirectories(parent, mode: mode, path: path) }
    // chmod after mkdir: mkdir's mode is cut by the umask, and the mode asked for is meant.
    guard mkdir(folder, mode) == 0 || errno == EEXIST else {
      throw SafeFileError(path: path, errno: errno)
    }
    _ = chmod(folder, mode)
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFIFO: return "a FIFO"
    case S_IFSOCK: return "a socket"
    case S_IFDIR: return "a folder"
    default: return "a special file"
    }
  }
}

/// A file could not be written; the message names the file and says why.
public struct SafeFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// Why, in words: "permission denied", "is a folder".
  public var reason: String

  /// An error with a reason in words.
  public init(path: String, message: String) {
    self.path = path
    self.reason = message
  }

  /// An error from a system call's `errno`.
  public init(path: String, errno code: Int32) {
    self.path = path
    self.reason = String(cString: strerror(code)).lowercased()
  }

  /// `path: cannot be written (reason).`
  public var description: String { "\(path): cannot be written (\(reason))." }
}
