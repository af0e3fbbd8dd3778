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
  package let verbs: Relations
  /// Activity word → the words (one or two) that may say it.
  package let activities: Relations

  /// The table of the lines `kind word|other,other` (`v` a verb, `n` an activity); other lines
  /// are skipped, and a word listed twice keeps its last line.
  package init(lines: String) {
    // Read as bytes, not Characters: the table is ASCII, and grapheme breaking over its 391 KB
    // cost seconds in a debug build under ThreadSanitizer. Only the words are indexed; a row
    // is read when asked for (`Relations`).
    let text = Array(lines.utf8)
    var verbs = WordTableIndex(text: text)
    var activities = WordTableIndex(text: text)
    let (newline, space, bar) = (UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "|"))
    text.withUnsafeBufferPointer { bytes in
      WordTableIndex.forEachField(of: bytes, in: bytes.indices, separatedBy: newline) { line in
        var start = line.lowerBound
        while start < line.upperBound, bytes[start] == space { start += 1 }
        guard line.upperBound - start > 2,
          let barIndex = (start..<line.upperBound).first(where: { bytes[$0] == bar }),
          barIndex >= start + 2
        else { return }
        let key = (start + 2)..<barIndex
        let row = UInt64(barIndex + 1) << 32 | UInt64(line.upperBound)
        switch bytes[start] {
        case UInt8(ascii: "v"): verbs.set(key, to: row)
        case UInt8(ascii: "n"): activities.set(key, to: row)
        default: return
        }
      }
    }
    self.verbs = Relations(index: verbs)
    self.activities = Relations(index: activities)
  }

  /// The English table, parsed the first time it is used.
  package static let english = WordNetTable(lines: lines)

  /// Every one-word verb of the English table, those of its lines and those its lines give
  /// ("sort", only ever another verb's relative): read the first time it is asked for.
  package static let englishVerbWords: Set<String> = {
    var words = Set<String>()
    for line in lines.split(separator: "\n") {
      let text = line.drop(while: { $0 == " " })
      guard text.hasPrefix("v ") else { continue }
      for field in text.dropFirst(2).split(whereSeparator: { $0 == "|" || $0 == "," })
      where !field.contains(" ") {
        words.insert(String(field))
      }
    }
    return words
  }()
}
