import Foundation

extension PhraseMatcher {
  /// The matches for `utterance`, best first, less any that reads a value said after the app's
  /// name where the phrase before it is not said: "Book Library open Dune" is no "Add a book to
  /// Book Library: …", though the trailing slot would take "open Dune".
  ///
  /// A match stands when its phrase takes no value after the app's name, or when the utterance
  /// without the value's words still matches the same intent.
  ///
  /// - Parameters:
  ///   - utterance: What the person said.
  ///   - trailingParameter: For a match, the parameter its phrase fills after the app's name,
  ///     or `nil` when its phrase has no such slot.
  public func rank(
    _ utterance: String, trailingParameter: (PhraseMatch) -> String?
  ) -> [PhraseMatch] {
    rank(utterance).filter { match in
      guard let parameter = trailingParameter(match),
        let value = match.slots[parameter]?.text,
        let range = utterance.range(of: value, options: .backwards)
      else { return true }
      let phraseAlone = utterance.replacingCharacters(in: range, with: " ")
      return rank(phraseAlone).contains { $0.app == match.app && $0.intent == match.intent }
    }
  }
}
