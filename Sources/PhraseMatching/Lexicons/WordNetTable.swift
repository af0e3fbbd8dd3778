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
    for line in lines.split(separator: "\n") {
      let text = line.drop { $0 == " " }
      guard text.count > 2, let bar = text.firstIndex(of: "|") else { continue }
      let kind = text.first
      let key = String(text[text.index(text.startIndex, offsetBy: 2)..<bar])
      let others = text[text.index(after: bar)...].split(separator: ",").map {
        $0.split(separator: " ").map(String.init)
      }
      switch kind {
      case "v": verbs[key] = others
      case "n": activities[key] = others
      default: continue
      }
    }
    self.verbs = verbs
    self.activities = activities
  }

  /// The English table, parsed the first time it is used.
  package static let english = WordNetTable(lines: lines)
}
