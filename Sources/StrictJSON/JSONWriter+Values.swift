/// Output values written the one way: objects built as dictionaries, keys sorted.
extension JSONWriter {
  /// Writes a value built from Swift's JSON-shaped types: `String`, `Bool`, `Int`, `Double`,
  /// arrays of values and `[String: Any]` objects; anything else writes `null`.
  ///
  /// An object's keys are written sorted as `JSONSerialization`'s `.sortedKeys` sorts them
  /// (case-insensitively, digits by value), so a line reads the same every run and the same as
  /// when `JSONSerialization` wrote it.
  public mutating func value(_ value: Any) {
    switch value {
    case let string as String: self.string(string)
    case let bool as Bool: bool ? raw("true") : raw("false")
    case let int as Int: integer(int)
    case let double as Double: number(double)
    case let object as [String: Any]: self.object(object)
    case let array as [Any]: self.array(array) { element, writer in writer.value(element) }
    default: raw("null")
    }
  }

  /// Writes an object, its keys sorted (see ``value(_:)``).
  public mutating func object(_ object: [String: Any]) {
    raw("{")
    for (index, key) in object.keys.sorted(by: Self.sortsBefore).enumerated() {
      if index > 0 { raw(",") }
      self.key(key)
      // The key comes from the dictionary's own keys, so the lookup always finds it.
      value(object[key] ?? ())
    }
    raw("}")
  }

  /// An object as one line of JSON, keys sorted.
  public static func line(_ object: [String: Any]) -> String {
    var writer = JSONWriter()
    writer.object(object)
    return writer.text
  }

  /// Foundation's key order: case-insensitive, runs of digits by value, then by scalars.
  static func sortsBefore(_ a: String, _ b: String) -> Bool {
    let left = a.lowercased().unicodeScalars.map(\.value)
    let right = b.lowercased().unicodeScalars.map(\.value)
    var i = 0
    var j = 0
    while i < left.count, j < right.count {
      if isDigit(left[i]), isDigit(right[j]) {
        let leftEnd = left[i...].firstIndex { !isDigit($0) } ?? left.count
        let rightEnd = right[j...].firstIndex { !isDigit($0) } ?? right.count
        let leftDigits = left[i..<leftEnd].drop { $0 == 0x30 }
        let rightDigits = right[j..<rightEnd].drop { $0 == 0x30 }
        if leftDigits.count != rightDigits.count { return leftDigits.count < rightDigits.count }
        if !leftDigits.elementsEqual(rightDigits) {
          return leftDigits.lexicographicallyPrecedes(rightDigits)
        }
        i = leftEnd
        j = rightEnd
      } else {
        if left[i] != right[j] { return left[i] < right[j] }
        i += 1
        j += 1
      }
    }
    if left.count - i != right.count - j { return left.count - i < right.count - j }
    return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) { $0.value < $1.value }
  }

  private static func isDigit(_ scalar: UInt32) -> Bool { (0x30...0x39).contains(scalar) }
}
