import Foundation
import SiriTerminal
import Testing

/// Compares text with a file in `Snapshots/` next to this file; with `RECORD_SNAPSHOTS=1` in
/// the environment it writes the file instead.
func expectSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots").appendingPathComponent(name)
  let contents = text.hasSuffix("\n") ? text : text + "\n"
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    do {
      try contents.write(to: url, atomically: true, encoding: .utf8)
    } catch {
      Issue.record("Could not record \(url.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "No snapshot at \(url.path). Run the tests with RECORD_SNAPSHOTS=1 to record it.",
      sourceLocation: sourceLocation)
    return
  }
  guard contents != expected else { return }
  let actualLines = contents.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let line = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
  let position = line?.offset ?? min(actualLines.count, expectedLines.count)
  let expectedLine = expectedLines.indices.contains(position) ? expectedLines[position] : "<end>"
  let actualLine = actualLines.indices.contains(position) ? actualLines[position] : "<end>"
  Issue.record(
    """
    Snapshot \(name) differs at line \(position + 1):
      expected: \(expectedLine)
      actual:   \(actualLine)
    Run with RECORD_SNAPSHOTS=1 to record the new output.
    """,
    sourceLocation: sourceLocation)
}

/// Compares a rendered frame with `Snapshots/<name>.txt` (the characters, with the size and the
/// cursor on the first line) and, with `roles`, `Snapshots/<name>.roles.txt` (one role symbol
/// per cell).
func expectFrameSnapshot(
  _ frame: Frame, named name: String, roles: Bool = false, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let cursor = frame.cursor.map { "cursor \($0.row):\($0.column)" } ?? "cursor hidden"
  let header = "\(frame.size) · \(cursor)"
  expectSnapshot(
    header + "\n" + frame.text, named: name + ".txt", filePath: filePath,
    sourceLocation: sourceLocation)
  if roles {
    expectSnapshot(
      header + "\n" + frame.roleMask, named: name + ".roles.txt", filePath: filePath,
      sourceLocation: sourceLocation)
  }
}
