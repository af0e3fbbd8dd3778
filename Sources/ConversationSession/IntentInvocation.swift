import ConversationRuntime
import Diagnostics

/// An intent to run by name with preset parameter values: `OrderSoup quantity=7 soup="Tomato Soup"`,
/// and the intents to run after it: `AddBook title=Dune --then OpenBook book=@result`.
package struct IntentInvocation: Sendable, Equatable {
  /// The intent's type name, such as "OrderSoup".
  package var intent: String
  /// The parameter values as words, in the order given.
  package var parameters: [Parameter]
  /// The intents to run after this one, in order (each `--then`).
  package var then: [IntentInvocation]

  /// One `name=value` pair: a parameter's name and its value as words, as a saved shortcut
  /// keeps it (what `sirisim run` takes is what a shortcut runs with).
  package typealias Parameter = SavedParameter

  /// Creates an invocation.
  package init(intent: String, parameters: [Parameter], then: [IntentInvocation] = []) {
    self.intent = intent
    self.parameters = parameters
    self.then = then
  }

  /// This intent and the ones after it, for `ConversationRuntime.run(chain:)`.
  package var chain: [ChainedIntent] {
    [ChainedIntent(intent: intent, parameters: parameters.map { ($0.name, $0.value) })]
      + then.flatMap(\.chain)
  }

  /// Parses `Intent name=value name="two words" [--then Intent name=@result …]…`; single or
  /// double quotes group words.
  package init(parsing text: String) throws(InvocationError) {
    var groups: [[(text: String, column: Int)]] = [[]]
    var thenColumn = 1
    for word in try Self.words(in: text) {
      if word.text == "--then" {
        guard !(groups.last ?? []).isEmpty else {
          throw InvocationError(column: word.column, message: "Expected an intent before --then.")
        }
        groups.append([])
        thenColumn = word.column
      } else {
        groups[groups.count - 1].append(word)
      }
    }
    if groups.count > 1, (groups.last ?? []).isEmpty {
      throw InvocationError(column: thenColumn, message: "--then needs an intent name after it.")
    }
    try self.init(words: groups[0])
    then = try groups.dropFirst().map { group throws(InvocationError) in
      try IntentInvocation(words: group)
    }
  }

  private init(words: [(text: String, column: Int)]) throws(InvocationError) {
    guard let first = words.first else {
      throw InvocationError(
        column: 1, message: "Expected an intent's type name, as `sirisim apps` lists them.")
    }
    guard !first.text.contains("=") else {
      throw InvocationError(
        column: first.column, message: "Expected an intent name before “\(first.text)”.")
    }
    intent = first.text
    then = []
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

/// Why a command line (`:run`, `:find`) could not be read: a ``Diagnostic`` on its one line, at
/// a column.
package typealias InvocationError = Diagnostic

extension Diagnostic {
  /// A problem at a column of a one-line command.
  init(column: Int, message: String) { self.init(line: 1, column: column, message: message) }

  /// `column N: message`, as a one-line command's problem is told.
  var atColumn: String { "column \(column): \(message)" }
}
