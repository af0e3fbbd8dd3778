/// A JSON value as read from a reply line, with integers, fractions and booleans kept apart
/// (Foundation's reader turns `1` into `true` and `true` into `1`).
public enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without a fraction or exponent that fits in `Int`.
  case integer(Int)
  /// Any other number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in the order written (a repeated key keeps its last value).
  case object([(key: String, value: JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.integer(let a), .integer(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The member named `key` of an object (its last one), or `nil`.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last { $0.key == key }?.value
  }

  /// How the value reads in a message: `true`, `7`, `"text"`, `an array`.
  var described: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return String(value)
    case .integer(let value): return String(value)
    case .number(let value): return String(value)
    case .string(let value):
      return "\"" + (value.count > 40 ? value.prefix(40) + "…" : value) + "\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// Why a line is not JSON, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based column, in characters.
  public var column: Int
  /// What was expected.
  public var message: String

  public var description: String { "column \(column): \(message)" }
}

extension JSONValue {
  /// Objects and arrays nest at most this deep in a reply.
  public static let maxDepth = 32

  /// Reads one JSON value (RFC 8259) that fills the whole text, apart from white space.
  public init(parsing text: String) throws(JSONSyntaxError) {
    var reader = JSONReader(scalars: Array(text.unicodeScalars))
    reader.skipSpace()
    self = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.isAtEnd else { throw reader.error("expected the end of the line") }
  }
}

/// A recursive-descent reader over Unicode scalars; recursion is bounded by `maxDepth`.
private struct JSONReader {
  let scalars: [Unicode.Scalar]
  var index = 0

  var isAtEnd: Bool { index >= scalars.count }
  var current: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

  func error(_ message: String) -> JSONSyntaxError {
    let found = current.map { "'\(Character($0))'" } ?? "the end of the line"
    return JSONSyntaxError(column: index + 1, message: "\(message), found \(found)")
  }

  mutating func skipSpace() {
    while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    {
      index += 1
    }
  }

  mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard let scalar = current else { throw error("expected a value") }
    switch scalar {
    case "{":
      guard depth < JSONValue.maxDepth else {
        throw error("objects and arrays nest more than \(JSONValue.maxDepth) deep")
      }
      return try object(depth: depth + 1)
    case "[":
      guard depth < JSONValue.maxDepth else {
        throw error("objects and arrays nest more than \(JSONValue.maxDepth) deep")
      }
      return try array(depth: depth + 1)
    case "\"":
      return .string(try string())
    case "t":
      try literal("true")
      return .bool(true)
    case "f":
      try literal("false")
      return .bool(false)
    case "n":
      try literal("null")
      return .null
    case "-", "0"..."9":
      return try number()
    default:
      throw error("expected a value")
    }
  }

  mutating func literal(_ word: String) throws(JSONSyntaxError) {
    for expected in word.unicodeScalars {
      guard current == expected else { throw error("expected \(word)") }
      index += 1
    }
  }

  mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipSpace()
    if current == "}" {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard current == "\"" else { throw error("expected '\"' to start a key") }
      let key = try string()
      skipSpace()
      guard current == ":" else { throw error("expected ':' after the key") }
      index += 1
      skipSpace()
      let member = try value(depth: depth)
      members.append((key, member))
      skipSpace()
      if current == "," {
        index += 1
        continue
      }
      guard current == "}" else { throw error("expected ',' or '}'") }
      index += 1
      return .object(members)
    }
  }

  mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if current == "]" {
      index += 1
      return .array(elements)
    }
    while true {
      skipSpace()
      elements.append(try value(depth: depth))
      skipSpace()
      if current == "," {
        index += 1
        continue
      }
      guard current == "]" else { throw error("expected ',' or ']'") }
      index += 1
      return .array(elements)
    }
  }

  mutating func string() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1
    var result = String.UnicodeScalarView()
    while let scalar = current {
      index += 1
      switch scalar {
      case "\"":
        return String(result)
      case "\\":
        result.append(try escape())
      case "\u{0}"..."\u{1F}":
        index -= 1
        throw error("control characters must be escaped in a string")
      default:
        result.append(scalar)
      }
    }
    index = start
    throw error("this string is never closed with '\"'")
  }

  mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard let scalar = current else { throw error("expected an escaped character after '\\'") }
    index += 1
    switch scalar {
    case "\"", "\\", "/": return scalar
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      let first = try hex4()
      if (0xD800...0xDBFF).contains(first) {
        guard current == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" else {
          throw error("expected a low surrogate '\\u' after a high surrogate")
        }
        index += 2
        let second = try hex4()
        guard (0xDC00...0xDFFF).contains(second) else {
          throw error("expected a low surrogate")
        }
        let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        guard let combined = Unicode.Scalar(value) else { throw error("invalid surrogate pair") }
        return combined
      }
      guard let decoded = Unicode.Scalar(first) else {
        throw error("a lone low surrogate is not a character")
      }
      return decoded
    default:
      index -= 1
      throw error("unknown escape")
    }
  }

  mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = current, let digit = Character(scalar).hexDigitValue else {
        throw error("expected four hex digits")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }

  mutating func number() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    var isInteger = true
    if current == "-" { index += 1 }
    guard let first = current, ("0"..."9").contains(first) else {
      throw error("expected a digit")
    }
    if first == "0" {
      index += 1
    } else {
      digits()
    }
    if current == "." {
      isInteger = false
      index += 1
      guard let digit = current, ("0"..."9").contains(digit) else {
        throw error("expected a digit after '.'")
      }
      digits()
    }
    if current == "e" || current == "E" {
      isInteger = false
      index += 1
      if current == "+" || current == "-" { index += 1 }
      guard let digit = current, ("0"..."9").contains(digit) else {
        throw error("expected a digit in the exponent")
      }
      digits()
    }
    let text = String(String.UnicodeScalarView(scalars[start..<index]))
    if isInteger, let integer = Int(text) { return .integer(integer) }
    guard let number = Double(text), number.isFinite else {
      index = start
      throw error("this number is too large")
    }
    return .number(number)
  }

  mutating func digits() {
    while let scalar = current, ("0"..."9").contains(scalar) { index += 1 }
  }
}
