/// French and German cardinals, for the locales SiriSim ships phrases in: "deux", "vingt et un",
/// "soixante-dix", "quatre-vingt-douze", "deux cents"; "zwei", "zwölf", "einundzwanzig",
/// "neunundneunzig", "hundert". Words arrive normalized (`TextNormalizer`: lower-cased, folded,
/// hyphens between words), so "Quatre-Vingt-Dix" is `["quatre", "vingt", "dix"]` and "fünf" is
/// "funf". Not "un"/"une"/"ein"/"eine" alone: those are mostly articles, as "a" is in English.
extension NumberWords {
  /// Number words of one word.
  static let otherLanguageNumbers: [String: Int] = [
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
    "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
    "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
    "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "fuenf": 5, "sechs": 6, "sieben": 7,
    "acht": 8, "neun": 9, "zehn": 10, "zwolf": 12, "zwoelf": 12, "dreizehn": 13, "vierzehn": 14,
    "funfzehn": 15, "fuenfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18,
    "neunzehn": 19, "hundert": 100, "einhundert": 100,
  ].merging(germanTens) { first, _ in first }

  /// The first words of the French and German numbers read here.
  static let otherLanguageStartWords = Set(otherLanguageNumbers.keys).union(["cent"])

  /// A French number of up to five words or a German one of one word, or nil.
  static func otherLanguageNumber(_ words: ArraySlice<String>) -> Int? {
    if words.count == 1 {
      let word = words[words.startIndex]
      return otherLanguageNumbers[word] ?? germanCompound(word)
    }
    return words.count <= 5 ? french(words) : nil
  }

  // MARK: French

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
  private static func french(_ words: ArraySlice<String>) -> Int? {
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

  // MARK: German

  private static let germanTens: [String: Int] = [
    "zwanzig": 20, "dreissig": 30, "dreißig": 30, "vierzig": 40, "funfzig": 50, "fuenfzig": 50,
    "sechzig": 60, "siebzig": 70, "achtzig": 80, "neunzig": 90,
  ]
  private static let germanUnits: [String: Int] = [
    "ein": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "fuenf": 5, "sechs": 6, "sieben": 7,
    "acht": 8, "neun": 9,
  ]

  /// "einundzwanzig" through "neunundneunzig": a unit, "und", and tens, in one word.
  static func germanCompound(_ word: String) -> Int? {
    guard word.utf8.count > 8, let and = word.firstRange(of: "und"),
      let unit = germanUnits[String(word[..<and.lowerBound])],
      let tens = germanTens[String(word[and.upperBound...])]
    else { return nil }
    return tens + unit
  }
}
