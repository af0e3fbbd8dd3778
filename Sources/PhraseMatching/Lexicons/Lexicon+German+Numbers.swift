/// German cardinals of one word: "zwei", "zwölf", "einundzwanzig", "neunundneunzig", "hundert".
/// Not "ein"/"eine" alone: those are mostly articles, as "a" is in English.
extension NumberGrammar {
  /// German numbers: one word, from `germanWords` or a unit-und-tens compound.
  static let german = NumberGrammar(startWords: Set(germanWords.keys)) { words in
    guard words.count == 1 else { return nil }
    let word = words[words.startIndex]
    return germanWords[word] ?? germanCompound(word)
  }

  /// German number words of one word, the tens included.
  private static let germanWords: [String: Int] = [
    "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "fuenf": 5, "sechs": 6, "sieben": 7,
    "acht": 8, "neun": 9, "zehn": 10, "zwolf": 12, "zwoelf": 12, "dreizehn": 13, "vierzehn": 14,
    "funfzehn": 15, "fuenfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18,
    "neunzehn": 19, "hundert": 100, "einhundert": 100,
  ].merging(germanTens) { first, _ in first }

  private static let germanTens: [String: Int] = [
    "zwanzig": 20, "dreissig": 30, "dreißig": 30, "vierzig": 40, "funfzig": 50, "fuenfzig": 50,
    "sechzig": 60, "siebzig": 70, "achtzig": 80, "neunzig": 90,
  ]
  private static let germanUnits: [String: Int] = [
    "ein": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "fuenf": 5, "sechs": 6, "sieben": 7,
    "acht": 8, "neun": 9,
  ]

  /// "einundzwanzig" through "neunundneunzig": a unit, "und", and tens, in one word.
  private static func germanCompound(_ word: String) -> Int? {
    guard word.utf8.count > 8, let and = word.firstRange(of: "und"),
      let unit = germanUnits[String(word[..<and.lowerBound])],
      let tens = germanTens[String(word[and.upperBound...])]
    else { return nil }
    return tens + unit
  }
}
