/// English number words and digits, and the other languages' through their `NumberGrammar`
/// (`Lexicon+<Language>+Numbers.swift`): French and German up to the hundreds.
///
/// Cardinals: digits ("7", "-3", "1,000"), words up to the billions ("twenty one",
/// "twenty-one", "one hundred and five", "a thousand", "fifteen hundred"), and dozens
/// ("a dozen" = 12, "half a dozen" = 6, "two dozen" = 24). Ordinals are 1-based positions in a
/// list; positions counted from the end are negative ("last" = -1, "second to last" = -2).
/// Words are read through `TextNormalizer`, so case, hyphens and punctuation around them do not
/// matter ("Twenty-One!" = 21); only a sign directly before digits makes a number negative.
public enum NumberWords {
  /// "7", "seven", "twenty one", "twenty-one", "a dozen", "one hundred and five" → Int; nil
  /// otherwise.
  public static func parse(_ text: String) -> Int? {
    let trimmed = text.trimmingWhitespace()
    if let value = parseDigits(trimmed) { return value }
    let words = TextNormalizer.tokens(trimmed)
    guard !words.isEmpty, words.count <= maxWords else { return nil }
    return parse(words: words[...])
  }

  /// Ordinals for choices: "first", "second", "1st", "the third one", "option 2", "twenty-first",
  /// "the last one" (-1), "second to last" (-2); nil otherwise (also for a bare cardinal such as
  /// "two").
  public static func ordinal(_ text: String) -> Int? {
    var words = TextNormalizer.tokens(text)
    guard !words.isEmpty, words.count <= maxWords else { return nil }
    if words.first == "the" { words.removeFirst() }
    while words.count > 1, let last = words.last, trailingChoiceWords.contains(last) {
      words.removeLast()
    }
    guard let last = words.last else { return nil }

    // Counted from the end: "last", "final", "second to last", "third last", "next to last",
    // "penultimate".
    if words == ["penultimate"] { return -2 }
    if lastWords.contains(last) {
      var prefix = words.dropLast()
      if prefix.isEmpty { return -1 }
      if prefix.last == "to" { prefix = prefix.dropLast() }
      if prefix == ["next"] { return -2 }
      guard let position = ordinal(words: prefix), position > 0 else { return nil }
      return -position
    }

    // "number two", "option 3", "choice #2", "item four".
    if words.count >= 2, choicePrefixes.contains(words[0]) {
      guard let value = parse(words: words.dropFirst()), value > 0 else { return nil }
      return value
    }
    return ordinal(words: words[...])
  }

  // MARK: - Tables

  private static let maxWords = 32

  // The words are the English lexicon's (`Lexicon+English.swift`); the other languages' are
  // read by their own grammar (`Lexicon.numberGrammars`).
  private static let units = Lexicon.english.numberUnits
  private static let teens = Lexicon.english.numberTeens
  private static let tens = Lexicon.english.numberTens
  private static let scales = Lexicon.english.numberScales
  private static let ordinalWords = Lexicon.english.ordinalWords
  private static let lastWords = Lexicon.english.lastWords
  private static let trailingChoiceWords = Lexicon.english.trailingChoiceWords
  private static let choicePrefixes = Lexicon.english.choicePrefixes

  /// Words a cardinal (or a counting word of `Lexicon.english.countWords`) can start with, besides
  /// digits and compounds a grammar reads ("einundzwanzig").
  private static let startWords: Set<String> = Set(units.keys).union(teens.keys).union(tens.keys)
    .union(grammars.flatMap(\.startWords)).union(["a", "half", "dozen", "couple"])
    .union(Lexicon.english.countWords.keys.compactMap(\.first))

  /// The number grammars of every language the matcher reads.
  private static let grammars = Lexicon.matching.numberGrammars

