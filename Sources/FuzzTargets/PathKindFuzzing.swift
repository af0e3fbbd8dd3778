import Foundation
import SafeFiles

/// Paths a person could name → the one rule (`SafeFile.decide`) for every use, and
/// `SafeFile.read` where the rule says to read.
///
/// The input picks a use and spells a path inside a sandbox of every kind of path (a file, a
/// folder, the null device and another device through links, a FIFO, a dangling link, a link
/// loop, a file nobody may read). What it checks, beyond no crash: the decision is the table's
/// for the path's kind (a store is never a stream, only the null device is off, a folder is
/// used only as a folder), a refusal names the path, and a read never returns more than its
/// limit. A FIFO is decided but never read: with no writer, opening it would wait.
enum PathKindFuzzing {
  static func run(_ bytes: [UInt8]) {
    guard let first = bytes.first, let sandbox = Sandbox.shared.folder else { return }
    let uses: [PathUse] = [.store, .wholeFile, .stream, .input, .folder]
    let use = uses[Int(first) % uses.count]
    let force = first & 0x80 != 0
    let path = spell(bytes.dropFirst(), in: sandbox)
    let kind = PathKind(path: path)
    let decision = SafeFile.decide(path, for: use, force: force)
    check(decision, kind: kind, use: use, path: path)
    guard use == .input, kind != .fifo, kind != .socket else { return }
    let limit = 1 + Int(first % 64)
    switch SafeFile.read(path, limit: limit) {
    case .success(let read):
      precondition(read.count <= limit, "read \(read.count) bytes past the limit \(limit)")
      precondition(decision == .file || decision == .off, "read what the rule refuses: \(path)")
    case .failure(.refused):
      precondition(decision != .file, "refused a file the rule reads: \(path)")
    case .failure: break
    }
  }

  private static func check(_ decision: PathDecision, kind: PathKind, use: PathUse, path: String) {
    switch decision {
    case .off: precondition(kind == .nullDevice, "off for \(kind.phrase): \(path)")
    case .folder: precondition(use == .folder, "a folder for \(use): \(path)")
    case .stream: precondition(use != .store && use != .folder, "a stream for \(use): \(path)")
    case .file: precondition(kind == .missing || kind == .regularFile, "a file: \(kind.phrase)")
    case .refused(let sentence):
      precondition(path.isEmpty || sentence.contains(path), "a refusal without the path")
    }
  }

  /// Bytes as a path in the sandbox: each byte a step from a small alphabet of names, so that
  /// the fuzzer reaches every fixture, `..`, `.`, doubled slashes and names that aren't there.
  private static func spell(_ bytes: ArraySlice<UInt8>, in sandbox: String) -> String {
    let steps = [
      "file", "folder", "null", "zero", "fifo", "dangling", "loop", "secret", "..", ".", "",
      "missing", "file-link", "folder-link", " ", "é",
    ]
    var path = sandbox
    for byte in bytes.prefix(12) {
      path += "/" + steps[Int(byte) % steps.count]
    }
    return path
  }

  /// The fixtures, made once per process in a fresh temporary folder.
  final class Sandbox: Sendable {
    static let shared = Sandbox()
    let folder: String?

    private init() {
      let base = FileManager.default.temporaryDirectory
        .appendingPathComponent("sirisim-fuzz-paths-\(getpid())").path
      try? FileManager.default.removeItem(atPath: base)
      guard mkdir(base, 0o700) == 0 else {
        folder = nil
        return
      }
      _ = try? SafeFile.write(Array("text\n".utf8), to: base + "/file")
      _ = try? SafeFile.write(Array("hidden".utf8), to: base + "/secret")
      chmod(base + "/secret", 0)
      mkdir(base + "/folder", 0o700)
      mkfifo(base + "/fifo", 0o600)
      symlink("/dev/null", base + "/null")
      symlink("/dev/zero", base + "/zero")
      symlink(base + "/gone", base + "/dangling")
      symlink(base + "/loop", base + "/loop")
      symlink(base + "/file", base + "/file-link")
      symlink(base + "/folder", base + "/folder-link")
      folder = base
    }
  }
}
