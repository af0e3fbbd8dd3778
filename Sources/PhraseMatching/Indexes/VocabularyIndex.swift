/// A vocabulary's titles and synonyms, indexed so that a span of words finds the entries it names
/// without scanning every entry.
///
/// - Exact lookup of the normalized words, and of the words run together ("pick up" for "Pickup").
/// - Each distinct word knows the forms (titles and synonyms) that contain it. A said word finds
///   the vocabulary words it may be: equal, singular/plural, the same stem, or within its typo
///   budget. Up to `scanLimit` distinct words are compared one by one; above that, a
///   one-deletion neighbourhood index finds typo candidates (every single edit, and two edits when
///   one deletion from each word meets).
/// - A span's candidate forms are the intersection of its words' posting lists, rarest first;
///   a span whose words all occur in more than `ambiguityLimit` forms, or whose intersection
///   still holds more than `candidateLimit`, names nothing in particular and gets no candidates.
/// - Other names for a value are the entry's synonyms, as its app gives them
///   (`DisplayRepresentation(title:synonyms:)`): no app's word is known here.
///
/// A class: the matcher copies parameters in its inner loops, and one reference costs one
/// retain where a dozen tables cost a dozen.
final class VocabularyIndex: Sendable {
  /// A title or synonym of one entry.
  struct Form: Sendable {
    /// The entry's index.
    let entry: Int
    /// Its words, as ids into `words`.
    let words: ArraySlice<Int32>
    /// What saying it costs on top of its words: 0 for the app's own title or synonym,
    /// `MatchCost.lexicalValue` for one from WordNet (see `lexicalForms`).
    let cost: Int
    /// Whether it says what the entry is (an enum case's subtitle) rather than names it.
    var isDescription = false
  }

  /// Every form, their words in one flat array: a catalog of a million titles would otherwise
  /// hold a million small arrays.
  struct Forms: RandomAccessCollection, Sendable {
    private var entries: [Int32] = []
    private var costs: [Int16] = []
    private var descriptions: [Bool] = []
    /// Where each form's words start in `words`, and one past the last form's.
    private var starts: [Int32] = [0]
    private var words: [Int32] = []

    var startIndex: Int { 0 }
    var endIndex: Int { entries.count }

    subscript(position: Int) -> Form {
      Form(
        entry: Int(entries[position]),
        words: words[Int(starts[position])..<Int(starts[position + 1])],
        cost: Int(costs[position]), isDescription: descriptions[position])
    }

    mutating func reserveCapacity(_ count: Int) {
      entries.reserveCapacity(count)
      costs.reserveCapacity(count)
      descriptions.reserveCapacity(count)
      starts.reserveCapacity(count + 1)
      words.reserveCapacity(count * 3)
    }

    mutating func append(entry: Int, words ids: [Int32], cost: Int, isDescription: Bool = false) {
      entries.append(Int32(entry))
      costs.append(Int16(cost))
      descriptions.append(isDescription)
      words += ids
      starts.append(Int32(words.count))
    }
  }

  /// Entry lists by key: nearly every key has one entry, kept inline; the others' lists are in
  /// `lists` (a catalog would otherwise hold a million one-element arrays).
  struct EntryTable: Sendable {
    /// The key's entry, or `-1 - n` for `lists[n]`.
    private var table: [String: Int32] = [:]
    private var lists: [[Int]] = []

    /// The keys.
    var keys: Dictionary<String, Int32>.Keys { table.keys }

    mutating func reserveCapacity(_ count: Int) { table.reserveCapacity(count) }

    /// Adds `entry` to `key`'s entries, unless it is the last one already (entries come in
    /// ascending order). A new key, the common case, costs one lookup.
    mutating func add(_ entry: Int, key: String) {
      guard let stored = table.updateValue(Int32(entry), forKey: key) else { return }
      if stored >= 0 {
        guard Int(stored) != entry else { return }
        table[key] = -1 - Int32(lists.count)
        lists.append([Int(stored), entry])
        return
      }
      table[key] = stored
      let list = Int(-1 - stored)
      if lists[list].last != entry { lists[list].append(entry) }
    }

    /// The entries of `key`, ascending, or nil.
    subscript(key: String) -> [Int]? {
      guard let stored = table[key] else { return nil }
      return stored >= 0 ? [Int(stored)] : lists[Int(-1 - stored)]
    }

