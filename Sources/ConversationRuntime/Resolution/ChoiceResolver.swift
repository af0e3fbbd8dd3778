import Foundation
import OpenAppIntents
import PhraseMatching

/// Reads which choice of a list a person's words pick: "2", "two", "the second one", "last",
/// or words from a title ("Ferry Building", "manhattan").
enum ChoiceResolver {
  static func index(for text: String, titles: [String]) -> Int? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, !titles.isEmpty else { return nil }
    let choices = titles.enumerated().map { index, title in
      IntentValueChoice(
        id: String(index), displayRepresentation: DisplayRepresentation(title: "\(title)"),
        value: index)
    }
    // A title wins over a number, so an item named "7 Up" can still be picked by name.
    if let exact = ChoiceMatching.exactChoice(for: trimmed, among: choices) {
      return Int(exact.id)
    }
    if let position = NumberWords.ordinal(trimmed) ?? NumberWords.parse(trimmed) {
      let index = position > 0 ? position - 1 : titles.count + position
      return titles.indices.contains(index) ? index : nil
    }
    let best = ChoiceMatching.bestChoices(for: trimmed, among: choices)
    return best.count == 1 ? Int(best[0].id) : nil
  }
}
