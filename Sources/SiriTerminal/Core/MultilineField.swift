import Foundation

/// A multiline answer in a one-line text field: each line break is shown as "⏎", and the
/// answer sent has real line breaks.
enum MultilineField {
  /// What Enter types in a multiline value pane, standing for a line break.
  static let lineBreak: Character = "⏎"

  /// The answer a multiline field holds: its "⏎"s as line breaks, each line without the spaces
  /// at its ends, and no empty lines at the start or end.
  static func answer(from field: String) -> String {
    let lines = field.split(separator: lineBreak, omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let first = lines.firstIndex { !$0.isEmpty } ?? lines.endIndex
    let last = lines.lastIndex { !$0.isEmpty } ?? first
    guard first < lines.endIndex else { return "" }
    return lines[first...last].joined(separator: "\n")
  }
}
