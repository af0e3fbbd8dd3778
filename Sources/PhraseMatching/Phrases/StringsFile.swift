import Diagnostics

/// A parsed `.strings` file: Apple's `"key" = "value";` format, as `AppShortcuts.strings` uses.
///
/// Comments (`/* … */` and `// …`) and white space may appear between entries. Strings take the
/// escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\U` followed by four hex digits. A malformed
/// file is a ``StringsFileError`` that names the line and column and what was expected.
public struct StringsFile: Sendable, Equatable {
  /// One `"key" = "value";` entry.
  public struct Entry: Sendable, Equatable {
    /// The key.
    public var key: String
    /// The value.
    public var value: String
    /// The 1-based line of the key's opening quote.
    public var line: Int
    /// The 1-based column of the key's opening quote.
    public var column: Int
    /// The 1-based line of the value's opening quote.
    public var valueLine: Int
    /// The 1-based column of the value's opening quote.
    public var valueColumn: Int
    /// The value as written between its quotes, escapes and all.
    public var rawValue: String

    /// Creates an entry; without a position for the value, it is taken to follow the key.
    public init(
      key: String, value: String, line: Int, column: Int, valueLine: Int? = nil,
      valueColumn: Int? = nil, rawValue: String? = nil
    ) {
      self.key = key
      self.value = value
      self.line = line
      self.column = column
      self.valueLine = valueLine ?? line
      self.valueColumn = valueColumn ?? column
      self.rawValue = rawValue ?? value
    }

    /// Where the value's character at `offset` (0-based, in characters of the decoded value)
    /// is written in the file: its 1-based line and column. An offset past the end gives the
    /// closing quote's position.
    public func position(ofValueCharacter offset: Int) -> (line: Int, column: Int) {
      var line = valueLine
      var column = valueColumn + 1
      var decoded = 0
      var raw = rawValue[...]
      while let character = raw.first, decoded < max(0, offset) {
        // One decoded character: a plain character, or an escape and what it escapes.
        let length = character == "\\" ? Self.escapeLength(raw.dropFirst()) + 1 : 1
        for written in raw.prefix(length) {
          if written == "\n" || written == "\r\n" {
            line += 1
            column = 1
          } else {
            column += 1
          }
        }
        raw = raw.dropFirst(length)
        decoded += 1
      }
      return (line, column)
    }

    private static func escapeLength(_ rest: Substring) -> Int {
      guard let first = rest.first else { return 0 }
      return first == "U" || first == "u" ? min(5, rest.count) : 1
    }
  }

  /// The entries in file order.
  public var entries: [Entry]

  /// Creates a file from entries.
  public init(entries: [Entry]) { self.entries = entries }

  /// Parses the text of a `.strings` file.
  public init(parsing text: String) throws(StringsFileError) {
    var parser = StringsParser(text: text)
    entries = try parser.parseEntries()
  }

  /// The value for a key (the last one when a key repeats, as Apple's loader does).
  public subscript(key: String) -> String? {
    entries.last { $0.key == key }?.value
  }
}

/// Why a `.strings` file could not be read: where, and what was expected, such as "expected
/// ';' after the value".
public typealias StringsFileError = Diagnostic

/// A hand-written scanner over the file's characters, tracking line and column.
private struct StringsParser {
  let characters: [Character]
  var index = 0
  var line = 1
  var column = 1

  init(text: String) {
    // A byte order mark is not part of the content.
    characters = Array(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
  }

  var current: Character? { index < characters.count ? characters[index] : nil }
  var next: Character? { index + 1 < characters.count ? characters[index + 1] : nil }

  mutating func advance() {
    guard let character = current else { return }
    index += 1
    if character == "\n" || character == "\r\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }

  func error(_ message: String) -> StringsFileError {
    StringsFileError(line: line, column: column, message: message)
  }

  mutating func parseEntries() throws(StringsFileError) -> [StringsFile.Entry] {
    var entries: [StringsFile.Entry] = []
    while true {
      try skipTrivia()
      guard let character = current else { return entries }
      guard character == "\"" else {
        throw error("expected '\"' to start a key, found \(Self.describe(character))")
      }
      let (keyLine, keyColumn) = (line, column)
      let key = try parseString(role: "key")
      var end = (line, column)
      try skipTrivia()
      guard current == "=" else {
        throw StringsFileError(
          line: end.0, column: end.1, message: "expected '=' after the key, found \(found)")
      }
      advance()
      try skipTrivia()
      guard current == "\"" else { throw error("expected '\"' to start the value, found \(found)") }
      let (valueLine, valueColumn, valueStart) = (line, column, index)
      let value = try parseString(role: "value")
      let rawValue = String(characters[(valueStart + 1)..<(index - 1)])
      end = (line, column)
      try skipTrivia()
      guard current == ";" else {
        throw StringsFileError(
          line: end.0, column: end.1, message: "expected ';' after the value, found \(found)")
      }
      advance()
      entries.append(
        StringsFile.Entry(
          key: key, value: value, line: keyLine, column: keyColumn, valueLine: valueLine,
          valueColumn: valueColumn, rawValue: rawValue))
    }
  }

  var found: String { current.map(Self.describe) ?? "the end of the file" }

  static func describe(_ character: Character) -> String {
    switch character {
    case "\n", "\r\n": return "a line break"
    case "\t": return "a tab"
    default: return "'\(character)'"
    }
  }

  mutating func skipTrivia() throws(StringsFileError) {
    while let character = current {
      if character.isWhitespace {
        advance()
      } else if character == "/", next == "*" {
        let (startLine, startColumn) = (line, column)
        advance()
        advance()
        while current != nil, !(current == "*" && next == "/") { advance() }
        guard current != nil else {
          throw StringsFileError(
            line: startLine, column: startColumn, message: "this comment is never closed with '*/'")
        }
        advance()
        advance()
      } else if character == "/", next == "/" {
        while let character = current, character != "\n", character != "\r\n" { advance() }
      } else {
        return
      }
    }
  }

  mutating func parseString(role: String) throws(StringsFileError) -> String {
    let (startLine, startColumn) = (line, column)
    advance()
    var text = ""
    while let character = current {
      switch character {
      case "\"":
        advance()
        return text
      case "\\":
        advance()
        text.append(try parseEscape())
      default:
        text.append(character)
        advance()
      }
    }
    throw StringsFileError(
      line: startLine, column: startColumn, message: "this \(role) is never closed with '\"'")
  }

  mutating func parseEscape() throws(StringsFileError) -> Character {
    guard let character = current else { throw error("expected an escaped character after '\\'") }
    advance()
    switch character {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "0": return "\0"
    case "\"", "\\", "'": return character
    case "U", "u":
      var digits = ""
      for _ in 0..<4 {
        guard let digit = current, digit.isHexDigit else {
          throw error("expected four hex digits after '\\\(character)'")
        }
        digits.append(digit)
        advance()
      }
      guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
        throw error("'\\\(character)\(digits)' is not a character")
      }
      return Character(scalar)
    default:
      throw error("unknown escape '\\\(character)'")
    }
  }
}
