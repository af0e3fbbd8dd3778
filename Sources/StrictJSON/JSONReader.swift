import TextSafety

/// A strict JSON reader (RFC 8259) that tracks line and column, which Foundation's reader does
/// not tell, and keeps numbers as written, so `1`, `1.0` and `true` stay apart.
///
/// SiriSim reads two kinds of JSON with it: String Catalogs (`AppShortcuts.xcstrings`) and JSON
/// mode's reply lines. Columns count characters; a line break is `\n` or `\r\n`. Objects and
/// arrays nest at most ``maxDepth`` deep, so that no input runs the stack out, and an object may
/// not name a member twice unless the reader allows it. Any error is a ``JSONSyntaxError`` at the
/// offending character.
public struct JSONReader {
  /// How deep objects and arrays may nest (a String Catalog needs 7).
  public static let maxDepth = InputLimits.maxJSONDepth

  /// What the text is called when it runs out: "the end of the file", "the end of the line".
  private let endOfText: String
  /// Whether an object may repeat a member name (the last one then counts for a reader).
  private let allowsRepeatedMembers: Bool

  private var scalars: [Unicode.Scalar] = []
  /// Whether each scalar begins a character: a combining mark shares its base's column.
  private var startsCharacter: [Bool] = []
  private var index = 0
  private var line = 1
  private var column = 1

  /// A reader of `text`, which messages call `endOfText` where it runs out.
  public init(
    text: String, endOfText: String = "the end of the file", allowsRepeatedMembers: Bool = false
  ) {
    self.endOfText = endOfText
    self.allowsRepeatedMembers = allowsRepeatedMembers
    for character in text {
      // Only a character's first scalar starts it.
      for (offset, scalar) in character.unicodeScalars.enumerated() {
        scalars.append(scalar)
        startsCharacter.append(offset == 0)
      }
    }
    // A byte order mark is not part of the content.
    if scalars.first == "\u{FEFF}" {
      scalars.removeFirst()
      startsCharacter.removeFirst()
    }
  }

  /// Reads the whole text as one JSON value; anything but white space after it is an error.
  public mutating func parseDocument() throws(JSONSyntaxError) -> PositionedJSON {
    skipWhitespace()
    let value = try parseValue(depth: 0, context: "")
    skipWhitespace()
    guard current == nil else {
      throw error("expected \(endOfText) after the JSON value, found \(found)")
    }
    return value
  }

