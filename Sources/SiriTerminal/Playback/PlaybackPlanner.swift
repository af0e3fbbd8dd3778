import Foundation

/// Which keys give a transcript's input in the UI as it stands: a list's row is reached with the
/// arrow keys, one row a step, then Enter; a confirmation's own button is pressed; anything
/// else is typed, a character at a time, then Enter.
package struct PlaybackPlanner: Sendable {
  /// How fast the person types.
  package var charactersPerSecond: Double

  /// The pause before an arrow key, so each step shows.
  package static let arrowDelay = 0.35
  /// The pause before Enter.
  package static let enterDelay = 0.3
  /// The pause before the first character.
  package static let firstKeyDelay = 0.2

  /// Creates a planner.
  package init(charactersPerSecond: Double = PlaybackOptions.standardSpeed) {
    self.charactersPerSecond = max(1, charactersPerSecond)
  }

  /// The keys that answer `input` in `state`.
  package func keys(for input: String, in state: TerminalState) -> [PlaybackKey] {
    switch state.pane {
    case .choice(let pane):
      if let keys = arrows(to: input, titles: pane.prompt.choices.map(\.title), list: pane.list) {
        return keys
      }
    case .valueEntry(let pane):
      // A multiline answer's lines are typed with Enter (a line break there); the "." that
      // ends it in a transcript, as in plain mode, is ^D, the key that sends it.
      if pane.prompt.entry.multiline, input == "." {
        return [PlaybackKey(key: .control("d"), delay: Self.enterDelay)]
      }
      if let keys = arrows(to: input, titles: pane.prompt.suggestions.map(\.title), list: pane.list)
      {
        return keys
      }
    case .confirmation(let pane):
      if pane.field.isEmpty, let focus = pane.focus {
        let button = focus == .confirm ? pane.prompt.confirmTitle : pane.prompt.declineTitle
        if Self.same(input, button) {
          return [PlaybackKey(key: .enter, delay: 2 * Self.enterDelay)]
        }
      }
    case nil:
      break
    }
    return typed(input) + [PlaybackKey(key: .enter, delay: Self.enterDelay)]
  }

  /// The characters of `text`, each after a typist's pause that varies a little, the same way
  /// every run.
  func typed(_ text: String) -> [PlaybackKey] {
    let base = 1 / charactersPerSecond
    let rhythm = [1.0, 1.3, 0.8, 1.5, 0.9, 1.1, 0.7]
    return text.enumerated().map { index, character in
      PlaybackKey(
        key: .character(character),
        delay: index == 0 ? Self.firstKeyDelay : base * rhythm[index % rhythm.count])
    }
  }

  /// Arrow keys from the highlighted row to the one `input` names (its number, or its title in
  /// any case), then Enter; `nil` when it names no row.
  private func arrows(to input: String, titles: [String], list: PickList) -> [PlaybackKey]? {
    guard list.field.isEmpty else { return nil }
    let trimmed = input.trimmingCharacters(in: .whitespaces)
    let target =
      Int(trimmed).flatMap { titles.indices.contains($0 - 1) ? $0 - 1 : nil }
      ?? titles.firstIndex { Self.same($0, trimmed) }
    guard let target else { return nil }
    let current = list.highlightedItem ?? -1
    let key: Key = target >= current ? .down : .up
    let steps = Array(
      repeating: PlaybackKey(key: key, delay: Self.arrowDelay), count: abs(target - current))
    return steps + [PlaybackKey(key: .enter, delay: Self.arrowDelay)]
  }

  private static func same(_ a: String, _ b: String) -> Bool {
    a.trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(b) == .orderedSame
  }
}
