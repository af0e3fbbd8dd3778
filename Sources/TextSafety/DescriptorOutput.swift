import SafeFiles

/// Writes text to a file descriptor whole, retrying when a signal interrupts the write.
///
/// Printing must never be what crashes: a closed or failing output (a pipe whose reader left)
/// drops the rest quietly instead of trapping, as `FileHandle.write` would.
public enum DescriptorOutput {
  /// Writes the text's UTF-8 bytes to the descriptor; gives up silently on an error.
  public static func write(_ text: String, to descriptor: Int32) {
    write(bytes: Array(text.utf8), to: descriptor)
  }

  /// Writes the bytes to the descriptor; gives up silently on an error.
  public static func write(bytes: [UInt8], to descriptor: Int32) {
    _ = SafeFile.writeAll(bytes, to: descriptor)
  }
}
