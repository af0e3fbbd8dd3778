import Foundation
import TextSafety

/// Which items of a list a typed filter keeps: those whose title or subtitle contains the
/// filter, or has a word starting with each of the filter's words. Case and accents are
/// ignored.
public enum ChoiceFilter {
  /// A filter longer than this keeps nothing: no title is that long, and checking a pasted
  /// page of text against every row on every key would make typing slow.
  public static let maxFilterLength = InputLimits.maxFilterCharacters

  /// The indices of the choices the filter keeps, in order; all of them for an empty filter.
  public static func matches(_ filter: String, in choices: [ChoiceItem]) -> [Int] {
    guard filter.utf8.count <= maxFilterLength * 4, filter.count <= maxFilterLength else {
      return []
    }
    let query = normalized(filter)
    guard !query.isEmpty else { return Array(choices.indices) }
    let queryWords = words(query)
    return choices.indices.filter { index in
      let text = normalized(choices[index].title + " " + (choices[index].subtitle ?? ""))
      if text.contains(query) { return true }
      let textWords = words(text)
      return queryWords.allSatisfy { word in textWords.contains { $0.hasPrefix(word) } }
    }
  }

  static func normalized(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .trimmingCharacters(in: .whitespaces)
  }

  static func words(_ text: String) -> [Substring] {
    text.split { !$0.isLetter && !$0.isNumber }
  }
}

/// One row of a pick list: what a choice or a value suggestion shows.
public struct ChoiceItem: Sendable, Hashable {
  /// The title.
  public var title: String
  /// The subtitle, shown under the title.
  public var subtitle: String?
  /// The section the item is listed under, such as "Specials".
  public var section: String?
  /// Whether the item might change or delete data: marked ⚠ and shown in the error color.
  public var isDestructive: Bool

  /// Creates an item.
  public init(
    title: String, subtitle: String? = nil, section: String? = nil, isDestructive: Bool = false
  ) {
    self.title = title
    self.subtitle = subtitle
    self.section = section
    self.isDestructive = isDestructive
  }
}
