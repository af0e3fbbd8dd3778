extension WordTableIndex {
  /// Calls `body` with each non-empty run of bytes of `text[range]` between `separator`s, in
  /// order, as `split(separator:)` would find them, without making an array of them.
  static func forEachField(
    of text: UnsafeBufferPointer<UInt8>, in range: Range<Int>, separatedBy separator: UInt8,
    _ body: (Range<Int>) -> Void
  ) {
    var start = range.lowerBound
    var index = start
    while index < range.upperBound {
      if text[index] == separator {
        if index > start { body(start..<index) }
        start = index + 1
      }
      index += 1
    }
    if range.upperBound > start { body(start..<range.upperBound) }
  }

  /// Calls `body` with each line of `text` that has a field: its first space-separated field,
  /// its second (nil when there is none) and how many it has (the `key words` lines of the
  /// generated tables).
  static func forEachLine(
    of text: UnsafeBufferPointer<UInt8>,
    _ body: (_ first: Range<Int>, _ second: Range<Int>?, _ count: Int) -> Void
  ) {
    forEachField(of: text, in: text.indices, separatedBy: UInt8(ascii: "\n")) { line in
      var (first, second, count): (Range<Int>?, Range<Int>?, Int) = (nil, nil, 0)
      forEachField(of: text, in: line, separatedBy: UInt8(ascii: " ")) { field in
        count += 1
        if count == 1 { first = field } else if count == 2 { second = field }
      }
      if let first { body(first, second, count) }
    }
  }

  /// The fields of `text[range]` between `separator`s, as `forEachField` finds them.
  static func fields(
    of text: UnsafeBufferPointer<UInt8>, in range: Range<Int>, separatedBy separator: UInt8
  ) -> [Range<Int>] {
    var result: [Range<Int>] = []
    forEachField(of: text, in: range, separatedBy: separator) { result.append($0) }
    return result
  }

  /// The whole number `text[range]` spells (ASCII digits, at most nine), or nil.
  static func number(in text: UnsafeBufferPointer<UInt8>, at range: Range<Int>) -> Int32? {
    guard !range.isEmpty, range.count <= 9 else { return nil }
    var value: Int32 = 0
    for index in range {
      let digit = text[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int32(digit)
    }
    return value
  }
}