  /// A member name or key for a message: in curly quotes, long ones cut short.
  public static func quoted(_ text: String) -> String {
    // Control characters (a decoded "\n") would break the diagnostic's line.
    let shown = String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control ? "\u{FFFD}" : $0 }))
    return shown.count > 40 ? "“\(shown.prefix(39))…”" : "“\(shown)”"
  }

  // MARK: Scanning

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private func peek(_ offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private mutating func advance() {
    guard index < scalars.count else { return }
    let scalar = scalars[index]
    index += 1
    if scalar == "\n" {
      line += 1
      column = 1
    } else if index == scalars.count || startsCharacter[index] {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    // JSON's white space: no other space counts.
    while let scalar = current, [" ", "\t", "\n", "\r"].contains(scalar) { advance() }
  }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message)
  }

  private var found: String { current.map(Self.describe) ?? endOfText }

  /// A character for a message; invisible ones by name or code point.
  private static func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n", "\r": return "a line break"
    case "\t": return "a tab"
    default:
      switch scalar.properties.generalCategory {
      case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
        .nonspacingMark, .enclosingMark, .spacingMark, .surrogate, .unassigned:
        return "U+\(hex4(scalar.value))"
      default:
        return "'\(scalar)'"
      }
    }
  }

  private static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return ("0"..."9").contains(scalar)
  }

  // MARK: Values

  /// One value; `context` (" for “version”", " in “values”") says where, for messages.
  private mutating func parseValue(depth: Int, context: String) throws(JSONSyntaxError)
    -> PositionedJSON
  {
    let (startLine, startColumn) = (line, column)
    guard let scalar = current else {
      throw error("expected a value\(context), found \(endOfText)")
    }
    let value: PositionedJSON.Value
    switch scalar {
    case "{":
      value = try parseObject(depth: depth + 1)
    case "[":
      value = try parseArray(depth: depth + 1, context: context)
    case "\"":
      let (text, raw) = try parseString()
      value = .string(text, raw: raw)
    case "-", "0"..."9":
      value = .number(try parseNumber())
    case "a"..."z", "A"..."Z":
      value = try parseLiteral(context: context)
    default:
      throw error("expected a value\(context), found \(found)")
    }
    return PositionedJSON(value: value, line: startLine, column: startColumn)
  }

  private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
    guard depth <= Self.maxDepth else {
      throw error("objects and arrays are nested more than \(Self.maxDepth) deep here")
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> PositionedJSON.Value {
    try checkDepth(depth)
    advance()
    var members: [PositionedJSON.Member] = []
    var seen: [String: (line: Int, column: Int)] = [:]
    skipWhitespace()
    if current == "}" {
      advance()
      return .object(members)
    }
    while true {
      guard current == "\"" else {
        throw error(
          members.isEmpty
            ? "expected '\"' to start a member name or '}' to end the object, found \(found)"
            : "expected '\"' to start a member name after ',', found \(found)")
      }
      let (nameLine, nameColumn) = (line, column)
      let (name, _) = try parseString()
      let shown = Self.quoted(name)
      if let first = seen[name], !allowsRepeatedMembers {
        throw JSONSyntaxError(
          line: nameLine, column: nameColumn,
          message: "\(shown) appears twice in this object (first at \(first.line):\(first.column))")
      }
      seen[name] = (nameLine, nameColumn)
      skipWhitespace()
      guard current == ":" else {
        throw error("expected ':' after the member name \(shown), found \(found)")
      }
      advance()
      skipWhitespace()
      let value = try parseValue(depth: depth, context: " for \(shown)")
      members.append(
        PositionedJSON.Member(name: name, line: nameLine, column: nameColumn, value: value))
      skipWhitespace()
      if current == "}" {
        advance()
        return .object(members)
      }
      guard current == "," else {
        throw error("expected ',' or '}' after the value of \(shown), found \(found)")
      }
      try skipComma(before: "}")
    }
  }

  private mutating func parseArray(depth: Int, context: String) throws(JSONSyntaxError)
    -> PositionedJSON.Value
  {
    try checkDepth(depth)
    advance()
    var elements: [PositionedJSON] = []
    skipWhitespace()
    if current == "]" {
      advance()
      return .array(elements)
    }
    // " for “values”" → " of “values”": element 2 of “values”.
    let owner = context.hasPrefix(" for ") ? " of " + context.dropFirst(5) : " of the array"
    while true {
      elements.append(try parseValue(depth: depth, context: " in the array"))
      skipWhitespace()
      if current == "]" {
        advance()
        return .array(elements)
      }
      guard current == "," else {
        throw error("expected ',' or ']' after element \(elements.count)\(owner), found \(found)")
      }
      try skipComma(before: "]")
    }
  }

  /// Steps over a ',' between members or elements: one before the closing bracket is an error
  /// at the comma.
  private mutating func skipComma(before closing: Unicode.Scalar) throws(JSONSyntaxError) {
    let (commaLine, commaColumn) = (line, column)
    advance()
    skipWhitespace()
    if current == closing {
      throw JSONSyntaxError(
        line: commaLine, column: commaColumn,
        message: "this ',' is followed by '\(closing)': JSON allows no trailing comma")
    }
  }

  /// `true`, `false` or `null`; any other word is an error at its first letter.
  private mutating func parseLiteral(context: String) throws(JSONSyntaxError)
    -> PositionedJSON.Value
  {
    let (startLine, startColumn) = (line, column)
    var word = ""
    while let scalar = current, scalar.isASCII,
      scalar.properties.isAlphabetic || Self.isDigit(scalar) || scalar == "_"
    {
      if word.unicodeScalars.count <= 20 { word.unicodeScalars.append(scalar) }
      advance()
    }
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default:
      let shown = word.count > 20 ? "\(word.prefix(20))…" : word
      throw JSONSyntaxError(
        line: startLine, column: startColumn,
        message: "expected a value\(context), found '\(shown)' (text goes between '\"')")
    }
  }

  // MARK: Numbers

  /// A number as written, checked against JSON's grammar: `-?(0|[1-9][0-9]*)(.[0-9]+)?`,
  /// then an optional exponent.
  private mutating func parseNumber() throws(JSONSyntaxError) -> String {
    let start = index
    if current == "-" { advance() }
    guard let first = current, Self.isDigit(first) else {
      throw error("expected a digit after '-', found \(found)")
    }
    advance()
    if first == "0", Self.isDigit(current) {
      throw error("a number cannot start with '0' followed by more digits")
    }
    skipDigits()
    if current == "." {
      advance()
      guard Self.isDigit(current) else {
        throw error("expected a digit after '.' in a number, found \(found)")
      }
      skipDigits()
    }
    if current == "e" || current == "E" {
      advance()
      if current == "+" || current == "-" { advance() }
      guard Self.isDigit(current) else {
        throw error("expected a digit in the number's exponent, found \(found)")
      }
      skipDigits()
    }
    return String(String.UnicodeScalarView(scalars[start..<index]))
  }

  private mutating func skipDigits() {
    while Self.isDigit(current) { advance() }
  }

  // MARK: Strings

  /// A string at its opening quote: the decoded text and the text between the quotes as
  /// written.
  private mutating func parseString() throws(JSONSyntaxError) -> (String, raw: String) {
    let (startLine, startColumn) = (line, column)
    advance()
    let start = index
    var text = String.UnicodeScalarView()
    while let scalar = current {
      switch scalar {
      case "\"":
        let raw = String(String.UnicodeScalarView(scalars[start..<index]))
        advance()
        return (String(text), raw)
      case "\\":
        text.append(try parseEscape())
      case "\n", "\r":
        throw JSONSyntaxError(
          line: startLine, column: startColumn,
          message: "this string is not closed with '\"' before the end of its line")
      case "\t":
        throw error("a tab inside a string must be written as \\t")
      case _ where scalar.value < 0x20:
        let code = Self.hex4(scalar.value)
        throw error("control character U+\(code) inside a string must be written as \\u\(code)")
      default:
        text.append(scalar)
        advance()
      }
    }
    throw JSONSyntaxError(
      line: startLine, column: startColumn, message: "this string is never closed with '\"'")
  }

  /// An escape at its '\': `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` or `\uXXXX`, where a
  /// UTF-16 surrogate pair (`\ud83c\udfd4`) is one character.
  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let (startLine, startColumn) = (line, column)
    advance()
    guard let escaped = current else {
      throw error("expected an escaped character after '\\', found \(endOfText)")
    }
    advance()
    switch escaped {
    case "\"", "\\", "/": return escaped
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u": break
    default:
      let shown = Self.describe(escaped)
      throw JSONSyntaxError(
        line: startLine, column: startColumn,
        message: shown.hasPrefix("'")
          ? "unknown escape '\\\(escaped)'; JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u"
          : "unknown escape: '\\' followed by \(shown)")
    }
    let unit = try parseHexDigits()
    let shown = "'\\u\(Self.hex4(unit))'"
    if (0xDC00...0xDFFF).contains(unit) {
      throw JSONSyntaxError(
        line: startLine, column: startColumn,
        message: "\(shown) is the second half of a UTF-16 surrogate pair, without a first half")
    }
    guard (0xD800...0xDBFF).contains(unit) else {
      guard let scalar = Unicode.Scalar(unit) else {
        throw JSONSyntaxError(
          line: startLine, column: startColumn, message: "\(shown) is not a character")
      }
      return scalar
    }
    let pairError = JSONSyntaxError(
      line: startLine, column: startColumn,
      message:
        "\(shown) is the first half of a UTF-16 surrogate pair; expected its second half ('\\uDC00' to '\\uDFFF') right after it"
    )
    guard current == "\\", peek(1) == "u" else { throw pairError }
    advance()
    advance()
    let low = try parseHexDigits()
    guard (0xDC00...0xDFFF).contains(low),
      let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
    else { throw pairError }
    return scalar
  }

  /// The four hex digits after `\u`.
  private mutating func parseHexDigits() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = current, let digit = Self.hexValue(of: scalar) else {
        throw error("expected four hex digits after '\\u', found \(found)")
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  private static func hexValue(of scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": return scalar.value - 0x30
    case "a"..."f": return scalar.value - 0x61 + 10
    case "A"..."F": return scalar.value - 0x41 + 10
    default: return nil
    }
  }

  private static func hex4(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
