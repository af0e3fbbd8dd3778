import Foundation
import PlainConversation
import Testing
import TextSafety

/// Lines read from a real file descriptor, through a pipe: the same code standard input uses.
@Suite struct FileLinesTests {
  /// Writes bytes into a pipe from another thread and reads every line back.
  static func lines(from bytes: [UInt8], chunkSize: Int = 65_536) async -> [InputLine] {
    var descriptors: [Int32] = [0, 0]
    guard pipe(&descriptors) == 0 else { return [] }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    let writer = Thread {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          write(writeEnd, $0.baseAddress, min($0.count, 1 << 20))
        }
        if written <= 0 { break }
        offset += written
      }
      close(writeEnd)
    }
    writer.start()
    let input = FileLines(descriptor: readEnd, chunkSize: chunkSize)
    var lines: [InputLine] = []
    while let line = await input.nextLine() { lines.append(line) }
    close(readEnd)
    return lines
  }

  @Test func linesAreSplitAtLineFeeds() async {
    let lines = await Self.lines(from: Array("one\r\ntwo\n\nthree".utf8), chunkSize: 2)
    #expect(lines.map(\.text) == ["one", "two", "", "three"])
    #expect(lines.allSatisfy { !$0.wasCut })
  }

  @Test func aHundredMegabyteLineIsCutAndTheNextLineStillArrives() async {
    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000_000)
    bytes += Array("\nOrder Soup Chef\n".utf8)
    let lines = await Self.lines(from: bytes)

    #expect(lines.count == 2)
    #expect(lines[0].text.utf8.count == InputLimits.maxLineBytes)
    #expect(lines[0].droppedBytes == 100_000_000 - InputLimits.maxLineBytes)
    #expect(lines[1].text == "Order Soup Chef")
  }

  @Test func aCutNeverSplitsACharacter() async {
    // "é" is two bytes; 32,768 of them are exactly 64 KiB, and one more goes over.
    let bytes = Array(String(repeating: "é", count: 32_769).utf8)
    let lines = await Self.lines(from: bytes)

    #expect(lines.count == 1)
    #expect(lines[0].text == String(repeating: "é", count: 32_768))
    #expect(lines[0].droppedBytes == 2)
  }

  @Test func controlsAndInvalidBytesAreCleanedUp() async {
    let lines = await Self.lines(from: [0x61, 0x1B, 0x5B, 0x32, 0x4A, 0x09, 0xFF, 0x62, 0x0A])
    #expect(lines.map(\.text) == ["a[2J \u{FFFD}b"])
  }
}
