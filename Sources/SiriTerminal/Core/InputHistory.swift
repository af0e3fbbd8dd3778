import TextSafety

/// The lines sent from the input line, browsed with ↑ and ↓ as in a shell.
package struct InputHistory: Sendable, Hashable {
  /// The lines sent, oldest first.
  package private(set) var entries: [String] = []
  /// The entry shown, or `nil` when the person is writing a new line.
  package private(set) var position: Int?
  /// The new line being written, kept while browsing.
  private var draft = ""

  /// The most lines kept.
  package static let limit = InputLimits.maxHistoryLines

  /// An empty history.
  package init() {}

  /// A history of lines sent before, oldest first (the newest ``limit`` kept).
  package init(entries: [String]) {
    self.entries = Array(entries.filter { !$0.isEmpty }.suffix(Self.limit))
  }

  /// Remembers a sent line (not twice in a row) and stops browsing.
  package mutating func record(_ line: String) {
    position = nil
    draft = ""
    guard !line.isEmpty, entries.last != line else { return }
    entries.append(line)
    if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
  }

  /// The entry before the one shown, keeping `current` as the draft when browsing starts;
  /// `nil` when there is none.
  package mutating func previous(current: String) -> String? {
    guard !entries.isEmpty else { return nil }
    let index: Int
    if let position {
      guard position > 0 else { return nil }
      index = position - 1
    } else {
      draft = current
      index = entries.count - 1
    }
    position = index
    return entries[index]
  }

  /// The entry after the one shown, or the draft after the newest; `nil` when not browsing.
  package mutating func next() -> String? {
    guard let position else { return nil }
    if position + 1 < entries.count {
      self.position = position + 1
      return entries[position + 1]
    }
    self.position = nil
    return draft
  }
}
