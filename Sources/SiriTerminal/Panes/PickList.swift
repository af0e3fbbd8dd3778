import ConversationRuntime
import ConversationSession

/// A list to pick from with a filter typed above it: the rows of a choice pane and a value
/// pane's suggestions.
package struct PickList: Sendable, Hashable {
  /// Every item, in order.
  package var items: [ChoiceItem]
  /// The text typed: the filter, and for a value pane the answer itself.
  package var field: LineEditor
  /// The highlighted row, as a position in ``visible``; `nil` when none is.
  package var highlighted: Int?

  /// A list with nothing typed; `highlightsFirst` highlights the first row.
  package init(items: [ChoiceItem], highlightsFirst: Bool) {
    self.items = items
    field = LineEditor()
    highlighted = highlightsFirst && !items.isEmpty ? 0 : nil
  }

  /// A list of a prompt's choices (or suggestions) with nothing typed; `highlightsFirst`
  /// highlights the first row that deletes nothing, so that Enter alone never takes a
  /// destructive choice.
  package init(choices: [PromptChoice], highlightsFirst: Bool) {
    self.init(
      items: choices.map {
        ChoiceItem(
          title: $0.title, subtitle: $0.subtitle, section: $0.section,
          isDestructive: $0.style == .destructive)
      },
      highlightsFirst: highlightsFirst)
    if highlightsFirst, let safe = items.firstIndex(where: { !$0.isDestructive }) {
      highlighted = safe
    }
  }

  /// The indices of the items the filter keeps, in order: every item when the field holds
  /// just a row's number (1 is the first) and no item's words match it.
  package var visible: [Int] {
    // A field past the filter's limit keeps nothing; its text is not even built.
    guard field.characters.count <= ChoiceFilter.maxFilterLength else { return [] }
    let matches = ChoiceFilter.matches(field.text, in: items)
    if matches.isEmpty, typedNumber != nil { return Array(items.indices) }
    return matches
  }

  /// The row number typed in the field, when it is one of the rows' (1 is the first).
  package var typedNumber: Int? {
    // A field longer than any row number is none; its text is not even built.
    guard field.characters.count <= 6 else { return nil }
    return AnswerReading.rowNumber(field.text, rows: items.count)
  }

  /// The index in ``items`` of the highlighted row.
  package var highlightedItem: Int? {
    guard let highlighted else { return nil }
    let visible = self.visible
    return visible.indices.contains(highlighted) ? visible[highlighted] : nil
  }

  /// Moves the highlight down one row, from no row to the first.
  package mutating func highlightNext() {
    let count = visible.count
    guard count > 0 else { return }
    highlighted = min(count - 1, (highlighted ?? -1) + 1)
  }

  /// Moves the highlight up one row; from the first row to none when `canLeave`.
  package mutating func highlightPrevious(canLeave: Bool) {
    guard let highlighted else { return }
    if highlighted == 0 {
      if canLeave { self.highlighted = nil }
      return
    }
    self.highlighted = highlighted - 1
  }

  /// Applies an editing action to the field, re-highlighting when it changed the text
  /// (`always`: as ``filterChanged(always:)``).
  mutating func edit(_ action: TerminalAction, highlightingAlways always: Bool) {
    let before = field.characters.count
    field.apply(action)
    if field.characters.count != before { filterChanged(always: always) }
  }

  /// Re-highlights after the filter changed: the first row that is left, when there is text
  /// or `always`.
  package mutating func filterChanged(always: Bool) {
    if let number = typedNumber, ChoiceFilter.matches(field.text, in: items).isEmpty {
      highlighted = number - 1
      return
    }
    highlighted = !visible.isEmpty && (always || !field.isEmpty) ? 0 : nil
  }
}
