/// JSON text written straight into bytes: keys in the order they are written, strings escaped.
///
/// For output on a hot path (`sirisim match --json` writes one object per utterance), where
/// `JSONSerialization` spends most of its time bridging and sorting `AnyHashable` keys. Besides
/// the escapes JSON requires (`"`, `\`, C0 controls), it escapes DEL, C1 controls and the
/// bidirectional overrides as `\u` escapes, so the text is inert on a terminal and a decoder
/// reads the same string.
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
    var utf8 = value.utf8.makeIterator()
    while let byte = utf8.next() {
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 0x0A: raw("\\n")
      case 0x0D: raw("\\r")
      case 0x09: raw("\\t")
      case 0x08: raw("\\b")
      case 0x0C: raw("\\f")
      case 0x00..<0x20, 0x7F: escape(UInt32(byte))
      case 0xC2:
        // U+0080...U+009F: the C1 controls.
        guard let next = utf8.next() else {
          bytes.append(byte)
          continue
        }
        if (0x80...0x9F).contains(next) {
          escape(UInt32(next))
        } else {
          bytes.append(byte)
          bytes.append(next)
        }
      case 0xE2:
        // U+202A...U+202E and U+2066...U+2069: bidirectional overrides and isolates.
        guard let second = utf8.next() else {
          bytes.append(byte)
          continue
        }
        guard second == 0x80 || second == 0x81, let third = utf8.next() else {
          bytes.append(byte)
          bytes.append(second)
          continue
        }
        if (second == 0x80 && (0xAA...0xAE).contains(third))
          || (second == 0x81 && (0xA6...0xA9).contains(third))
        {
          escape(0x2000 | (UInt32(second & 0x03) << 6) | UInt32(third & 0x3F))
        } else {
          bytes.append(contentsOf: [byte, second, third])
        }
      default: bytes.append(byte)
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
