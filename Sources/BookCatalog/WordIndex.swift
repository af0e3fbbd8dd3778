/// One field's inverted index (titles', or authors'): a sorted vocabulary, each word's books,
/// and each book's words.
///
/// Words are vocabulary positions and books are positions in the catalog, both `Int32` to halve
/// the arrays; a catalog holds far fewer than 2³¹ books.
struct WordIndex: Sendable {
  /// Every word of the field, sorted, so the words starting with a prefix are one run.
  let vocabulary: [String]
  /// Word `w`'s books are `postings[postingStarts[w]..<postingStarts[w + 1]]`, ascending, once
  /// each.
  let postingStarts: [Int32]
  let postings: [Int32]
  /// Book `b`'s words are `words[wordStarts[b]..<wordStarts[b + 1]]`, in the text's order.
  let wordStarts: [Int32]
  let words: [Int32]

  /// The positions of the vocabulary's words that start with `prefix`.
  func prefixRange(_ prefix: String) -> Range<Int> {
    let lower = firstIndex(from: 0) { !($0 < prefix) }
    let upper = firstIndex(from: lower) { !$0.utf8.starts(with: prefix.utf8) }
    return lower..<upper
  }

  /// The position of `word` in the vocabulary, if it is there.
  func position(of word: String) -> Int32? {
    let index = firstIndex(from: 0) { !($0 < word) }
    return index < vocabulary.count && vocabulary[index] == word ? Int32(index) : nil
  }

  /// How many book entries the words in `range` have (a book with two of them counts twice).
  func postingCount(_ range: Range<Int>) -> Int {
    Int(postingStarts[range.upperBound] - postingStarts[range.lowerBound])
  }

  /// Book `book`'s words, as vocabulary positions.
  func words(of book: Int32) -> ArraySlice<Int32> {
    words[Int(wordStarts[Int(book)])..<Int(wordStarts[Int(book) + 1])]
  }

  /// Whether one of book `book`'s words is in `range`.
  func book(_ book: Int32, hasWordIn range: Range<Int>) -> Bool {
    let lower = Int32(range.lowerBound)
    let upper = Int32(range.upperBound)
    return words(of: book).contains { $0 >= lower && $0 < upper }
  }

  /// The books with a word in `range`, ascending, once each, among `bookCount` books.
  func books(withWordIn range: Range<Int>, bookCount: Int) -> [Int32] {
    let start = Int(postingStarts[range.lowerBound])
    let end = Int(postingStarts[range.upperBound])
    if range.count == 1 { return Array(postings[start..<end]) }
    // Few entries: sort them. Many: a bitmap, so "a" or "s" never sorts half the catalog.
    if end - start < bookCount / 32 {
      var books = Array(postings[start..<end])
      books.sort()
      var kept = 0
      for book in books where kept == 0 || books[kept - 1] != book {
        books[kept] = book
        kept += 1
      }
      books.removeLast(books.count - kept)
      return books
    }
    var bitmap = [UInt64](repeating: 0, count: (bookCount + 63) / 64)
    for book in postings[start..<end] { bitmap[Int(book) >> 6] |= 1 << UInt64(book & 63) }
    var books: [Int32] = []
    books.reserveCapacity(end - start)
    for (index, var chunk) in bitmap.enumerated() {
      while chunk != 0 {
        books.append(Int32(index << 6 + chunk.trailingZeroBitCount))
        chunk &= chunk - 1
      }
    }
    return books
  }

  /// The first vocabulary position at or after `start` where `isPast` holds, given that it
  /// holds for every position after one where it does.
  private func firstIndex(from start: Int, where isPast: (String) -> Bool) -> Int {
    var low = start
    var high = vocabulary.count
    while low < high {
      let middle = low + (high - low) / 2
      if isPast(vocabulary[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

extension WordIndex {
  /// Collects the texts of a field, one per book in catalog order, into a `WordIndex`.
  struct Builder {
    private var scanner = SearchWords()
    /// The distinct words; a word's provisional id is its order of first appearance.
    private var vocabulary = ByteVocabulary()
    private var words: [Int32] = []
    private var wordStarts: [Int32] = [0]

    /// A builder with room for `capacity` books.
    init(capacity: Int = 0) {
      wordStarts.reserveCapacity(capacity + 1)
      words.reserveCapacity(capacity * 4)
    }

    /// Adds the next book's text.
    mutating func add(_ text: String) {
      scanner.scan(text)
      // Read through a copy, as the closure writes to `self`'s other stored properties.
      let scanned = scanner
      scanned.forEachWord { words.append(vocabulary.id(of: $0)) }
      wordStarts.append(Int32(words.count))
    }

    /// The index: the vocabulary sorted, and the words renumbered by it.
    consuming func build() -> WordIndex {
      let spellings = vocabulary.spellings()
      let order = spellings.indices.sorted { spellings[$0] < spellings[$1] }
      var position = [Int32](repeating: 0, count: order.count)
      for (sorted, id) in order.enumerated() { position[id] = Int32(sorted) }
      for index in words.indices { words[index] = position[Int(words[index])] }

      // Counted, then placed: each book once per word, in book order, so postings ascend.
      let bookCount = wordStarts.count - 1
      var lastBook = [Int32](repeating: -1, count: order.count)
      var postingStarts = [Int32](repeating: 0, count: order.count + 1)
      for book in 0..<bookCount {
        for index in Int(wordStarts[book])..<Int(wordStarts[book + 1]) {
          let word = Int(words[index])
          if lastBook[word] != Int32(book) {
            lastBook[word] = Int32(book)
            postingStarts[word + 1] += 1
          }
        }
      }
      for word in 0..<order.count { postingStarts[word + 1] += postingStarts[word] }
      var next = postingStarts
      var postings = [Int32](repeating: 0, count: Int(postingStarts[order.count]))
      lastBook.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
      for book in 0..<bookCount {
        for index in Int(wordStarts[book])..<Int(wordStarts[book + 1]) {
          let word = Int(words[index])
          if lastBook[word] != Int32(book) {
            lastBook[word] = Int32(book)
            postings[Int(next[word])] = Int32(book)
            next[word] += 1
          }
        }
      }
      return WordIndex(
        vocabulary: order.map { spellings[$0] }, postingStarts: postingStarts, postings: postings,
        wordStarts: wordStarts, words: words)
    }
  }
}
