/// The catalog's file format: UTF-8 text, one book a line, `title<TAB>author<TAB>year`.
///
/// Lines starting with `#` are comments and empty lines are skipped; a line may end in CR LF,
/// and a leading byte order mark is skipped. Fields are taken as written (no quoting, no
/// trimming); a title or author of spaces alone is an error, as is an empty one.
enum CatalogFile {
  /// The books in `text`, in line order.
  static func books(in text: String, fileName: String) throws(BookCatalogError) -> [CatalogBook] {
    var text = text
    text.makeContiguousUTF8()
    let parsed =
      text.utf8.withContiguousStorageIfAvailable { parse($0, fileName: fileName) }
      ?? Array(text.utf8).withUnsafeBufferPointer { parse($0, fileName: fileName) }
    return try parsed.get()
  }

  private static let tab = UInt8(ascii: "\t")
  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, fileName: String
  ) -> Result<[CatalogBook], BookCatalogError> {
    var books: [CatalogBook] = []
    // About 45 bytes a line in the shipped file; a guess that spares most regrowth.
    books.reserveCapacity(bytes.count / 40)
    var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var lineNumber = 0
    while position < bytes.count {
      lineNumber += 1
      let start = position
      var end = start
      while end < bytes.count, bytes[end] != newline { end += 1 }
      position = end + 1
      if end > start, bytes[end - 1] == carriageReturn { end -= 1 }
      if end == start || bytes[start] == UInt8(ascii: "#") { continue }
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      switch book(in: line) {
      case .success(let book): books.append(book)
      case .failure(let problem):
        return .failure(
          BookCatalogError(
            fileName: fileName, line: lineNumber, column: column(of: problem.offset, in: line),
            reason: problem.reason))
      }
    }
    return .success(books)
  }

  /// A line's problem: what, and at which byte of the line.
  private struct Problem: Error {
    var offset: Int
    var reason: BookCatalogError.Reason
  }

  private static func book(in line: UnsafeBufferPointer<UInt8>) -> Result<CatalogBook, Problem> {
    // The first three tabs, and how many there are in all.
    var firstTab = -1
    var secondTab = -1
    var thirdTab = -1
    var tabCount = 0
    for offset in line.indices where line[offset] == tab {
      tabCount += 1
      switch tabCount {
      case 1: firstTab = offset
      case 2: secondTab = offset
      case 3: thirdTab = offset
      default: break
      }
    }
    guard tabCount == 2 else {
      // Too few: where the missing column would start; too many: where the first extra starts.
      let offset = tabCount > 2 ? thirdTab + 1 : line.count
      return .failure(Problem(offset: offset, reason: .wrongColumnCount(found: tabCount + 1)))
    }
    let title = line[..<firstTab]
    let author = line[(firstTab + 1)..<secondTab]
    let yearText = line[(secondTab + 1)...]
    if isBlank(title) { return .failure(Problem(offset: 0, reason: .emptyTitle)) }
    if isBlank(author) { return .failure(Problem(offset: firstTab + 1, reason: .emptyAuthor)) }
    guard let year = wholeNumber(yearText) else {
      let written = String(decoding: UnsafeBufferPointer(rebasing: yearText), as: UTF8.self)
      return .failure(Problem(offset: secondTab + 1, reason: .yearNotWholeNumber(written)))
    }
    return .success(
      CatalogBook(
        title: String(decoding: UnsafeBufferPointer(rebasing: title), as: UTF8.self),
        authorName: String(decoding: UnsafeBufferPointer(rebasing: author), as: UTF8.self),
        yearPublished: year))
  }

  private static func isBlank(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    field.allSatisfy { $0 == UInt8(ascii: " ") }
  }

  /// An optional minus sign and 1 to 9 digits: a year, with no room to overflow.
  private static func wholeNumber(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    var digits = field[...]
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard (1...9).contains(digits.count) else { return nil }
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return negative ? -value : value
  }

  /// The 1-based column, in characters, of the line's byte `offset`.
  private static func column(of offset: Int, in line: UnsafeBufferPointer<UInt8>) -> Int {
    String(decoding: UnsafeBufferPointer(rebasing: line[..<offset]), as: UTF8.self).count + 1
  }
}
