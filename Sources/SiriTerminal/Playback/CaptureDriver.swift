import Glibc

/// The playback's driver: curses drawing into a capture (``CursesCapture``) instead of a
/// terminal, each frame's bytes handed on as soon as it is drawn (to the screen during
/// `sirisim play`, to an asciicast recording). It reads no keys: the player's keys come from
/// the transcript.
final class CaptureDriver: TerminalDriver {
  private let capture: CursesCapture
  private let curses: CursesDriver
  /// Takes what curses wrote for each frame, and at the end.
  private let output: ([UInt8]) -> Void

  /// Starts curses for `terminalType` at `size`, writing into a capture.
  init(
    terminalType: String, size: TerminalSize, environment: [String: String],
    output: @escaping ([UInt8]) -> Void
  ) throws(TerminalError) {
    capture = try CursesCapture()
    curses = try CursesDriver(
      terminalType: terminalType, output: capture.output, input: capture.input,
      environment: environment)
    curses.resize(to: size)
    self.output = output
  }

  var size: TerminalSize { curses.size }

  func readEvents(limit: Int) -> [TerminalEvent] { [] }

  /// Waits for the runtime only: the capture's input is /dev/null, always "readable".
  func waitForInput(timeoutMilliseconds: Int32, wakeDescriptor: Int32) -> Bool {
    var descriptor = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
    _ = poll(&descriptor, 1, timeoutMilliseconds)
    return false
  }

  func draw(_ frame: Frame) {
    curses.draw(frame)
    output(capture.take())
  }

  func invalidate() { curses.invalidate() }

  func end() {
    curses.end()
    output(capture.take())
  }

  // Curses ends before the capture's files close, however the driver goes.
  deinit { curses.end() }
}
