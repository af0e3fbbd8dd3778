/// A JSON value with where it starts in the text, as ``JSONReader`` reads it: what the String
/// Catalog reader walks, so that a wrong type is reported at its line and column.
struct PositionedJSON: Sendable {
  /// The value itself.
  enum Value: Sendable {
    /// Members in file order.
    case object([Member])
    case array([PositionedJSON])
    /// The decoded string and the text between its quotes as written.
    case string(String, raw: String)
    /// The number as written: SiriSim reads no number, so none is converted.
    case number(String)
    case bool(Bool)
    case null
  }

  /// One `"name": value` member of an object.
  struct Member: Sendable {
    var name: String
    /// The 1-based line of the name's opening quote.
    var line: Int
    /// The 1-based column of the name's opening quote.
    var column: Int
    var value: PositionedJSON
  }

  var value: Value
  /// The 1-based line of the value's first character.
  var line: Int
  /// The 1-based column of the value's first character.
  var column: Int

  /// The kind of value, for messages: "an object", "a string", "true".
  var kind: String {
    switch value {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
  }

  /// The member with `name`; an object holds each name at most once.
  func member(_ name: String) -> PositionedJSON? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.name == name }?.value
  }
}