    /// Whether `key` has entries.
    func contains(_ key: String) -> Bool { table[key] != nil }
  }

  /// A vocabulary word a said word may be, and what reading it so costs.
  struct WordMatch: Sendable {
    let word: Int32
    let cost: Int
  }

  /// How a span names entries.
  struct Fit: Sendable {
    /// The cost (see `MatchCost`): 0 for an exact title or synonym.
    let cost: Int
    /// The best entries' indices, ascending.
    let candidates: [Int]
    /// Whether some said words are in no entry (only with `loose`).
    let isLoose: Bool
  }

  /// Distinct words at or below which a said word is compared with every word.
  static let scanLimit = 2048
  /// Spans whose every word occurs in more forms than this name no entry in particular.
  static let ambiguityLimit = 4096
  /// Forms at or below which a span may name an entry with unmatched words (`loose`).
  static let looseLimit = 512
  /// Spans whose words together still occur in more forms than this name no entry in particular.
  static let candidateLimit = 256

  let entries: [VocabularyEntry]
  let forms: Forms
  /// The distinct words of the forms, their postings the forms that contain each.
  private let lookup: WordLookup<Int32>
  /// The entries of each form, by its words joined with spaces.
  let exact: EntryTable
  private let joined: EntryTable
  /// Two or more words in a row of a form, but not all of it, run together ("clamchowder" of
  /// "New England Clam Chowder"): part of an entry said as one word.
  private let partsJoined: EntryTable
  private let neighbours: [String: [Int32]]
  /// The lengths, in characters, of the forms' words run together (a cheap test before lookups).
  private let joinedLengths: Set<Int>
  /// The same for `partsJoined`'s keys.
  private let partsJoinedLengths: Set<Int>
  /// The most words of a form.
  let maxFormWords: Int
  /// Each entry's title's words, counted once here: "part of an entry" is asked of every
  /// span that names one, in every utterance.
  private let titleWordCounts: [UInt8]
  /// The vocabulary words two said words run together may stand for (`splitWords`), by the
  /// words run together: the same pairs are said in utterance after utterance.
  let mergedWordMemo = WordMemo<[MergedWord]>()

  /// Whether each of `words` is a function word (`Lexicon.functionWords`), by id.
  private let isFunctionWord: [Bool]

  /// The distinct words of the forms, by id.
  var words: [MatchToken] { lookup.tokens }

  /// Compiles entries; a `closed` vocabulary (its values are all there is: enum cases, options)
  /// of a few entries is also said by its titles' WordNet synonyms (`lexicalForms`).
  init(entries: [VocabularyEntry], closed: Bool = false) {
    self.entries = entries
    var builder = Builder(
      capacity: entries.count, shortForms: entries.count <= Self.shortFormsLimit)
    for (index, entry) in entries.enumerated() { builder.addEntry(entry, at: index) }
    if closed, entries.count <= Self.lexicalFormsLimit {
      for (index, entry) in entries.enumerated() {
        for form in Self.lexicalForms(of: entry) {
          builder.addForm(form, of: index, cost: MatchCost.lexicalValue)
        }
      }
      for (index, form) in Self.finishedStateForms(of: entries) {
        builder.addForm(form, of: index, cost: MatchCost.lexicalValue)
      }
      for (index, form) in Self.aspectForms(of: entries) {
        builder.addForm(form, of: index, cost: MatchCost.aspectForm)
      }
    }
    let words = builder.words
    var neighbours: [String: [Int32]] = [:]
    if words.tokens.count > Self.scanLimit {
      for (id, word) in words.tokens.enumerated() {
        for key in Self.deletionNeighbourhood(word.characters) {
          if neighbours[key]?.last != Int32(id) { neighbours[key, default: []].append(Int32(id)) }
        }
      }
    }
    forms = builder.forms
    lookup = WordLookup(words, stemsChangedOnly: true)
    exact = builder.exact
    joined = builder.joined
    partsJoined = builder.partsJoined
    self.neighbours = neighbours
    joinedLengths = builder.joinedLengths
    partsJoinedLengths = Set(builder.partsJoined.keys.map(\.count))
    maxFormWords = builder.maxFormWords
    titleWordCounts = builder.titleWordCounts
    isFunctionWord = words.tokens.map { Lexicon.matching.functionWords.contains($0.text) }
  }

  /// How many words entry `index`'s title has.
  func titleWordCount(of index: Int) -> Int { Int(titleWordCounts[index]) }

