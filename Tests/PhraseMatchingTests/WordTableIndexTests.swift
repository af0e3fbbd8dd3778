import Testing

@testable import PhraseMatching

/// The generated WordNet tables read through `WordTableIndex`: every word of the shipped tables
/// gives what a dictionary filled line by line gives, and lines listed twice keep their last.
@Suite struct WordTableIndexTests {
  /// The non-empty lines of a table, as strings.
  static func lines(of text: String) -> [Substring] {
    text.split(separator: "\n")
  }

  @Test func everyWordNetWordGivesItsLine() {
    var verbs: [String: [[String]]] = [:]
    var activities: [String: [[String]]] = [:]
    for line in Self.lines(of: WordNetTable.lines) {
      let (key, others) = (
        line.split(separator: "|")[0].dropFirst(2), line.split(separator: "|")[1]
      )
      let value = others.split(separator: ",").map { $0.split(separator: " ").map(String.init) }
      if line.hasPrefix("v ") {
        verbs[String(key)] = value
      } else {
        activities[String(key)] = value
      }
    }
    #expect(verbs.count == 1_836 && activities.count == 3_623)
    let table = WordNetTable.english
    #expect(verbs.allSatisfy { table.verbs[$0.key] == $0.value })
    #expect(activities.allSatisfy { table.activities[$0.key] == $0.value })
    #expect(table.verbs["jogging"] == nil && table.activities["buy"] == nil)
  }

  @Test func everyNounGivesItsKindsAndItsSense() {
    var kinds: [String: Set<UInt8>] = [:]
    for line in Self.lines(of: NounKinds.lines) {
      let fields = line.split(separator: " ")
      for word in fields[1].split(separator: ",") {
        kinds[String(word), default: []].insert(UInt8(fields[0]) ?? 0)
      }
    }
    #expect(kinds.allSatisfy { NounKinds.english.kinds(of: $0.key) == $0.value })
    var senses: [String: Int32] = [:]
    for (synset, line) in Self.lines(of: NounHypernyms.lines).enumerated() {
      let fields = line.split(separator: " ")
      guard fields.count == 2 else { continue }
      for word in fields[1].split(separator: ",") { senses[String(word)] = Int32(synset) }
    }
    #expect(senses.count > 20_000)
    #expect(senses.allSatisfy { NounHypernyms.english.sense(of: $0.key) == $0.value })
  }

  @Test func aWordListedTwiceKeepsItsLastLineOrAllItsKinds() {
    let table = WordNetTable(lines: "v buy|purchase\nv buy|get,acquire\n|\nv|x\n")
    #expect(table.verbs["buy"] == [["get"], ["acquire"]])
    let kinds = NounKinds(lines: "13 soup,stew\n6 soup\n99 soup\n")
    #expect(kinds.kinds(of: "soup") == [13, 6] && kinds.kinds(of: "stews") == [13])
    let hypernyms = NounHypernyms(lines: "- food\n\n0 dish,soup\n1 soup\n")
    #expect(hypernyms.sense(of: "soup") == 2 && hypernyms.sense(of: "dishes") == 1)
  }

  @Test func findsEveryWordOfATableThatOutgrowsItsFirstSlots() {
    let words = (0..<5_000).map { "w\($0)" }
    let text = Array(words.joined(separator: ",").utf8)
    var index = WordTableIndex(text: text)
    var start = 0
    for (number, word) in words.enumerated() {
      index.set(start..<(start + word.utf8.count), to: UInt64(number))
      start += word.utf8.count + 1
    }
    #expect(index.count == 5_000)
    #expect(words.indices.allSatisfy { index.value(of: words[$0]) == UInt64($0) })
    #expect(index.value(of: "w5000") == nil && index.value(of: "") == nil)
  }
}
