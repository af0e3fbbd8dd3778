/// What WordNet 3.0 relates to a word, as far as the phrase matcher uses it: other verbs that say
/// a verb, and other words that say an activity.
///
/// The table (`WordNetTable+Data.swift`) is generated from the WordNet files by
/// `Scripts/generate-wordnet-table.py`, which says which senses it keeps: a verb's first sense
/// and its narrow hypernym ("purchase", "get" for "buy"); an activity noun's synonyms, kinds and
/// the verbs it comes from ("jog", "run" for "jogging"); an adjective's activity ("horseback
/// riding" for "equestrian"); a motion verb's gerund ("bike", "ride" for "biking"). It ships as
/// source, so a fresh clone and an installed binary need no WordNet files.
package struct WordNetTable: Sendable {
  /// Verb → the verbs (one or two words) that may say it.
  package let verbs: [String: [[String]]]
  /// Activity word → the words (one or two) that may say it.
  package let activities: [String: [[String]]]

  /// The table of the lines `kind word|other,other` (`v` a verb, `n` an activity); other lines
  /// are skipped.
  package init(lines: String) {
    var verbs: [String: [[String]]] = [:]
    var activities: [String: [[String]]] = [:]
    // Read as bytes, not Characters: the table is ASCII, and grapheme breaking over its 391 KB
    // cost seconds in a debug build under ThreadSanitizer.
    let (newline, space, bar, comma) = (
      UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "|"), UInt8(ascii: ",")
    )
    for line in lines.utf8.split(separator: newline) {
      let text = line.drop { $0 == space }
      guard text.count > 2, let barIndex = text.firstIndex(of: bar) else { continue }
      let kind = text.first
      let key = String(
        decoding: text[text.index(text.startIndex, offsetBy: 2)..<barIndex], as: UTF8.self)
      let others = text[text.index(after: barIndex)...].split(separator: comma).map {
        $0.split(separator: space).map { String(decoding: $0, as: UTF8.self) }
      }
      switch kind {
      case UInt8(ascii: "v"): verbs[key] = others
      case UInt8(ascii: "n"): activities[key] = others
      default: continue
      }
    }
    self.verbs = verbs
    self.activities = activities
  }

  /// The English table, parsed the first time it is used.
  package static let english = WordNetTable(lines: lines)
}