  /// Vocabularies with more entries than this get no short forms (initialisms, parts run
  /// together): a catalog would get too many, and they would collide.
  static let shortFormsLimit = 2_048

  /// A title with two to four content words in a row said by their initials: "ne clam chowder"
  /// "new england cc" and "necc" for "new england clam chowder".
  static func initialisms(of words: [String]) -> [[String]] {
    guard words.count >= 2 else { return [] }
    var result: [[String]] = []
    for start in words.indices {
      for length in 2...4 where start + length <= words.count {
        let run = words[start..<(start + length)]
        guard
          run.allSatisfy({
            !Lexicon.matching.functionWords.contains($0) && $0.first?.isLetter == true
          })
        else { continue }
        let initials = String(run.compactMap(\.first))
        result.append(
          Array(words[..<start]) + [initials] + Array(words[(start + length)...]))
      }
    }
    return result
  }

  /// The length of `text` in characters, sooner for ASCII text.
  static func length(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
  }

  /// Every title and synonym, normalized, its words joined by one space.
  var formKeys: Dictionary<String, Int32>.Keys { exact.keys }

  /// Whether `key` (normalized words joined by one space) is a title or synonym.
  func hasForm(_ key: String) -> Bool { exact.contains(key) }

  /// `TextNormalizer.tokens(text)`, sooner for plain ASCII text (nearly every title): the same
  /// words, read from the bytes. Titles are normalized by the million for a catalog.
  static func tokens(_ text: String) -> [String] {
    asciiTokens(text) ?? TextNormalizer.tokens(text)
  }

