/// A unified diff of two transcripts' lines, as `diff -u` prints it: `---`/`+++` names, then
/// hunks headed `@@ -12,7 +12,8 @@` with three lines of context.
public enum TranscriptDiff {
  /// One line of an edit script.
  enum Edit: Equatable {
    case same(expected: Int, actual: Int)
    case removed(expected: Int)
    case inserted(actual: Int)
  }

  /// The diff, or `nil` when the lines are the same.
  ///
  /// - Parameters:
  ///   - expected: The lines the file holds.
  ///   - actual: The lines the replay gave.
  ///   - expectedName: What the `---` line names.
  ///   - actualName: What the `+++` line names.
  ///   - lineOffset: Added to every line number, so that numbers count the file's header too.
  ///   - context: Lines of context around each change.
  public static func unified(
    expected: [String], actual: [String], expectedName: String, actualName: String,
    lineOffset: Int = 0, context: Int = 3
  ) -> String? {
    guard expected != actual else { return nil }
    let edits = script(expected, actual)
    var lines = ["--- \(expectedName)", "+++ \(actualName)"]
    for hunk in hunks(edits, context: context) {
      let slice = edits[hunk]
      let oldLines = slice.filter { if case .inserted = $0 { false } else { true } }
      let newLines = slice.filter { if case .removed = $0 { false } else { true } }
      let oldStart = firstLine(slice, expectedSide: true, in: edits, before: hunk.lowerBound)
      let newStart = firstLine(slice, expectedSide: false, in: edits, before: hunk.lowerBound)
      lines.append(
        "@@ -\(range(oldStart + lineOffset, oldLines.count)) "
          + "+\(range(newStart + lineOffset, newLines.count)) @@")
      for edit in slice {
        switch edit {
        case .same(let index, _): lines.append(" " + expected[index])
        case .removed(let index): lines.append("-" + expected[index])
        case .inserted(let index): lines.append("+" + actual[index])
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `start,count` as diff writes it: a count of 1 is left out; an empty side names the line
  /// before it.
  private static func range(_ start: Int, _ count: Int) -> String {
    switch count {
    case 0: return "\(start - 1),0"
    case 1: return "\(start)"
    default: return "\(start),\(count)"
    }
  }

  /// The 1-based line a hunk starts at on one side: its first line there, else the line after
  /// the last one before the hunk.
  private static func firstLine(
    _ slice: ArraySlice<Edit>, expectedSide: Bool, in edits: [Edit], before start: Int
  ) -> Int {
    func index(_ edit: Edit) -> Int? {
      switch edit {
      case .same(let expected, let actual): return expectedSide ? expected : actual
      case .removed(let expected): return expectedSide ? expected : nil
      case .inserted(let actual): return expectedSide ? nil : actual
      }
    }
    if let first = slice.lazy.compactMap(index).first { return first + 1 }
    let previous = edits[..<start].reversed().lazy.compactMap(index).first
    return (previous ?? -1) + 2
  }

  /// The edits' ranges to print: each change with `context` lines around it, merged when
  /// they touch.
  private static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, edit) in edits.enumerated() {
      if case .same = edit { continue }
      let range = max(0, index - context)..<min(edits.count, index + context + 1)
      if let last = ranges.last, last.upperBound >= range.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  /// The shortest edit script: common prefix and suffix kept, the middle by longest common
  /// subsequence (transcripts are short; a middle too large to compare is replaced whole).
  static func script(_ expected: [String], _ actual: [String]) -> [Edit] {
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
      expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let old = Array(expected[prefix..<(expected.count - suffix)])
    let new = Array(actual[prefix..<(actual.count - suffix)])
    var edits = (0..<prefix).map { Edit.same(expected: $0, actual: $0) }
    if old.count * new.count <= 4_000_000 {
      edits += middle(old, new, offset: prefix)
    } else {
      edits += old.indices.map { Edit.removed(expected: prefix + $0) }
      edits += new.indices.map { Edit.inserted(actual: prefix + $0) }
    }
    edits += (0..<suffix).map {
      Edit.same(expected: expected.count - suffix + $0, actual: actual.count - suffix + $0)
    }
    return edits
  }

  private static func middle(_ old: [String], _ new: [String], offset: Int) -> [Edit] {
    let columns = new.count + 1
    // lengths[i * columns + j]: the longest common subsequence of old[i...] and new[j...].
    var lengths = [Int](repeating: 0, count: (old.count + 1) * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * columns + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * columns + j + 1] + 1
          : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(.same(expected: offset + i, actual: offset + j))
        i += 1
        j += 1
      } else if i < old.count,
        j == new.count || lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1]
      {
        edits.append(.removed(expected: offset + i))
        i += 1
      } else {
        edits.append(.inserted(actual: offset + j))
        j += 1
      }
    }
    return edits
  }
}
