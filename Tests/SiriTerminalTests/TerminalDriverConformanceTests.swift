import Glibc
import TerminalTestSupport
import Testing

@testable import SiriTerminal

/// Every ``TerminalDriver`` passes the one check (``checkTerminalDriver(_:shown:sourceLocation:)``):
/// the curses driver, the playback's capture driver and the tests' driver. The curses ones are
/// in ``CursesDriverTests``, whose tests run one at a time (curses is one screen).
extension CursesDriverTests {
  @Test func theCursesDriverConforms() throws {
    try withDriver(size: TerminalSize(columns: 40, rows: 12)) { driver in
      checkTerminalDriver(driver) { driver in
        (0..<driver.size.rows).map { driver.rowText($0) }.joined(separator: "\n")
      }
    }
  }

  @Test func theCaptureDriverConforms() throws {
    final class Output { var bytes: [UInt8] = [] }
    let output = Output()
    let driver = try CaptureDriver(
      terminalType: "xterm-256color", size: TerminalSize(columns: 40, rows: 12),
      environment: ["TERM": "xterm-256color"]
    ) { output.bytes += $0 }
    checkTerminalDriver(driver) { _ in
      defer { output.bytes = [] }
      return String(decoding: output.bytes, as: UTF8.self)
    }
    #expect(String(decoding: output.bytes, as: UTF8.self).contains("\u{1B}[?1049l"), "ended")
  }
}

struct ScriptedDriverConformanceTests {
  @Test func theTestsDriverConforms() {
    checkTerminalDriver(ScriptedDriver(size: TerminalSize(columns: 40, rows: 12))) { driver in
      driver.screen?.text ?? ""
    }
  }
}
