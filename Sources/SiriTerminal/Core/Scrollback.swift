import DequeModule
import TextSafety

/// The conversation so far: its entries, capped to the newest ``maxLines`` lines, and those
/// lines laid out for the screen's width as entries arrive.
///
/// Laying out happens once per entry (and once per entry again when the width changes), so a
/// key costs the same after 10,000 turns as after one; entries and lines sit in deques, so
/// dropping the oldest at the cap costs no more than adding the newest. The layout is derived
/// data: two transcripts are equal when their entries are.
package struct Scrollback: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// The entries kept, oldest first.
  package private(set) var entries: Deque<ScrollbackEntry> = []
  /// How many plain lines (as ``plainLines`` counts them) were dropped from the start to keep
  /// the cap.
  package private(set) var droppedLines = 0
  /// The most plain lines kept; older entries are dropped whole.
  package let maxLines: Int
  /// Changes whenever the entries do, so a copy can tell it is out of date.
  package private(set) var version = 0

  private var plainLineCounts: Deque<Int> = []
  private var plainLineTotal = 0
  private var layout: Layout?

  /// The entries laid out for one width.
  private struct Layout: Sendable {
    var columns: Int
    var lines: Deque<StyledLine> = []
    /// How many of `lines` each entry has, separator included.
    var counts: Deque<Int> = []
  }

  /// An empty scrollback that keeps at most `maxLines` plain lines.
  package init(maxLines: Int = InputLimits.maxTranscriptLines) {
    self.maxLines = Swift.max(1, maxLines)
  }

  /// A scrollback of these entries, keeping at most `maxLines` plain lines.
  package init(
    _ entries: some Sequence<ScrollbackEntry>, maxLines: Int = InputLimits.maxTranscriptLines
  ) {
    self.init(maxLines: maxLines)
    append(contentsOf: entries)
  }

  package init(arrayLiteral elements: ScrollbackEntry...) {
    self.init(elements)
  }

  package static func == (lhs: Scrollback, rhs: Scrollback) -> Bool {
    lhs.droppedLines == rhs.droppedLines && lhs.entries == rhs.entries
  }

  // MARK: Collection

  package var startIndex: Int { entries.startIndex }
  package var endIndex: Int { entries.endIndex }
  package subscript(position: Int) -> ScrollbackEntry { entries[position] }

  // MARK: Changing

  /// Adds an entry, dropping the oldest ones past the cap.
  package mutating func append(_ entry: ScrollbackEntry) {
    let count = entry.plainLines().count
    entries.append(entry)
    plainLineCounts.append(count)
    plainLineTotal += count
    version &+= 1
    if var layout {
      self.layout = nil
      let lines = Self.lines(for: entry, isFirst: entries.count == 1, columns: layout.columns)
      layout.lines += lines
      layout.counts.append(lines.count)
      self.layout = layout
    }
    trimToCap()
  }

  /// Adds entries in order.
  package mutating func append(contentsOf newEntries: some Sequence<ScrollbackEntry>) {
    for entry in newEntries { append(entry) }
  }

  /// Adds entries in order.
  package static func += (scrollback: inout Scrollback, entries: some Sequence<ScrollbackEntry>) {
    scrollback.append(contentsOf: entries)
  }

  /// Empties the scrollback (`:clear`).
  package mutating func removeAll() {
    let columns = layout?.columns
    self = Scrollback(maxLines: maxLines)
    if let columns { layOut(columns: columns) }
    version = 1
  }

  private mutating func trimToCap() {
    guard plainLineTotal > maxLines else { return }
    var drop = 0
    var dropped = 0
    while drop < entries.count - 1, plainLineTotal - dropped > maxLines {
      dropped += plainLineCounts[drop]
      drop += 1
    }
    guard drop > 0 else { return }
    entries.removeFirst(drop)
    plainLineCounts.removeFirst(drop)
    plainLineTotal -= dropped
    droppedLines += dropped
    if var layout {
      self.layout = nil
      let lineCount = layout.counts.prefix(drop).reduce(0, +)
      layout.lines.removeFirst(lineCount)
      layout.counts.removeFirst(drop)
      // The new first entry needs no blank line above it.
      if case .utterance = entries.first, layout.counts.first ?? 0 > 0,
        layout.lines.first?.spans.isEmpty == true
      {
        layout.lines.removeFirst()
        layout.counts[0] -= 1
      }
      self.layout = layout
    }
  }

  // MARK: Lines

  /// Lays the entries out for a width, so that ``lines(columns:)`` for it costs nothing.
  package mutating func layOut(columns: Int) {
    guard layout?.columns != columns else { return }
    var fresh = Layout(columns: columns)
    for (index, entry) in entries.enumerated() {
      let lines = Self.lines(for: entry, isFirst: index == 0, columns: columns)
      fresh.lines += lines
      fresh.counts.append(lines.count)
    }
    layout = fresh
  }

  /// The width the lines are laid out for, if they are.
  package var layoutColumns: Int? { layout?.columns }

  /// Every line of the scrollback at a width: the laid-out lines when the width is the one
  /// laid out for, else laid out now.
  package func lines(columns: Int) -> Deque<StyledLine> {
    if let layout, layout.columns == columns { return layout.lines }
    var copy = self
    copy.layout = nil
    copy.layOut(columns: columns)
    return copy.layout?.lines ?? []
  }

  /// How many lines at a width the newest entries take, from the person's last words (an
  /// utterance or an answer) to the end; 0 when the person has said nothing.
  package func linesSinceLastWords(columns: Int) -> Int {
    guard
      let last = entries.lastIndex(where: {
        switch $0 {
        case .utterance, .answer: return true
        default: return false
        }
      })
    else { return 0 }
    var total = 0
    if let layout, layout.columns == columns {
      total = layout.counts[last...].reduce(0, +)
    } else {
      for index in last..<entries.count {
        total += Self.lines(for: entries[index], isFirst: index == 0, columns: columns).count
      }
    }
    // The blank line before an utterance is not its words.
    if case .utterance = entries[last], last > 0 { total -= 1 }
    return Swift.max(0, total)
  }

  /// The scrollback as plain lines, the way plain mode writes it, with a note first when older
  /// lines were dropped.
  package var plainLines: [String] {
    let note =
      droppedLines > 0
      ? ["[\(droppedLines) earlier line\(droppedLines == 1 ? "" : "s") not kept]"] : []
    return note + entries.flatMap { $0.plainLines() }
  }

  private static func lines(for entry: ScrollbackEntry, isFirst: Bool, columns: Int)
    -> [StyledLine]
  {
    let layout = ScreenLayout(size: TerminalSize(columns: columns, rows: 24))
    let lines = ScrollbackLayout.lines(for: entry, layout: layout)
    if case .utterance = entry, !isFirst { return [StyledLine()] + lines }
    return lines
  }
}
