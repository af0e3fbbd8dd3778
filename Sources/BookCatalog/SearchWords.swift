/// The words that search compares, for the index and for queries alike.
///
/// Lowercased, with diacritics folded ("García" → "garcia", "Brontë" → "bronte", "ß" → "ss"),
/// apostrophes and dots dropped inside a word ("Cartographer's" → "cartographers", "K." → "k",
/// "U.S.A." → "usa"), and every other character that is not a letter or a digit splitting words
/// ("Moby-Dick" → "moby", "dick"; "Rabbit, Run" → "rabbit", "run").
///
/// Every word is in NFC with no combining marks, so `String`'s `<` orders words as their UTF-8
/// bytes do, and the words starting with a prefix are one run of a sorted vocabulary.
struct SearchWords {
  /// The bytes of the words of the last scanned text, back to back, then unused room.
  private var bytes: [UInt8] = []
  /// Where each word ends in `bytes`; a word starts where the previous one ends.
  private var ends: [Int] = []

  /// The leading articles a title or a query may start with, without changing what it names.
  static let articles: Set<String> = ["the", "a", "an"]

  /// An empty scanner; reuse one across texts to reuse its buffers.
  init() {}

  /// The words of `text`.
  static func words(in text: String) -> [String] {
    var scanner = SearchWords()
    scanner.scan(text)
    return scanner.strings()
  }

  /// The scanned words, as strings.
  func strings() -> [String] {
    var words: [String] = []
    words.reserveCapacity(ends.count)
    forEachWord { words.append(String(decoding: $0, as: UTF8.self)) }
    return words
  }