  /// What `TextNormalizer.words(in:)` reads in ASCII text, or nil for other text: runs of letters
  /// and digits, lower-cased; an apostrophe dropped inside a word and with an "s" that ends it;
  /// "." and "," kept between two digits.
  static func asciiTokens(_ text: String) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      func isWord(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || isDigit(byte)
      }
      func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
      }
      var result: [String] = []
      var current: [UInt8] = []
      func finish() {
        if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
      }
      var index = 0
      let count = bytes.count
      while index < count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "'") {
          if !current.isEmpty, index + 1 < count {
            let following = bytes[index + 1]
            if following == UInt8(ascii: "s") || following == UInt8(ascii: "S"),
              index + 2 == count || !isWord(bytes[index + 2])
            {
              finish()
              index += 2
              continue
            }
            if isWord(following) {
              index += 1
              continue
            }
          }
          finish()
          index += 1
          continue
        }
        if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ","), let last = current.last,
          isDigit(last), index + 1 < count, isDigit(bytes[index + 1])
        {
          current.append(byte)
        } else if isWord(byte) {
          current.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        } else {
          finish()
        }
        index += 1
      }
      finish()
      return result
    }
  }

  /// The word and every string one character shorter.
  private static func deletionNeighbourhood(_ characters: [Character]) -> [String] {
    var keys = [String(characters)]
    guard characters.count > 1 else { return keys }
    for index in characters.indices {
      var shorter = characters
      shorter.remove(at: index)
      keys.append(String(shorter))
    }
    return keys
  }

  // MARK: Words

  /// The vocabulary words `token` may be, each with its cheapest reading.
  func wordMatches(_ token: MatchToken) -> [WordMatch] {
    let sketch = WordSketch(token)
    if words.count <= Self.scanLimit {
      var result: [WordMatch] = []
      func compare(_ id: Int32) {
        if let cost = lookup.cost(of: id, actual: token, sketch) {
          result.append(WordMatch(word: id, cost: cost))
        }
      }
      // More than three letters apart, a word can only be another form of the said word
      // (`TokenComparison.cost`), unless a letter run shortens it.
      if token.hasLongRun {
        for id in words.indices { compare(Int32(id)) }
        return result
      }
      let lengths = max(0, token.length - 3)...(token.length + 3)
      var ids: [Int32] = []
      for length in lengths where length < lookup.idsByLength.count {
        ids += lookup.idsByLength[length]
      }
      if token.length >= WordForms.minimumStem {
        // The words with the token's stem: those a suffix was taken from, and the stem itself.
        let sameStem =
          (lookup.idsByStem[token.stem] ?? []) + (lookup.ids[token.stem].map { [$0] } ?? [])
        ids += sameStem.filter { !lengths.contains(words[Int($0)].length) }
      }
      // "jog" for "jogging": too short to stem, too far apart in length.
      ids += WordForms.gerundVariants(token.text).compactMap { lookup.ids[$0] }.filter {
        !lengths.contains(words[Int($0)].length)
      }
      ids.sort()
      for id in ids { compare(id) }
      return result + homophoneMatches(token, besides: result)
    }
    var candidates = Set<Int32>()
    if let id = lookup.ids[token.text] { candidates.insert(id) }
    for variant in Self.pluralVariants(token.text) {
      if let id = lookup.ids[variant] { candidates.insert(id) }
    }
    candidates.formUnion(lookup.idsByStem[token.stem] ?? [])
    if let id = lookup.ids[token.stem] { candidates.insert(id) }
    for variant in WordForms.gerundVariants(token.text) {
      if let id = lookup.ids[variant] { candidates.insert(id) }
    }
    for key in Self.deletionNeighbourhood(token.characters) {
      candidates.formUnion(neighbours[key] ?? [])
    }
    let result = candidates.sorted().compactMap { id in
      lookup.cost(of: id, actual: token, sketch).map { WordMatch(word: id, cost: $0) }
    }
    return result + homophoneMatches(token, besides: result)
  }

  /// The vocabulary words a number word sounds like, or the number words a word sounds like
  /// (`Lexicon.numberHomophones`: "two" for the "to" of "Want to Read", "for" for a "four"),
  /// at the cost of a typo: what a speech recognizer writes for the words of a title.
  private func homophoneMatches(_ token: MatchToken, besides found: [WordMatch]) -> [WordMatch] {
    guard let sounds = Self.homophones[token.text] else { return [] }
    return sounds.compactMap { word in
      guard let id = lookup.ids[word], !found.contains(where: { $0.word == id }) else { return nil }
      return WordMatch(word: id, cost: MatchCost.typoPerEdit)
    }
  }

  /// Each number word and each of its homophones, the words that sound the same.
  private static let homophones: [String: [String]] = {
    let lexicon = Lexicon.matching
    var result: [String: [String]] = [:]
    for (homophone, value) in lexicon.numberHomophones {
      for (word, number) in lexicon.numberUnits where number == value {
        result[word, default: []].append(homophone)
        result[homophone, default: []].append(word)
      }
    }
    return result.mapValues { $0.sorted() }
  }()

  /// Singular and plural spellings of a word.
  private static func pluralVariants(_ word: String) -> [String] {
    var variants = [word + "s", word + "es"]
    if word.hasSuffix("ies") { variants.append(String(word.dropLast(3)) + "y") }
    if word.hasSuffix("es") { variants.append(String(word.dropLast(2))) }
    if word.hasSuffix("s") { variants.append(String(word.dropLast())) }
    if word.hasSuffix("y") { variants.append(String(word.dropLast()) + "ies") }
    return variants
  }

  /// The forms containing any of the words, ascending, or nil when there are more than `limit`.
  func forms(containing matches: [WordMatch], limit: Int) -> [Int32]? {
    var total = 0
    for match in matches {
      total += lookup.postings[Int(match.word)].count
      if total > limit { return nil }
    }
    if matches.count == 1 { return lookup.postings[Int(matches[0].word)] }
    var union = Set<Int32>()
    for match in matches { union.formUnion(lookup.postings[Int(match.word)]) }
    return union.sorted()
  }

  // MARK: Spans

  /// How `span` names entries, or nil.
  ///
  /// Exact title or synonym → 0. Words run together or split → `spacing` (a pronoun inside a
  /// split word adds `splitPronoun`: "pick it up"). Word by word in order → the words' costs.
  /// Part of a form (each said word a different word of it, any order) → words + `partialEntry`.
  /// With `loose`, some said words may be in no form: + `unmatchedEntryWord` each, as long as
  /// at least as many words do match. `matches[k]` are the word matches of `span`'s k-th word;
  /// `postings[k]` its forms (nil when too many).
  func fit(
    _ span: ArraySlice<MatchToken>, matches: ArraySlice<[WordMatch]>,
    postings: ArraySlice<[Int32]?>, loose: Bool
  ) -> Fit? {
    guard !span.isEmpty else { return nil }
    // Every word said exactly as a vocabulary word: maybe an exact title.
    if matches.allSatisfy({ $0.contains { $0.cost == 0 } }),
      let hits = exact[span.map(\.text).joined(separator: " ")]
    {
      return Fit(cost: 0, candidates: hits, isLoose: false)
    }
    guard !soundsOnlyLikeFunctionWords(span, matches: matches) else { return nil }
    var entryCosts: [Int: Int] = [:]
    func offer(_ entry: Int, _ cost: Int) {
      if cost < entryCosts[entry] ?? .max { entryCosts[entry] = cost }
    }
    let length = span.reduce(0) { $0 + $1.length }
    if span.count > 1, joinedLengths.contains(length),
      let hits = joined[span.map(\.text).joined()]
    {
      for entry in hits { offer(entry, MatchCost.spacing) }
    }
    let first = span[span.startIndex]
    if span.count == 3, Lexicon.matching.splitPronouns.contains(span[span.startIndex + 1].text),
      joinedLengths.contains(first.length + span[span.startIndex + 2].length),
      let hits = joined[first.text + span[span.startIndex + 2].text]
    {
      for entry in hits { offer(entry, MatchCost.spacing + MatchCost.splitPronoun) }
    }
    if span.count == 1, joinedLengths.contains(length), let hits = joined[first.text] {
      for entry in hits where forms.contains(where: { $0.entry == entry && $0.words.count > 1 }) {
        offer(entry, MatchCost.spacing)
      }
    }
    // Part of an entry run together ("clamchowder"): as the part said apart, plus spacing.
    if partsJoinedLengths.contains(length),
      let hits = partsJoined[span.count == 1 ? first.text : span.map(\.text).joined()]
    {
      for entry in hits { offer(entry, MatchCost.partialEntry + MatchCost.spacing) }
    }

    let allMatched = matches.allSatisfy { !$0.isEmpty }
    var isLoose = false
    if allMatched {
      // Every said word must be in the form: intersect the words' forms, rarest first. A
      // function word need not be ("the Darkness" is Heart of Darkness too), unless it is
      // all that is said.
      let function = Lexicon.matching.functionWords
      let content = zip(span, postings).filter { !function.contains($0.0.text) }.map(\.1)
      var lists = (content.isEmpty ? Array(postings) : content).compactMap { $0 }
      lists.sort { $0.count < $1.count }
      var candidates = lists.first ?? []
      for list in lists.dropFirst() where !candidates.isEmpty {
        candidates = Self.intersection(candidates, list)
      }
      if candidates.count > Self.candidateLimit { candidates = [] }
      for formID in candidates {
        let form = forms[Int(formID)]
        guard span.count <= form.words.count,
          let cost = wordwiseCost(form, span, matches: matches, allowUnmatched: false)
        else { continue }
        offer(form.entry, cost)
      }
    } else if loose, forms.count <= Self.looseLimit, entryCosts.isEmpty {
      isLoose = true
      var candidates = Set<Int32>()
      for list in postings { candidates.formUnion(list ?? []) }
      for formID in candidates.sorted() {
        let form = forms[Int(formID)]
        guard let cost = wordwiseCost(form, span, matches: matches, allowUnmatched: true) else {
          continue
        }
        offer(form.entry, cost)
      }
    }
    guard let best = entryCosts.values.min() else { return nil }
    return Fit(
      cost: best, candidates: entryCosts.filter { $0.value == best }.map(\.key).sorted(),
      isLoose: isLoose)
  }

  /// Whether the span's words match only the vocabulary's function words, one of them no
  /// function word itself: a word that only sounds like a title's "to" names no title ("buy
  /// *two*" is no "*To* Kill a Mockingbird"), though it helps name one with other words.
  private func soundsOnlyLikeFunctionWords(
    _ span: ArraySlice<MatchToken>, matches: ArraySlice<[WordMatch]>
  ) -> Bool {
    let namesContent = matches.contains { found in
      found.contains { !isFunctionWord[Int($0.word)] }
    }
    return !namesContent
      && zip(span, matches).contains {
        !$1.isEmpty && !Lexicon.matching.functionWords.contains($0.text)
      }
  }

  /// Whether `fit` could read the span as words run together or split: its letters (or, for
  /// "pick it up", the outer words' letters) are as many as a form's run together.
  func mayBeRunTogether(_ span: ArraySlice<MatchToken>) -> Bool {
    let length = span.reduce(0) { $0 + $1.length }
    if joinedLengths.contains(length) || partsJoinedLengths.contains(length) { return true }
    guard span.count == 3 else { return false }
    let first = span[span.startIndex]
    return Lexicon.matching.splitPronouns.contains(span[span.startIndex + 1].text)
      && joinedLengths.contains(first.length + span[span.startIndex + 2].length)
  }

  /// Whether some form has every word of the span, by the words' posting lists (nil: too many
  /// to list, so no restriction; all nil: no form, as `fit` reads them).
  static func shareAForm(_ postings: ArraySlice<[Int32]?>) -> Bool {
    var lists = postings.compactMap { $0 }
    guard !lists.isEmpty else { return false }
    lists.sort { $0.count < $1.count }
    var shared = lists[0]
    for list in lists.dropFirst() {
      shared = intersection(shared, list)
      if shared.isEmpty { return false }
    }
    return !shared.isEmpty
  }

  /// The common elements of two ascending lists.
  private static func intersection(_ a: [Int32], _ b: [Int32]) -> [Int32] {
    var result: [Int32] = []
    var i = 0
    var j = 0
    while i < a.count, j < b.count {
      if a[i] < b[j] {
        i += 1
      } else if a[i] > b[j] {
        j += 1
      } else {
        result.append(a[i])
        i += 1
        j += 1
      }
    }
    return result
  }

  /// The cost of reading the said words as `form`: in order and complete, or as part of it.
  private func wordwiseCost(
    _ form: Form, _ span: ArraySlice<MatchToken>, matches: ArraySlice<[WordMatch]>,
    allowUnmatched: Bool
  ) -> Int? {
    func cost(_ said: [WordMatch], _ word: Int32) -> Int? {
      said.first { $0.word == word }?.cost
    }
    if matches.count == form.words.count {
      var total = form.cost
      var complete = true
      for (said, word) in zip(matches, form.words) {
        // A synonym's words are said as they are, or in another form: a misspelt synonym is
        // too far from the value ("reading" sounds like "riding", never Equestrian).
        guard let wordCost = cost(said, word), form.cost == 0 || wordCost <= MatchCost.wordForm
        else {
          complete = false
          break
        }
        total += wordCost
      }
      if complete { return total }
    }
    // A synonym from WordNet is said whole or not at all; a description in part, by two of its
    // words at least: one of them is no name of the value ("walk" of Hiking's "A lengthy
    // outdoor walk" is as near Snowshoeing's "Walking in the snow"), so Siri asks, not picks.
    guard form.cost == 0 else { return nil }
    var used = [Bool](repeating: false, count: form.words.count)
    var total = MatchCost.partialEntry
    var matched = 0
    var unmatched = 0
    var leftOver = 0
    var common = 0
    for (token, said) in zip(span, matches) {
      // A function word says nothing of which entry is meant, said in it or not: "the
      // Darkness one" is Heart of Darkness as much as The Left Hand of Darkness.
      if !form.isDescription, Lexicon.matching.functionWords.contains(token.text) { continue }
      var bestIndex = -1
      var bestCost = Int.max
      for (index, word) in form.words.enumerated() where !used[index] {
        if let wordCost = cost(said, word), wordCost < bestCost {
          bestCost = wordCost
          bestIndex = index
        }
      }
      if bestIndex >= 0 {
        used[bestIndex] = true
        total += bestCost
        matched += 1
        if allowUnmatched, isCommonWord(form.words[form.words.startIndex + bestIndex]) {
          common += 1
        }
      } else if allowUnmatched {
        unmatched += 1
        // A function word left over ("snow *at* Tuolumne Grove Trail") outweighs no name.
        if !Lexicon.matching.functionWords.contains(token.text) { leftOver += 1 }
        total += MatchCost.unmatchedEntryWord
      } else {
        return nil
      }
    }
    guard matched > (form.isDescription ? 1 : 0), unmatched <= matched else { return nil }
    // Read loosely, a word most forms share (the type's word: "trail" of nearly every trail)
    // names no entry: the said words it leaves over outweigh the rest ("the Inyo National
    // Forest trail" is no "Juan Bautista de Anza National Historic Trail").
    if leftOver > 0, common > 0, leftOver >= matched - common { return nil }
    return total
  }

  /// Whether `word` is in most forms, so that it names no entry in particular.
  private func isCommonWord(_ word: Int32) -> Bool {
    forms.count >= 4 && lookup.postings[Int(word)].count * 2 > forms.count
  }
}
