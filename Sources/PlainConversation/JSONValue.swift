import StrictJSON

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
  /// An object, its members in the order written (never one key twice).
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

extension JSONValue {
  /// Objects and arrays nest at most this deep in a reply.
  public static let maxDepth = JSONReader.maxDepth

  /// Reads one JSON value (RFC 8259) that fills the whole line, apart from white space. An
  /// object that names a member twice is an error: which one would count is a guess.
  public init(parsing text: String) throws(JSONSyntaxError) {
    var reader = JSONReader(
      text: text, endOfText: "the end of the line", allowsRepeatedMembers: false)
    self.init(try reader.parseDocument())
  }

  /// The value with its positions dropped; a number is an integer when written without a
  /// fraction or exponent and it fits in `Int`.
  init(_ json: PositionedJSON) {
    switch json.value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .string(let text, _): self = .string(text)
    case .array(let elements): self = .array(elements.map(JSONValue.init))
    case .object(let members):
      self = .object(members.map { (key: $0.name, value: JSONValue($0.value)) })
    case .number(let written):
      if !written.contains(where: { ".eE".contains($0) }), let integer = Int(written) {
        self = .integer(integer)
      } else {
        // The grammar was checked, so Double reads it (huge exponents become infinity).
        self = .number(Double(written) ?? .nan)
      }
    }
  }
}