  /// Calls `body` with the UTF-8 bytes of each scanned word, in order.
  func forEachWord(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      for end in ends {
        body(UnsafeBufferPointer(rebasing: buffer[start..<end]))
        start = end
      }
    }
  }

  /// Replaces the scanned words with those of `text`.
  mutating func scan(_ text: String) {
    let scannedStorage: Void? = text.utf8.withContiguousStorageIfAvailable { scan(utf8: $0) }
    if scannedStorage == nil { Array(text.utf8).withUnsafeBufferPointer { scan(utf8: $0) } }
  }

  /// Scans valid UTF-8 (a `String`'s): bytes for ASCII, decoded scalars for the rest.
  private mutating func scan(utf8 input: UnsafeBufferPointer<UInt8>) {
    // Room for the longest output: a scalar of 2 or more bytes becomes at most 12 (a lowercase
    // mapping of up to 3 scalars), and an ASCII byte at most 1.
    let room = input.count * 6 + 1
    if bytes.count < room { bytes = [UInt8](repeating: 0, count: max(room, 256)) }
    var ends = self.ends
    self.ends = []
    ends.removeAll(keepingCapacity: true)
    bytes.withUnsafeMutableBufferPointer { output in
      var writer = Writer(output: output, ends: ends)
      var index = 0
      while index < input.count {
        let lead = input[index]
        if lead < 0x80 {
          writer.scanASCII(lead)
          index += 1
          continue
        }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length { value = value << 6 | UInt32(input[index + offset] & 0x3F) }
        index += length
        if let scalar = Unicode.Scalar(value) { writer.scanOther(scalar) }
      }
      writer.endWord()
      ends = writer.ends
    }
    self.ends = ends
  }

  /// Writes a text's words into a buffer with room for them all.
  private struct Writer {
    let output: UnsafeMutableBufferPointer<UInt8>
    var length = 0
    var ends: [Int]

    init(output: UnsafeMutableBufferPointer<UInt8>, ends: [Int]) {
      self.output = output
      self.ends = ends
    }

    mutating func scanASCII(_ byte: UInt8) {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): append(byte + 32)
      // Inside a word, not between words: "O'Brien", "Dr.", "F. Scott" (the space splits).
      case UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: "`"): break
      default: endWord()
      }
    }

    mutating func scanOther(_ scalar: Unicode.Scalar) {
      let value = scalar.value
      let folded: String
      switch value {
      case 0xC0..<0x250: folded = SearchWords.latin[Int(value - 0xC0)]
      case 0x1E00..<0x1F00: folded = SearchWords.latinAdditional[Int(value - 0x1E00)]
      // Typographic apostrophes and primes, as in "Cartographer’s".
      case 0x2018, 0x2019, 0x02BC, 0x00B4, 0x2032: return
      default: folded = "="
      }
      switch folded {
      case "-": endWord()
      case "=": appendLowercased(scalar)
      default: for byte in folded.utf8 { append(byte) }
      }
    }

    /// Letters and digits outside the fold tables (Greek, Cyrillic, CJK …) stay, lowercased;
    /// combining marks vanish, so a decomposed "é" folds like a composed one; the rest splits.
    private mutating func appendLowercased(_ scalar: Unicode.Scalar) {
      let properties = scalar.properties
      if Self.isMark(properties.generalCategory) { return }
      guard properties.isAlphabetic || properties.numericType != nil else {
        endWord()
        return
      }
      for lowered in properties.lowercaseMapping.unicodeScalars.prefix(3)
      where !Self.isMark(lowered.properties.generalCategory) {
        for byte in String(lowered).utf8 { append(byte) }
      }
    }

    private static func isMark(_ category: Unicode.GeneralCategory) -> Bool {
      category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
    }

    private mutating func append(_ byte: UInt8) {
      output[length] = byte
      length += 1
    }

    mutating func endWord() {
      if length > (ends.last ?? 0) { ends.append(length) }
    }
  }

  /// U+00C0–U+024F (Latin-1 Supplement letters, Latin Extended-A and -B), folded: a letter's
  /// base letters, "=" for a letter with none (kept, lowercased), "-" for a non-letter (× ÷).
  /// From Unicode's canonical decompositions, plus the letters with none but an obvious
  /// reading (ø, ł, đ, ß, æ, œ, þ …).
  private static let latin: [String] = table(
    """
    a a a a a a ae c e e e e i i i i d n o o o o o - o u u u u y th ss a a a a a a ae c e e e e i \
    i i i d n o o o o o - o u u u u y th y a a a a a a c c c c c c c c d d d d e e e e e e e e e e \
    g g g g g g g g h h h h i i i i i i i i i i ij ij j j k k k l l l l l l l l l l n n n n n n = \
    ng ng o o o o o o oe oe r r r r r r s s s s s s s s t t t t = = u u u u u u u u u u u u w w y \
    y y z z z z z z s = = = = = = = = = = = = = = = = = = f = = = = = = = = = = = = = o o = = = = \
    = = = = = = = = = u u = = = = = = = = = = = = = = = = = = = = = = = = = = = = a a i i o o u u \
    u u u u u u u u = a a a a = = = = g g k k o o o o = = j = = = g g = = n n a a = = = = a a a a \
    e e e e i i i i o o o o r r r r u u u u s s t t = = h h = = = = = = a a e e o o o o o o o o y \
    y = = = = = = = = = = = = = = = = = = = = = = = = = = = =
    """, count: 0x250 - 0xC0)

  /// U+1E00–U+1EFF (Latin Extended Additional: Vietnamese and more), folded as `latin` is.
  private static let latinAdditional: [String] = table(
    """
    a a b b b b b b c c d d d d d d d d d d e e e e e e e e e e f f g g h h h h h h h h h h i i i \
    i k k k k k k l l l l l l l l m m m m m m n n n n n n n n o o o o o o o o p p p p r r r r r r \
    r r s s s s s s s s s s t t t t t t t t u u u u u u u u u u v v v v w w w w w w w w w w x x x \
    x y y z z z z z z h t w y = = = = ss = a a a a a a a a a a a a a a a a a a a a a a a a e e e e \
    e e e e e e e e e e e e i i i i o o o o o o o o o o o o o o o o o o o o o o o o u u u u u u u \
    u u u u u u u y y y y y y y y = = = = = =
    """, count: 0x1F00 - 0x1E00)

  private static func table(_ entries: String, count: Int) -> [String] {
    let table = entries.split(separator: " ").map(String.init)
    // A table of the wrong length would fold letters to their neighbours' readings.
    precondition(table.count == count, "fold table has \(table.count) entries, not \(count)")
    return table
  }
}
