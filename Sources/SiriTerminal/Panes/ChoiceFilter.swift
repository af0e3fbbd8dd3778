import ConversationSession
import Foundation
import TextSafety

/// Which items of a list a typed filter keeps, and which characters it matched: an item whose
/// title or subtitle contains the filter, or has a word starting with each of the filter's
/// words; or whose title holds a one-word filter's letters in order from a word's start, as
/// fzf does ("chwdr" keeps "Clam Chowder") — unless the word is a number (typed numbers pick
/// rows) or a cancel word (it cancels). Case and accents are ignored. The one place list
/// filtering is decided; every front end reads the typed answer itself with `AnswerReading`.
package enum ChoiceFilter {
  /// A filter longer than this keeps nothing: no title is that long, and checking a pasted
  /// page of text against every row on every key would make typing slow.
  package static let maxFilterLength = InputLimits.maxFilterCharacters

  /// The indices of the choices the filter keeps, in order; all of them for an empty filter.
  package static func matches(_ filter: String, in choices: [ChoiceItem]) -> [Int] {
    guard filter.utf8.count <= maxFilterLength * 4, filter.count <= maxFilterLength else {
      return []
    }
    let query = Folded(filter.trimmingCharacters(in: .whitespaces))
    guard !query.characters.isEmpty else { return Array(choices.indices) }
    let scatters = allowsScattered(filter)
    return choices.indices.filter { index in
      let item = choices[index]
      if match(query, in: Folded(item.title + " " + (item.subtitle ?? ""))) != nil { return true }
      return scatters && scattered(query, in: Folded(item.title)) != nil
    }
  }

  /// The offsets of the characters of `title` the filter matched, for highlighting; empty when
  /// the filter is empty, matches nothing, or matches only the subtitle.
  package static func matchedOffsets(_ filter: String, in title: String) -> Set<Int> {
    guard filter.count <= maxFilterLength else { return [] }
    let query = Folded(filter.trimmingCharacters(in: .whitespaces))
    guard !query.characters.isEmpty else { return [] }
    let text = Folded(title)
    guard
      let positions = match(query, in: text)
        ?? (allowsScattered(filter) ? scattered(query, in: text) : nil)
    else { return [] }
    return Set(positions.map { text.origins[$0] })
  }

  /// Text folded for matching (case and accents removed), each folded character remembering
  /// the character of the original it came from.
  struct Folded {
    var characters: [Character] = []
    var origins: [Int] = []

    init(_ text: String) {
      for (offset, character) in text.enumerated() {
        let folded = String(character).folding(
          options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        for piece in folded {
          characters.append(piece)
          origins.append(offset)
        }
      }
    }

    static func isWordCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber
    }
  }

  /// The positions in `text` that `query` matches: a run of text equal to it, else the
  /// starts of words the query's words begin; `nil` when it does not match.
  static func match(_ query: Folded, in text: Folded) -> [Int]? {
    let needle = query.characters
    let haystack = text.characters
    if needle.count <= haystack.count {
      for start in 0...(haystack.count - needle.count)
      where haystack[start..<(start + needle.count)].elementsEqual(needle) {
        return Array(start..<(start + needle.count))
      }
    }
    let textWords = words(haystack)
    var prefixes: [Int] = []
    for word in words(needle) {
      guard
        let found = textWords.first(where: {
          $0.count >= word.count
            && haystack[$0.lowerBound..<($0.lowerBound + word.count)].elementsEqual(needle[word])
        })
      else { return nil }
      prefixes += Array(found.lowerBound..<(found.lowerBound + word.count))
    }
    return prefixes.isEmpty ? nil : prefixes
  }

  /// Whether a filter may match scattered letters: one word of two characters or more, not a
  /// number and not a cancel word.
  static func allowsScattered(_ filter: String) -> Bool {
    let query = Folded(filter.trimmingCharacters(in: .whitespaces)).characters
    return words(query).count == 1 && query.count > 1 && query.allSatisfy(Folded.isWordCharacter)
      && !query.allSatisfy(\.isNumber) && !AnswerReading.isCancel(filter)
  }

  /// The positions of `query`'s characters in `text`, in order, starting at a word's start:
  /// the tightest such run; `nil` when there is none.
  static func scattered(_ query: Folded, in text: Folded) -> [Int]? {
    let needle = query.characters
    let haystack = text.characters
    guard let first = needle.first else { return nil }
    var best: [Int]?
    for start in haystack.indices where haystack[start] == first {
      guard start == 0 || !Folded.isWordCharacter(haystack[start - 1]) else { continue }
      var positions = [start]
      var next = start + 1
      for character in needle.dropFirst() {
        guard let found = haystack[next...].firstIndex(of: character) else { break }
        positions.append(found)
        next = found + 1
      }
      guard positions.count == needle.count else { continue }
      if let current = best, let last = current.last, let first = current.first,
        let candidateLast = positions.last, candidateLast - start >= last - first
      {
        continue
      }
      best = positions
    }
    return best
  }

  /// The ranges of the words (letters and digits) in folded text.
  static func words(_ characters: [Character]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    for (index, character) in characters.enumerated() {
      if Folded.isWordCharacter(character) {
        if start == nil { start = index }
      } else if let begun = start {
        ranges.append(begun..<index)
        start = nil
      }
    }
    if let begun = start { ranges.append(begun..<characters.count) }
    return ranges
  }
}

/// One row of a pick list: what a choice or a value suggestion shows.
package struct ChoiceItem: Sendable, Hashable {
  /// The title.
  package var title: String
  /// The subtitle, shown under the title.
  package var subtitle: String?
  /// The section the item is listed under, such as "Specials".
  package var section: String?
  /// Whether the item might change or delete data: marked ⚠ and shown in the error color.
  package var isDestructive: Bool

  /// Creates an item.
  package init(
    title: String, subtitle: String? = nil, section: String? = nil, isDestructive: Bool = false
  ) {
    self.title = title
    self.subtitle = subtitle
    self.section = section
    self.isDestructive = isDestructive
  }
}
