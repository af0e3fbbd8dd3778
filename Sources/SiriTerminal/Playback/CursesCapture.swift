import Glibc

/// Streams for curses that capture what it writes: output to an unnamed temporary file read
/// back after each frame, input from /dev/null (the player's keys go to `update` directly).
final class CursesCapture {
  let output: UnsafeMutablePointer<FILE>
  let input: UnsafeMutablePointer<FILE>
  private var offset: off_t = 0

  init() throws(TerminalError) {
    guard let output = tmpfile() else {
      throw TerminalError("Cannot make a temporary file for the recording.")
    }
    guard let input = fopen("/dev/null", "r") else {
      fclose(output)
      throw TerminalError("Cannot open /dev/null.")
    }
    self.output = output
    self.input = input
  }

  deinit {
    fclose(output)
    fclose(input)
  }

  /// What curses wrote since the last call.
  func take() -> [UInt8] {
    fflush(output)
    let descriptor = fileno(output)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, offset)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[..<count]
      offset += off_t(count)
    }
    return bytes
  }
}
