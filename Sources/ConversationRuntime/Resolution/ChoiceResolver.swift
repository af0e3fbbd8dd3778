import Foundation
import OpenAppIntents
import PhraseMatching

/// Reads which choice of a list a person's words pick: "2", "two", "the second one", "last",
/// or words from a title ("Ferry Building", "manhattan"); positions in the words of the
/// session's lexicon ("le deuxième", "die zweite": `NumberWords.ordinal(_:in:)`).
enum ChoiceResolver {
  static func index(for text: String, titles: [String], in lexicon: Lexicon) -> Int? {
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
    if let index = position(for: trimmed, count: titles.count, in: lexicon) { return index }
    let best = ChoiceMatching.bestChoices(for: trimmed, among: choices)
    return best.count == 1 ? Int(best[0].id) : nil
  }

  /// The index a number or ordinal names in a list of `count`: "2", "two", "the second one",
  /// "last"; `nil` for anything else, including "0" and "-1".
  static func position(for text: String, count: Int, in lexicon: Lexicon) -> Int? {
    let index: Int
    if let ordinal = NumberWords.ordinal(text, in: lexicon) {
      index = ordinal > 0 ? ordinal - 1 : count + ordinal
    } else if let cardinal = NumberWords.cardinal(text, in: lexicon), cardinal > 0 {
      index = cardinal - 1
    } else {
      return nil
    }
    return (0..<count).contains(index) ? index : nil
  }
}