  /// Whether a number expression can start with `word` (a cheap test before `parse(words:)`).
  static func canStart(_ word: String) -> Bool {
    guard let first = word.utf8.first else { return false }
    if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "-")
      || first == UInt8(ascii: "+") || first >= 0x80
    {
      return true
    }
    return startWords.contains(word) || grammars.contains { $0.read([word][...]) != nil }
  }

  // MARK: - Cardinals

  /// Digits with an optional sign and optional thousands separators ("1,000,000").
  private static func parseDigits(_ text: String) -> Int? {
    var body = Substring(text)
    var negative = false
    if let sign = body.first, sign == "-" || sign == "+" || sign == "\u{2212}" {
      negative = sign != "+"
      body = body.dropFirst()
    }
    guard !body.isEmpty, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ",") }) else {
      return nil
    }
    if body.contains(",") {
      let groups = body.split(separator: ",", omittingEmptySubsequences: false)
      guard let first = groups.first, (1...3).contains(first.count),
        groups.dropFirst().allSatisfy({ $0.count == 3 })
      else { return nil }
      body = Substring(groups.joined())
    }
    guard let magnitude = Int(body) else { return nil }
    return negative ? -magnitude : magnitude
  }

  /// A whole sequence of number words, or nil.
  static func parse(words: ArraySlice<String>) -> Int? {
    guard !words.isEmpty else { return nil }
    if words.count == 1, let value = parseDigits(words[words.startIndex]) { return value }
    if words.last == "dozen" { return dozens(words.dropLast()) }
    if words == ["zero"] { return 0 }
    for grammar in grammars {
      if let value = grammar.read(words) { return value }
    }

    var total = 0
    var lastScale = Int.max
    var index = words.startIndex
    while index < words.endIndex {
      guard let (group, next) = parseGroup(words, at: index) else { return nil }
      index = next
      if index < words.endIndex, let scale = scales[words[index]] {
        guard scale < lastScale, group > 0 else { return nil }
        let (product, overflow) = group.multipliedReportingOverflow(by: scale)
        guard !overflow else { return nil }
        total += product
        lastScale = scale
        index = words.index(after: index)
        if index < words.endIndex, words[index] == "and" {
          index = words.index(after: index)
          guard index < words.endIndex else { return nil }
        }
      } else {
        guard index == words.endIndex, group > 0 || total == 0 else { return nil }
        total += group
      }
    }
    return total
  }

  /// "a dozen", "dozen", "half a dozen", "two dozen".
  private static func dozens(_ prefix: ArraySlice<String>) -> Int? {
    if prefix.isEmpty || prefix == ["a"] { return 12 }
    if prefix == ["half", "a"] { return 6 }
    guard let count = parse(words: prefix), count > 0 else { return nil }
    let (value, overflow) = count.multipliedReportingOverflow(by: 12)
    return overflow ? nil : value
  }

  /// A number below one thousand starting at `index` ("a hundred", "fifteen hundred and two",
  /// "42"),
  /// and the index after it.
  private static func parseGroup(_ words: ArraySlice<String>, at index: Int) -> (Int, Int)? {
    var value: Int
    var next: Int
    if words[index] == "a", words.index(after: index) < words.endIndex {
      value = 1
      next = words.index(after: index)
      let following = words[next]
      guard following == "hundred" || scales[following] != nil else { return nil }
    } else if let digits = Int(words[index]), words[index].allSatisfy(\.isASCII),
      (0...999).contains(digits)
    {
      value = digits
      next = words.index(after: index)
    } else if let (below100, after) = parseBelow100(words, at: index) {
      value = below100
      next = after
    } else {
      return nil
    }
    if next < words.endIndex, words[next] == "hundred" {
      guard (1...99).contains(value) else { return nil }
      value *= 100
      next = words.index(after: next)
      var afterAnd = next
      if afterAnd < words.endIndex, words[afterAnd] == "and" {
        afterAnd = words.index(after: afterAnd)
      }
      if afterAnd < words.endIndex, let (rest, after) = parseBelow100(words, at: afterAnd), rest > 0
      {
        value += rest
        next = after
      }
    }
    return (value, next)
  }

  /// "seven", "fifteen", "forty", "forty two".
  private static func parseBelow100(_ words: ArraySlice<String>, at index: Int) -> (Int, Int)? {
    let word = words[index]
    let next = words.index(after: index)
    if let value = units[word] ?? teens[word] { return (value, next) }
    guard let ten = tens[word] else { return nil }
    if next < words.endIndex, let unit = units[words[next]], unit > 0 {
      return (ten + unit, words.index(after: next))
    }
    return (ten, next)
  }

  // MARK: - Ordinals

  /// "first", "twenty first", "one hundred and fifth", "hundredth", "21st".
  private static func ordinal(words: ArraySlice<String>) -> Int? {
    guard let last = words.last else { return nil }
    if words.count == 1, let value = digitOrdinal(last) { return value }
    guard let cardinal = ordinalWords[last] else { return nil }
    let prefix = words.dropLast()
    if prefix.isEmpty, scales[cardinal] != nil || cardinal == "hundred" {
      return cardinal == "hundred" ? 100 : scales[cardinal]
    }
    guard let value = parse(words: prefix + [cardinal]), value > 0 else { return nil }
    return value
  }

  /// "1st", "2nd", "3rd", "4th", "21st" (the suffix is not checked against the number).
  private static func digitOrdinal(_ word: String) -> Int? {
    for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
      let digits = word.dropLast(2)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(digits), value > 0
      else { return nil }
      return value
    }
    return nil
  }
}

extension String {
  /// The string without leading and trailing white space and newlines.
  fileprivate func trimmingWhitespace() -> String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
    while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
    return String(slice)
  }
}
