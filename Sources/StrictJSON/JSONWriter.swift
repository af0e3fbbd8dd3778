import TextSafety

/// JSON text written straight into bytes: keys in the order they are written, strings escaped.
///
/// For output on a hot path (`sirisim match --json` writes one object per utterance), where
/// `JSONSerialization` spends most of its time bridging and sorting `AnyHashable` keys. Besides
/// the escapes JSON requires (`"`, `\`, C0 controls), it escapes what ``OutputSanitizer`` makes
/// inert (DEL, C1 controls, bidirectional overrides) as `\u` escapes, so the text is inert on a
/// terminal and a decoder reads the same string.
public struct JSONWriter: Sendable {
  /// The text written so far, UTF-8.
  public private(set) var bytes: [UInt8] = []

  /// Creates an empty writer, with room for `capacity` bytes.
  public init(capacity: Int = 256) {
    bytes.reserveCapacity(capacity)
  }

  /// The text written so far.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Empties the writer, keeping its storage.
  public mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends text as it is (already JSON, or not JSON at all).
  public mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Writes punctuation or a literal such as `{`, `,`, `null` as it is.
  public mutating func raw(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Writes `items` as an array, each element by `element`, commas between.
  public mutating func array<Items: Sequence>(
    _ items: Items, _ element: (Items.Element, inout JSONWriter) -> Void
  ) {
    raw("[")
    var isFirst = true
    for item in items {
      if !isFirst { raw(",") }
      isFirst = false
      element(item, &self)
    }
    raw("]")
  }

  /// Writes `"key":`.
  public mutating func key(_ name: String) {
    string(name)
    bytes.append(UInt8(ascii: ":"))
  }

  /// Writes an integer.
  public mutating func integer(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  /// Writes a number: integral values without a fraction (`1`, not `1.0`), as
  /// `JSONSerialization` does; `null` for NaN and infinities, which JSON cannot hold.
  public mutating func number(_ value: Double) {
    guard value.isFinite else { return raw("null") }
    if value.rounded() == value, abs(value) < 1e15 {
      integer(Int(value))
    } else {
      bytes.append(contentsOf: value.description.utf8)
    }
  }

  /// Writes a quoted, escaped string.
  public mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    // Most strings hold nothing to make inert: copy their bytes, escaping quotes only.
    if OutputSanitizer.isInert(value) {
      for byte in value.utf8 {
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        default: bytes.append(byte)
        }
      }
    } else {
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": raw("\\\"")
        case "\\": raw("\\\\")
        case "\n": raw("\\n")
        case "\r": raw("\\r")
        case "\t": raw("\\t")
        case "\u{8}": raw("\\b")
        case "\u{C}": raw("\\f")
        // The one sanitizer's list: C0, DEL, C1, bidirectional overrides and isolates.
        case _ where OutputSanitizer.replacement(for: scalar) != nil: escape(scalar.value)
        default: bytes.append(contentsOf: scalar.utf8)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private mutating func escape(_ scalar: UInt32) {
    raw("\\u")
    for shift in stride(from: 12, through: 0, by: -4) {
      bytes.append(Self.hexDigits[Int((scalar >> UInt32(shift)) & 0xF)])
    }
  }
}
