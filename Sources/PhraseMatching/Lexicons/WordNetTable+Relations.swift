extension WordNetTable {
  /// One kind of line of the table: a word → the words (one or two each) that may say it.
  package struct Relations: Sendable {
    /// The words, each with where its row (`other,other`) starts and ends in the text.
    let index: WordTableIndex

    /// Whether `word` has a line.
    package func contains(_ word: String) -> Bool {
      index.value(of: word) != nil
    }

    /// The words that may say `word`, in the table's order, or nil when it has no line.
    package subscript(word: String) -> [[String]]? {
      guard let row = index.value(of: word) else { return nil }
      let (comma, space) = (UInt8(ascii: ","), UInt8(ascii: " "))
      return index.text.withUnsafeBufferPointer { text in
        let others = Int(row >> 32)..<Int(row & 0xFFFF_FFFF)
        return WordTableIndex.fields(of: text, in: others, separatedBy: comma).map { other in
          WordTableIndex.fields(of: text, in: other, separatedBy: space).map {
            String(decoding: UnsafeBufferPointer(rebasing: text[$0]), as: UTF8.self)
          }
        }
      }
    }
  }
}
