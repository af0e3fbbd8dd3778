#if canImport(Glibc)
  import Glibc
#endif

/// What a path a person names turns out to be, once symlinks are followed: the one
/// classification every path option (`--store`, `--record`, `--cast`, the history, phrases,
/// legacy files, `init`'s folder) is decided on (``SafeFile/decide(_:for:force:)``).
public enum PathKind: Sendable, Equatable {
  /// Nothing is there (a dangling symlink too: writing makes its target).
  case missing
  /// A regular file.
  case regularFile
  /// A folder.
  case folder
  /// The null device (`/dev/null`, or a device node with its numbers): "nothing".
  case nullDevice
  /// A character device other than the null device (a terminal, `/dev/zero`).
  case characterDevice
  /// A block device (a disk).
  case blockDevice
  /// A FIFO (`mkfifo`), or a pipe such as a shell's `>(…)` (`/dev/fd/63`).
  case fifo
  /// A Unix socket.
  case socket
  /// Something `stat` can't reach (a folder on the way can't be searched, a symlink loop).
  case unreachable(reason: String)

  /// The kind of what `path` names, symlinks followed.
  public init(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let failure = errno
      self =
        failure == ENOENT
        ? .missing : .unreachable(reason: String(cString: strerror(failure)).lowercased())
      return
    }
    self.init(mode: info.st_mode, device: info.st_rdev)
  }

  /// The kind of a file with this `st_mode` and `st_rdev`.
  public init(mode: mode_t, device: dev_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regularFile
    case S_IFDIR: self = .folder
    // The null device is 1,3 on Linux: a node with those numbers made anywhere is one too.
    case S_IFCHR: self = Self.isNull(device) ? .nullDevice : .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    default: self = .unreachable(reason: "not a file SiriSim knows")
    }
  }

  /// The kind in words, after "is": "a folder", "a character device".
  public var phrase: String {
    switch self {
    case .missing: return "missing"
    case .regularFile: return "a file"
    case .folder: return "a folder"
    case .nullDevice: return "the null device"
    case .characterDevice: return "a character device"
    case .blockDevice: return "a block device"
    case .fifo: return "a FIFO (a pipe)"
    case .socket: return "a socket"
    case .unreachable(let reason): return "out of reach (\(reason))"
    }
  }

  /// Whether a stream can be read from or written to it as it goes (a device, a pipe).
  public var isStream: Bool {
    switch self {
    case .nullDevice, .characterDevice, .fifo, .socket: return true
    default: return false
    }
  }

  private static func isNull(_ device: dev_t) -> Bool {
    // gnu_dev_major/minor: major 1, minor 3.
    let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
    let minor = (device & 0xff) | ((device >> 12) & ~0xff)
    return major == 1 && minor == 3
  }
}
