import Foundation
import PhraseMatching

/// Splits "cheese, red pepper and croutons" into its items, at commas, "&" and the lexicon's
/// list conjunctions.
enum ListWords {
  static func split(_ text: String, in lexicon: Lexicon) -> [String] {
    var text = text.replacingOccurrences(of: "&", with: ",")
    for conjunction in lexicon.listConjunctions {
      text = text.replacingOccurrences(of: " \(conjunction) ", with: ",")
    }
    return text.split(separator: ",")
      .map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }
}
