import PhraseMatching

/// A phrase as written in a `Phrases/` file, with where it is: a `.strings` value or a String
/// Catalog value, so that one diagnostic points into either.
protocol WrittenPhrase {
  /// The phrase, escapes decoded.
  var text: String { get }
  /// The 1-based line and column of its opening quote.
  var start: (line: Int, column: Int) { get }
  /// Where the phrase's character at `offset` is written in the file.
  func position(ofValueCharacter offset: Int) -> (line: Int, column: Int)
}

extension StringsFile.Entry: WrittenPhrase {
  var text: String { value }
  var start: (line: Int, column: Int) { (valueLine, valueColumn) }
}

extension StringCatalog.Value: WrittenPhrase {
  var text: String { value }
  var start: (line: Int, column: Int) { (line, column) }
}
