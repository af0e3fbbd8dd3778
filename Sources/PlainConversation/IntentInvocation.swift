/// An intent to run by name with preset parameter values: `OrderSoup quantity=7 soup="Tomato Soup"`.
public struct IntentInvocation: Sendable, Equatable {
  /// The intent's type name, such as "OrderSoup".
  public var intent: String
  /// The parameter values as words, in the order given.
  public var parameters: [Parameter]

  /// One `name=value` pair.
  public struct Parameter: Sendable, Equatable {
    /// The parameter's name.
    public var name: String
    /// The value, as words.
    public var value: String

    /// Creates a pair.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Creates an invocation.
  public init(intent: String, parameters: [Parameter]) {
    self.intent = intent
    self.parameters = parameters
  }

  /// Parses `Intent name=value name="two words"`; single or double quotes group words.
  public init(parsing text: String) throws(InvocationError) {
    let words = try Self.words(in: text)
    guard let first = words.first else {
      throw InvocationError(column: 1, message: "Expected an intent name, such as OrderSoup.")
    }
    guard !first.text.contains("=") else {
      throw InvocationError(
        column: first.column, message: "Expected an intent name before “\(first.text)”.")
    }
    intent = first.text
    parameters = try words.dropFirst().map { word throws(InvocationError) in
      guard let equals = word.text.firstIndex(of: "="), equals != word.text.startIndex else {
        throw InvocationError(
          column: word.column, message: "Expected name=value, found “\(word.text)”.")
      }
      return Parameter(
        name: String(word.text[..<equals]),
        value: String(word.text[word.text.index(after: equals)...]))
    }
  }

  static func words(in text: String) throws(InvocationError) -> [(
    text: String, column: Int
  )] {
    var words: [(text: String, column: Int)] = []
    var current = ""
    var start = 0
    var quote: Character?
    var quoteColumn = 0
    for (offset, character) in text.enumerated() {
      let column = offset + 1
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
        continue
      }
      if character == "\"" || character == "'" {
        if current.isEmpty { start = column }
        quote = character
        quoteColumn = column
      } else if character.isWhitespace {
        if !current.isEmpty { words.append((current, start)) }
        current = ""
      } else {
        if current.isEmpty { start = column }
        current.append(character)
      }
    }
    if quote != nil {
      throw InvocationError(column: quoteColumn, message: "This quote is never closed.")
    }
    if !current.isEmpty { words.append((current, start)) }
    return words
  }
}

/// A run command that could not be read.
public struct InvocationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based column where the problem is.
  public var column: Int
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(column: Int, message: String) {
    self.column = column
    self.message = message
  }

  public var description: String { "column \(column): \(message)" }
}
