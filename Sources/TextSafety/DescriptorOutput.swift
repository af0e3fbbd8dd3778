import Locking
import SafeFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes text to a file descriptor whole, retrying when a signal interrupts the write.
///
/// Printing must never be what crashes: a closed or failing output (a pipe whose reader left)
/// drops the rest quietly instead of trapping, as `FileHandle.write` would. A failed write to
/// standard output is remembered by the ``OutputWatch`` in force, so a command can end with a
/// non-zero status instead of claiming success (`sirisim match … > /dev/full`).
public enum DescriptorOutput {
  /// What watches standard output for the task running now (set around a whole command).
  ///
  /// A task-local, not a global: a command sets it around its run and every write inside sees it.
  @TaskLocal public static var watch: OutputWatch?

  /// Writes the text's UTF-8 bytes to the descriptor; gives up on an error.
  ///
  /// - Returns: `nil` when every byte was written, else the `errno` that stopped it.
  @discardableResult
  public static func write(_ text: String, to descriptor: Int32) -> Int32? {
    write(bytes: Array(text.utf8), to: descriptor)
  }

  /// Writes the bytes to the descriptor; gives up on an error.
  ///
  /// - Returns: `nil` when every byte was written, else the `errno` that stopped it.
  @discardableResult
  public static func write(bytes: [UInt8], to descriptor: Int32) -> Int32? {
    let failure = SafeFile.writeAll(bytes, to: descriptor)
    if let failure, descriptor == STDOUT_FILENO { watch?.record(failure) }
    return failure
  }
}

/// The first failed write to standard output while a command runs.
public final class OutputWatch: Sendable {
  private let first = Locked<Int32?>(nil)

  /// A watch that has seen no failure.
  public init() {}

  /// Keeps `errno` if it is the first failure seen.
  func record(_ errno: Int32) {
    first.withLock { if $0 == nil { $0 = errno } }
  }

  /// The `errno` of the first failed write, if one failed.
  public var failure: Int32? { first.withLock { $0 } }
}
