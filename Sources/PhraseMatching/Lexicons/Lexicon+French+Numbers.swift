/// French cardinals: "deux", "vingt et un", "soixante-dix", "quatre-vingt-douze", "deux cents".
/// Not "un"/"une" alone: those are mostly articles, as "a" is in English.
extension NumberGrammar {
  /// French numbers: one word from `frenchWords`, or up to five words read by their grammar.
  static let french = NumberGrammar(startWords: Set(frenchWords.keys).union(["cent"])) { words in
    if words.count == 1 { return frenchWords[words[words.startIndex]] }
    return words.count <= 5 ? frenchNumber(words) : nil
  }

  /// French number words of one word.
  private static let frenchWords: [String: Int] = [
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
    "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
    "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
  ]

  private static let frenchUnits: [String: Int] = [
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8, "neuf": 9,
  ]
  private static let frenchTeens: [String: Int] = [
    "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
  ]
  private static let frenchTens: [String: Int] = [
    "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
  ]

  /// "cent", "deux cents", "cent trois", "trois cent vingt et un" and what `frenchBelow100`
  /// reads.
  private static func frenchNumber(_ words: ArraySlice<String>) -> Int? {
    var rest = words
    var hundreds = 0
    if let first = rest.first, first == "cent" {
      hundreds = 100
      rest = rest.dropFirst()
    } else if rest.count >= 2, let unit = frenchUnits[rest[rest.startIndex]],
      ["cent", "cents"].contains(rest[rest.startIndex + 1])
    {
      hundreds = unit * 100
      rest = rest.dropFirst(2)
    }
    if rest.isEmpty {
      // "cent" alone is English too ("a cent"): only a multiple of a hundred counts.
      return hundreds > 100 ? hundreds : nil
    }
    guard let below = frenchBelow100(rest, allowsUn: hundreds > 0) else { return nil }
    return hundreds + below
  }

  /// 1 (after a hundred or "quatre-vingt") through 99: "vingt et un", "trente-deux",
  /// "soixante-dix", "soixante et onze", "quatre-vingts", "quatre-vingt-dix-neuf".
  private static func frenchBelow100(_ words: ArraySlice<String>, allowsUn: Bool) -> Int? {
    guard let first = words.first else { return nil }
    var rest = words.dropFirst()
    let base: Int
    if first == "quatre", let next = rest.first, next == "vingt" || next == "vingts" {
      base = 80
      rest = rest.dropFirst()
    } else if let tens = frenchTens[first] {
      base = tens
    } else {
      return frenchBelow20(words, allowsUn: allowsUn)
    }
    guard !rest.isEmpty else { return base }
    if rest.first == "et" {
      guard rest.count == 2 else { return nil }
      let last = rest[rest.startIndex + 1]
      if last == "un", base < 80 { return base + 1 }
      if last == "onze", base == 60 { return 71 }
      return nil
    }
    // 60 and 80 count on by tens and teens ("soixante-douze" = 72); the others by units.
    guard let more = frenchBelow20(rest, allowsUn: base == 80) else { return nil }
    if base == 60 || base == 80 { return base + more }
    return more >= 2 && more <= 9 ? base + more : nil
  }

  /// 2 through 19 ("dix-sept"), and 1 where "un" is no article.
  private static func frenchBelow20(_ words: ArraySlice<String>, allowsUn: Bool) -> Int? {
    let first = words[words.startIndex]
    if words.count == 1 {
      if allowsUn, first == "un" { return 1 }
      return frenchUnits[first] ?? frenchTeens[first]
    }
    guard words.count == 2, first == "dix", let unit = frenchUnits[words[words.startIndex + 1]],
      unit >= 7
    else { return nil }
    return 10 + unit
  }
}
