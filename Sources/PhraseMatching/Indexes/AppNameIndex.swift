/// The loaded apps' names indexed by word: which apps an utterance may name, found from its
/// words, so that an utterance that names one app does no work for the others.
///
/// An app is named when some span of words reads as one of its names (`AppNameScan.nameCost`):
/// word for word (each word within `TokenComparison.cost` of the name's word), one word for
/// the name run together ("soupchef"), a few words run together within typos of a longer name,
/// or words that run together spell it. The index answers with every app for which one of these
/// can hold — a superset that `AppNameScan` then narrows exactly — plus the apps that need no
/// name (`AppPhrases.needsName` false), which are always searched.
///
/// What a word may be among the names (`references(of:)`) is worked out once per said word (the
/// matcher keeps it in `PhraseMatcher.SaidWord`), by comparing it with the name words it can be:
/// those of nearby length (edits, plurals, sounds and "-ing" forms change the length by at most
/// four letters) and those with its stem.
final class AppNameIndex: Sendable {
  /// One name of one app.
  private struct Name: Sendable {
    let app: Int32
    let words: Int
    let joined: MatchToken
  }

  /// A name word a said word may be: word `position` of name `name`, or (-1) the whole name run
  /// together.
  struct Reference: Sendable, Equatable {
    let name: Int32
    let position: Int32
  }

  private let names: [Name]
  /// Every distinct word of a name, and every name run together, with the references to it.
  private let words: WordLookup<Reference>
  /// Names' words run together, exactly (two or more said words that spell a name).
  private let joinedNames: [String: [Int32]]
  /// Whether some name run together has each length: only spans of such a length are looked up.
  private let isJoinedLength: [Bool]
  /// Names of three words or more a span of each length may be within typos, said in fewer
  /// words run together ("trailsample app"): those whose length run together is within their
  /// typo budget plus two.
  private let longNamesNear: [[Int32]]
  /// The most words a name span may have, over all apps.
  private let maxSpanWords: Int
  /// Apps searched whatever the utterance says.
  private let unnamedApps: [Int32]

  /// Indexes the apps' names.
  init(_ apps: [CompiledApp]) {
    var names: [Name] = []
    var words = WordPostings<Reference>()
    var joinedNames: [String: [Int32]] = [:]
    var isJoinedLength: [Bool] = []
    var longNamesNear: [[Int32]] = []
    func reference(_ token: MatchToken, _ reference: Reference) {
      words.add(token.text, reference) { token }
    }
    for (index, app) in apps.enumerated() {
      for name in app.names {
        let id = Int32(names.count)
        names.append(Name(app: Int32(index), words: name.tokens.count, joined: name.joined))
        for (position, token) in name.tokens.enumerated() {
          reference(token, Reference(name: id, position: Int32(position)))
        }
        reference(name.joined, Reference(name: id, position: -1))
        joinedNames[name.joined.text, default: []].append(id)
        let length = name.joined.length
        let reach = length + name.joined.typoBudget + 2
        while isJoinedLength.count <= reach { isJoinedLength.append(false) }
        while longNamesNear.count <= reach { longNamesNear.append([]) }
        isJoinedLength[length] = true
        guard name.tokens.count >= 3 else { continue }
        for near in max(0, length - name.joined.typoBudget - 2)...reach {
          longNamesNear[near].append(id)
        }
      }
    }
    self.names = names
    self.words = WordLookup(words, stemsChangedOnly: false)
    self.joinedNames = joinedNames
    self.isJoinedLength = isJoinedLength
    self.longNamesNear = longNamesNear
    maxSpanWords = apps.map(\.maxNameWords).max() ?? 0
    unnamedApps = apps.indices.filter { !apps[$0].needsName }.map(Int32.init)
  }

  /// The apps an utterance of `tokens` may name, and those that need no name, ascending;
  /// `said` are the words' `references(of:)`.
  func candidates(_ tokens: [MatchToken], said: [[Reference]]) -> [Int] {
    var found = unnamedApps
    let count = tokens.count
    for start in 0..<count {
      for reference in said[start] {
        let name = names[Int(reference.name)]
        if reference.position < 0 || name.words == 1 {
          found.append(name.app)
          continue
        }
        // Word for word: every word of the name in order from here.
        guard reference.position == 0, start + name.words <= count else { continue }
        let wordForWord = (1..<name.words).allSatisfy { k in
          said[start + k].contains(Reference(name: reference.name, position: Int32(k)))
        }
        if wordForWord { found.append(name.app) }
      }
      // Two words or more run together: exactly a name, or within typos of a longer name. Only
      // spans whose length a name may have are joined and looked up.
      guard start + 1 < count else { continue }
      var length = tokens[start].length
      for end in (start + 2)...min(count, start + max(2, maxSpanWords)) {
        length += tokens[end - 1].length
        guard length < isJoinedLength.count else { break }
        let near = longNamesNear[length].filter { names[Int($0)].words > end - start }
        guard isJoinedLength[length] || !near.isEmpty else { continue }
        let text = tokens[start..<end].map(\.text).joined()
        for id in joinedNames[text] ?? [] { found.append(names[Int(id)].app) }
        guard !near.isEmpty else { continue }
        let actual = MatchToken(text)
        for id in near
        where TokenComparison.cost(expected: names[Int(id)].joined, actual: actual) != nil {
          found.append(names[Int(id)].app)
        }
      }
    }
    found.sort()
    var unique: [Int] = []
    for app in found where unique.last != Int(app) { unique.append(Int(app)) }
    return unique
  }

  /// The name words `token` may be (`TokenComparison.cost` is not nil): compared with the words
  /// within four letters of its length (a letter run said three times or more may shorten it
  /// further: then with all) and those with its stem.
  func references(of token: MatchToken) -> [Reference] {
    var ids: [Int32] = []
    let lengths = max(0, token.length - 4)...(token.length + 4)
    if token.hasLongRun {
      ids = Array(words.tokens.indices.map(Int32.init))
    } else {
      for length in lengths where length < words.idsByLength.count {
        ids += words.idsByLength[length]
      }
      ids += (words.idsByStem[token.stem] ?? []).filter {
        !lengths.contains(words.tokens[Int($0)].length)
      }
    }
    let sketch = WordSketch(token)
    var result: [Reference] = []
    for id in ids where words.cost(of: id, actual: token, sketch) != nil {
      result += words.postings[Int(id)]
    }
    return result
  }
}
