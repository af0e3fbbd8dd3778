import Foundation
import Glibc
import SiriTerminal
import Testing

/// The contract every ``TerminalDriver`` keeps, checked the same way for each (as
/// swift-collections' `_CollectionsTestSupport` checks every collection): a driver that passes
/// can run the one ``TerminalLoop``.
///
/// - Parameters:
///   - driver: A started driver, with no keys waiting; it is ended by the check.
///   - shown: The text the driver showed for the frames drawn since the last call (the
///     screen read back, or the output written), for checking that a draw reached it.
package func checkTerminalDriver<Driver: TerminalDriver>(
  _ driver: Driver, shown: (Driver) -> String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let size = driver.size
  #expect(size.columns > 0 && size.rows > 0, "a size", sourceLocation: sourceLocation)

  // Reading with nothing typed returns at once, with nothing.
  #expect(driver.readEvents(limit: 16).isEmpty, "no keys", sourceLocation: sourceLocation)

  // A wake-up ends the wait (the runtime's events wake the loop), and is no hang-up.
  var pipeEnds: [Int32] = [-1, -1]
  if pipe(&pipeEnds) == 0 {
    var byte: UInt8 = 1
    _ = write(pipeEnds[1], &byte, 1)
    let start = ContinuousClock.now
    let hungUp = driver.waitForInput(timeoutMilliseconds: 5_000, wakeDescriptor: pipeEnds[0])
    #expect(!hungUp, "a wake-up is not a hang-up", sourceLocation: sourceLocation)
    #expect(
      ContinuousClock.now - start < .seconds(4), "a wake-up ends the wait",
      sourceLocation: sourceLocation)
    close(pipeEnds[0])
    close(pipeEnds[1])
  }

  // A frame drawn is shown; so is one larger than the screen (clipped) and one smaller.
  func frame(_ text: String, size: TerminalSize) -> Frame {
    var frame = Frame(size: size)
    frame.write(text, row: 0, column: 0, role: .plain)
    frame.cursor = Frame.Position(row: 0, column: text.count)
    return frame
  }
  _ = shown(driver)
  driver.draw(frame("first-frame", size: size))
  #expect(shown(driver).contains("first-frame"), sourceLocation: sourceLocation)
  let larger = TerminalSize(columns: size.columns + 10, rows: size.rows + 5)
  driver.draw(frame("larger-frame", size: larger))
  #expect(shown(driver).contains("larger-frame"), sourceLocation: sourceLocation)
  let smaller = TerminalSize(columns: max(1, size.columns / 2), rows: max(1, size.rows / 2))
  driver.draw(frame("small", size: smaller))
  #expect(shown(driver).contains("small"), sourceLocation: sourceLocation)

  // After invalidating, the same frame drawn again is shown whole.
  let same = frame("same-frame", size: size)
  driver.draw(same)
  _ = shown(driver)
  driver.invalidate()
  driver.draw(same)
  #expect(shown(driver).contains("same-frame"), "repainted whole", sourceLocation: sourceLocation)

  // The size is unchanged by drawing, and ending gives the screen back.
  #expect(driver.size == size, sourceLocation: sourceLocation)
  driver.end()
}
