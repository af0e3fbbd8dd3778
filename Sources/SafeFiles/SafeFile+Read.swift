#if canImport(Glibc)
  import Glibc
#endif

extension SafeFile {
  /// Why a file a person named could not be read.
  public enum ReadProblem: Error, Sendable, Equatable {
    /// Nothing is there.
    case missing
    /// The path is not something SiriSim reads (a folder, a device); the sentence, from
    /// ``SafeFile/decide(_:for:force:)``, names the path and says what it is.
    case refused(String)
    /// It holds more than the most SiriSim reads of it.
    case tooLarge(limit: Int)
    /// The system refused to open or read it; the reason in words ("permission denied").
    case unreadable(String)

    /// The problem in words that follow "cannot be read: ".
    public var reason: String {
      switch self {
      case .missing: return "it does not exist"
      case .refused(let sentence): return sentence
      case .tooLarge(let limit): return "it holds more than \(limit) bytes"
      case .unreadable(let reason): return reason
      }
    }
  }

  /// The bytes of a file a person named (a transcript, a shortcuts export, a file answer), by
  /// the one rule for paths: a regular file, a FIFO or a socket is read, the null device is
  /// empty, and anything else is refused unread. At most `limit` bytes are read: a file that
  /// grows, a FIFO or a device with no size can't make SiriSim read without end.
  public static func read(_ path: String, limit: Int) -> Result<[UInt8], ReadProblem> {
    switch decide(path, for: .input) {
    case .off: return .success([])
    case .refused(let sentence):
      return .failure(PathKind(path: path) == .missing ? .missing : .refused(sentence))
    case .file, .stream, .folder: break
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT ? .missing : .unreadable(reason(errno)))
    }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > limit {
      return .failure(.tooLarge(limit: limit))
    }
    // A file can grow after fstat, and a FIFO has no size: read one byte past the cap at most.
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
      if count > 0 {
        bytes += chunk[..<count]
      } else if count == 0 {
        return .success(bytes)
      } else if errno != EINTR {
        return .failure(.unreadable(reason(errno)))
      }
    }
    return .failure(.tooLarge(limit: limit))
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}
