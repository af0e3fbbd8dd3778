/// An utterance cut at its clause boundaries, so that a request can be read apart from what a
/// person says around it ("Order tomato soup from Soup Chef, *I have a call at 3*").
///
/// A boundary is punctuation between two words (a comma, a dash set apart by spaces, a colon, a
/// semicolon, a sentence's end), a linking word that opens a clause of its own ("because",
/// "since", "so", "but": `Lexicon.clauseLinkers`), or a new subject ("*I'm* working late":
/// `Lexicon.clauseSubjects`; "*its* for class", typed for "it's"). A hyphen inside a word ("carry-out") is no boundary.
struct ClauseSplit {
  /// One clause: its words, and whether its first word only links it to the clause before.
  struct Clause: Equatable {
    /// The utterance words of the clause.
    let words: Range<Int>
    /// Whether the first word is a linker ("so get conditions …"), left out of the request.
    let startsWithLinker: Bool

    /// The words that say something: without the linker.
    var content: Range<Int> {
      startsWithLinker ? (words.lowerBound + 1)..<words.upperBound : words
    }
  }

  /// The clauses, in order; one when there is no boundary.
  let clauses: [Clause]

  /// Characters between two words that end a clause.
  private static let boundaryMarks: Set<Character> = [
    ",", ";", ":", ".", "!", "?", "…", "—", "–",
  ]

  /// Cuts `words` (of `utterance`) into clauses.
  init(_ utterance: String, words: [TextNormalizer.Word]) {
    let lexicon = Lexicon.matching
    var clauses: [Clause] = []
    var start = 0
    for index in words.indices.dropFirst() {
      let gap = utterance[words[index - 1].range.upperBound..<words[index].range.lowerBound]
      let marked =
        gap.contains(where: Self.boundaryMarks.contains)
        || (gap.contains(where: { $0 == "-" }) && gap.contains(where: { $0.isWhitespace }))
      let word = words[index].text
      let linked = lexicon.clauseLinkers.contains(word)
      guard marked || linked || lexicon.clauseSubjects.contains(word) || Self.isItIs(words, index)
      else { continue }
      clauses.append(
        Clause(
          words: start..<index,
          startsWithLinker: lexicon.clauseLinkers.contains(words[start].text)))
      start = index
    }
    clauses.append(
      Clause(
        words: start..<words.count,
        startsWithLinker: !words.isEmpty && lexicon.clauseLinkers.contains(words[start].text)))
    // A clause of nothing but its linker says nothing: it joins the next one.
    self.clauses = clauses.filter { !$0.content.isEmpty }
  }

  /// Whether "its" at `index` is "it's" typed without its apostrophe, a new subject: a
  /// function word follows ("*its for* English class"), where the possessive has a noun.
  private static func isItIs(_ words: [TextNormalizer.Word], _ index: Int) -> Bool {
    words[index].text == "its" && index + 1 < words.count
      && Lexicon.matching.functionWords.contains(words[index + 1].text)
  }
}
