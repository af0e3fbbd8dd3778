import Foundation
import SiriTerminal
import SnapshotSupport
import Testing

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
