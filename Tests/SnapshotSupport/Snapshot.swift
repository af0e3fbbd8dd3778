import Foundation
import Testing

/// Compares text with a file in `Snapshots/` next to the calling test file; with
/// `RECORD_SNAPSHOTS=1` in the environment it writes the file instead.
///
/// Shared by the test targets that keep text snapshots (plain transcripts, rendered frames).
public func expectSnapshot(
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
