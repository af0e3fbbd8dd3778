/// A JSON value with where it starts in the text, as ``JSONReader`` reads it, so that a reader of
/// the document can report a wrong type at its line and column.
public struct PositionedJSON: Sendable {
  /// The value itself.
  public enum Value: Sendable {
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
  public struct Member: Sendable {
    /// The member's name, escapes decoded.
    public var name: String
    /// The 1-based line of the name's opening quote.
    public var line: Int
    /// The 1-based column of the name's opening quote.
    public var column: Int
    /// The member's value.
    public var value: PositionedJSON
  }

  /// The value.
  public var value: Value
  /// The 1-based line of the value's first character.
  public var line: Int
  /// The 1-based column of the value's first character.
  public var column: Int

  /// The kind of value, for messages: "an object", "a string", "true".
  public var kind: String {
    switch value {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
  }

  /// The member with `name` (the last one, when the reader allowed repeats).
  public func member(_ name: String) -> PositionedJSON? {
    guard case .object(let members) = value else { return nil }
    return members.last { $0.name == name }?.value
  }
}
